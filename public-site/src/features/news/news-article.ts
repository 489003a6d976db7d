import { isRecord } from '@party/shared-ui';
import type { ApiData, Unchecked } from '@party/shared-ui/api-contract';

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
] as const satisfies readonly ApiNewsArticle['category'][];
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

/** The article as the API documents it (GET /news/{id}, and each item of GET /news). */
type ApiNewsArticle = ApiData<'getNewsArticle'>;

/**
 * The article as the page holds it: the API's fields, with `category` as sent in lower case (an unknown
 * value is kept and shown as written) and the dates null when missing.
 */
export type NewsArticle = Readonly<
  Pick<ApiNewsArticle, 'id' | 'title' | 'excerpt' | 'content' | 'image' | 'views' | 'author'> & {
    category: string;
    publishedAt: ApiNewsArticle['publishedAt'] | null;
    createdAt: ApiNewsArticle['createdAt'] | null;
  }
>;

/** A field of the article by the contract's name, then by older spellings. */
type ArticleKeys = [keyof ApiNewsArticle, ...string[]];

/** "Health" for `health`; an unknown category is shown with a capital first letter. */
export function categoryLabel(category: string): string {
  const known = CATEGORY_LABELS[category as NewsCategory] as string | undefined;
  if (known) return known;
  const text = category.trim();
  return text === '' ? 'General' : text.charAt(0).toUpperCase() + text.slice(1);
}

/** The card's summary: the excerpt, else the first 150 characters of the content with an ellipsis. */
export function summaryOf(article: Pick<NewsArticle, 'excerpt' | 'content'>): string {
  const excerpt = article.excerpt.trim();
  if (excerpt !== '') return excerpt;
  const content = article.content.trim();
  if (content.length <= EXCERPT_FALLBACK_LENGTH) return content;
  return `${content.slice(0, EXCERPT_FALLBACK_LENGTH).trimEnd()}…`;
}

/** The date a card shows: when the article was published, else when it was written. */
export function displayDateOf(article: Pick<NewsArticle, 'publishedAt' | 'createdAt'>): string | null {
  return article.publishedAt ?? article.createdAt;
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

/**
 * Reads one article off the wire. The API sends camelCase (api/src/modules/news/news.schemas.ts); the
 * snake_case spellings of the spec's older server are accepted too, and missing text becomes '' so the
 * page never shows "undefined".
 */
export function toNewsArticle(raw: unknown): NewsArticle {
  const record = isRecord(raw) ? raw : {};
  const text = (...keys: ArticleKeys) => {
    for (const key of keys) {
      const value = record[key];
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
    }
    return '';
  };
  const optional = (...keys: ArticleKeys) => {
    const value = text(...keys).trim();
    return value === '' ? null : value;
  };
  const wire: Unchecked<ApiNewsArticle> = record;
  const views = Number(wire.views ?? record.view_count ?? 0);
  return {
    id: text('id'),
    title: text('title'),
    excerpt: text('excerpt'),
    content: text('content'),
    category: text('category').trim().toLowerCase(),
    image: optional('image', 'image_url', 'imageUrl'),
    views: Number.isFinite(views) && views > 0 ? Math.floor(views) : 0,
    author: text('author').trim(),
    publishedAt: optional('publishedAt', 'published_at'),
    createdAt: optional('createdAt', 'created_at'),
  };
}
