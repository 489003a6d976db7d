import type { NewsFilters } from './types';

/** Query keys of the news console; mutations invalidate `newsKeys.all`. */
export const newsKeys = {
  all: ['admin', 'news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (filters: NewsFilters) => [...newsKeys.lists(), filters] as const,
};
