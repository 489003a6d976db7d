import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery, Unchecked } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsOf, toProject, toProjectStats, type Project, type ProjectStats } from '../project';
import { projectKeys, type ProjectListParams } from './project-keys';

export interface ProjectList {
  readonly projects: Project[];
  /** Over every project, whatever the filters (the server's `data.stats`). */
  readonly stats: ProjectStats;
}

/** The API's largest page (larger limits are lowered to it, docs/decisions.md). */
const PAGE_SIZE = 100;
/** A guard against a server whose pages never end. */
const MAX_PAGES = 20;

type ApiProjectPage = ApiData<'listProjects'>;
/**
 * A page of GET /projects, read defensively: the contract's fields with values still to check, and the
 * `totalPages` or bare list of older servers.
 */
type ProjectPage =
  | (Unchecked<Omit<ApiProjectPage, 'pagination'>> & {
      pagination?: Unchecked<ApiProjectPage['pagination']> & { totalPages?: unknown };
    })
  | undefined;

/**
 * Every project with the statistics: GET /projects page by page (`data.items`, `data.pagination`,
 * `data.stats`). The stats come from the server, which counts over all projects; they are computed here
 * only if a server leaves them out.
 */
export async function getProjects(
  params: ProjectListParams = {},
  signal?: AbortSignal,
): Promise<ProjectList> {
  const projects: Project[] = [];
  let stats: ProjectStats | null = null;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await api.get('/projects', {
      params: {
        page,
        limit: PAGE_SIZE,
        status: params.status,
        search: params.search,
      } satisfies ApiQuery<'listProjects'>,
      ...(signal ? { signal } : {}),
    });
    const data: ProjectPage | unknown[] = response.data;
    const items = Array.isArray(data) ? data : Array.isArray(data?.items) ? (data.items as unknown[]) : [];
    projects.push(...items.map(toProject));
    if (page === 1 && !Array.isArray(data)) stats = toProjectStats(data?.stats);
    const totalPages = Number(
      (Array.isArray(data) ? undefined : (data?.pagination?.total_pages ?? data?.pagination?.totalPages)) ??
        response.pagination?.total_pages ??
        response.pagination?.totalPages ??
        1,
    );
    if (!Number.isFinite(totalPages) || page >= totalPages || items.length === 0) break;
  }
  return { projects, stats: stats ?? statsOf(projects) };
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
