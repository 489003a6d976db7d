import type { NewsListParams } from './get-news-articles';

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
