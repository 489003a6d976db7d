import { api } from '@party/shared-ui';
import type { ApiQuery } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project, ProjectStats } from '../project';
import { projectKeys, type ProjectListParams } from './project-keys';

export interface ProjectList {
  readonly projects: Project[];
  /** Over every project, whatever the filters (the server's `data.stats`). */
  readonly stats: ProjectStats;
}

/** The API's largest page (larger limits are lowered to it, docs/decisions.md). */
const PAGE_SIZE = 100;
/** A guard against a server whose pages never end: 20 pages are 2,000 projects. */
const MAX_PAGES = 20;

/**
 * Every project with the statistics: GET /projects page by page (`data.items`) until
 * `data.pagination.total_pages`. The stats are the first page's `data.stats`, which the server counts
 * over all projects.
 */
export async function getProjects(
  params: ProjectListParams = {},
  signal?: AbortSignal,
): Promise<ProjectList> {
  const first = await getProjectPage(1, params, signal);
  const projects = [...first.items];
  for (let page = 2; page <= Math.min(first.pagination.total_pages, MAX_PAGES); page += 1) {
    projects.push(...(await getProjectPage(page, params, signal)).items);
  }
  return { projects, stats: first.stats };
}

async function getProjectPage(page: number, params: ProjectListParams, signal?: AbortSignal) {
  const response = await api.get('/projects', {
    params: {
      page,
      limit: PAGE_SIZE,
      status: params.status,
      search: params.search,
    } satisfies ApiQuery<'listProjects'>,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function projectListQueryOptions(params: ProjectListParams = {}) {
  return queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
  });
}

export function useProjects(params: ProjectListParams = {}) {
  return useQuery(projectListQueryOptions(params));
}
