import type { ProjectFilters } from './types';

/** Query keys of the projects console; mutations invalidate `projectKeys.all`. */
export const projectKeys = {
  all: ['admin', 'projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ProjectFilters) => [...projectKeys.lists(), filters] as const,
};
