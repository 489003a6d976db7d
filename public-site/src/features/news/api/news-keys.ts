import type { ApiQuery } from '@party/shared-ui/api-contract';
import type { NewsCategory } from '../news-article';

/**
 * Server-side filters of GET /news; the News page sends none and filters on the client (spec 01 §2).
 * Declared with the keys built from them, so that the keys import no fetcher: fetchers and mutations
 * import the keys, never the other way round.
 */
export type NewsListParams = Readonly<Pick<ApiQuery<'listNews'>, 'search'> & { category?: NewsCategory }>;

/**
 * Query keys of the news feature, from the widest to the narrowest, so one invalidation reaches every
 * list (`newsKeys.lists()`) or everything about news (`newsKeys.all`).
 */
export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (params: NewsListParams) => [...newsKeys.lists(), params] as const,
  details: () => [...newsKeys.all, 'detail'] as const,
  detail: (id: string) => [...newsKeys.details(), id] as const,
};
