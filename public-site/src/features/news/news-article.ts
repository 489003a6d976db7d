import type { ApiData } from '@party/shared-ui/api-contract';

/**
 * A news article as the public site shows it (spec 01 §3), and the rules of the News page that do not
 * depend on React: category labels, the excerpt fallback and the client-side filter (spec 01 §2).
 */

export const NEWS_CATEGORIES = [
  'health',
  'education',
  'politics',
  'agriculture',
  'social',
  'development',
  'employment',
] as const satisfies readonly NewsArticle['category'][];
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** The category filter: one category, or every one. */
export type NewsCategoryFilter = NewsCategory | 'all';

const CATEGORY_LABELS: Record<NewsCategory, string> = {
  health: 'Health',
  education: 'Education',
  politics: 'Politics',
  agriculture: 'Agriculture',
  social: 'Social',
  development: 'Development',
  employment: 'Employment',
};

/** Spec 01 §9: with no excerpt, a card shows this many characters of the content. */
export const EXCERPT_FALLBACK_LENGTH = 150;

/** The article as the API sends it (GET /news/{id}, and each item of GET /news): the contract's own type. */
export type NewsArticle = ApiData<'getNewsArticle'>;

/** "Health" for `health`. */
export function categoryLabel(category: NewsCategory): string {
  return CATEGORY_LABELS[category];
}

/** The card's summary: the excerpt, else the first 150 characters of the content with an ellipsis. */
export function summaryOf(article: Pick<NewsArticle, 'excerpt' | 'content'>): string {
  const excerpt = article.excerpt.trim();
  if (excerpt !== '') return excerpt;
  const content = article.content.trim();
  if (content.length <= EXCERPT_FALLBACK_LENGTH) return content;
  return `${content.slice(0, EXCERPT_FALLBACK_LENGTH).trimEnd()}…`;
}

export interface NewsFilters {
  readonly category: NewsCategoryFilter;
  /** Free text, matched case-insensitively in the title, excerpt and content. */
  readonly search: string;
}

export function matchesFilters(article: NewsArticle, { category, search }: NewsFilters): boolean {
  if (category !== 'all' && article.category !== category) return false;
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [article.title, article.excerpt, article.content].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
