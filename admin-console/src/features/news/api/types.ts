import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import type { PageQuery, RecordPage } from '../../../shared/record-console/record-console';

/** A news article as the API sends it (GET /api/news/{id}; the list's items are the same record). */
export type NewsArticle = ApiData<'getNewsArticle'>;
export type NewsCategory = NewsArticle['category'];

/** The categories the form and the filter offer, in the order of spec 02 §4: each one the API knows. */
export const NEWS_CATEGORIES = [
  'politics',
  'health',
  'education',
  'agriculture',
  'social',
  'development',
  'employment',
] as const satisfies readonly NewsCategory[];

export const isNewsCategory = (value: string): value is NewsCategory =>
  (NEWS_CATEGORIES as readonly string[]).includes(value);

/** What a create sends (POST /api/news); a full replacement (PUT /api/news/{id}) sends the same. */
export type NewsPayload = ApiBody<'createNewsArticle'>;

export interface NewsFilters extends PageQuery {
  /** '' for every category. */
  readonly category: string;
}

export type NewsPage = RecordPage<NewsArticle>;
