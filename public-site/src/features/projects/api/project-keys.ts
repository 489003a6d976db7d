import type { ApiQuery } from '@party/shared-ui/api-contract';
import type { ProjectStatus } from '../project';

/**
 * Server-side filters of GET /projects; the Projects page sends none and filters on the client.
 * Declared with the keys built from them, so that the keys import no fetcher: fetchers and mutations
 * import the keys, never the other way round.
 */
export type ProjectListParams = Readonly<
  Pick<ApiQuery<'listProjects'>, 'search'> & { status?: ProjectStatus }
>;

/** Query keys of the projects feature, from the widest to the narrowest. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectKeys.details(), id] as const,
};
