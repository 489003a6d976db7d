import type { ProjectListParams } from './get-projects';

/** Query keys of the projects feature, from the widest to the narrowest. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
};
