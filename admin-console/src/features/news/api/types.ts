/** A news article as the API sends it (spec 02 §3; api/src/modules/news/news.schemas.ts). */

export const NEWS_CATEGORIES = [
  'politics',
  'health',
  'education',
  'agriculture',
  'social',
  'development',
  'employment',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export interface NewsArticle {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly content: string;
  readonly category: string;
  readonly image: string | null;
  readonly views: number;
  readonly author: string;
  readonly publishedAt: string;
  readonly createdAt?: string;
}

/** What a create or full replacement sends. */
export interface NewsPayload {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  image: string | null;
  /** ISO 8601 with its offset. */
  publishedAt: string;
}

export interface NewsFilters {
  readonly page: number;
  readonly limit: number;
  readonly search: string;
  /** '' for every category. */
  readonly category: string;
}

export interface NewsPage {
  readonly items: readonly NewsArticle[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalItems: number;
}

/** Query keys of the news console; mutations invalidate `newsKeys.all`. */
export const newsKeys = {
  all: ['admin', 'news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (filters: NewsFilters) => [...newsKeys.lists(), filters] as const,
};
