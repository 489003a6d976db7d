import { api } from '@party/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  statsOf,
  toProject,
  toProjectStats,
  type Project,
  type ProjectStats,
  type ProjectStatus,
} from '../project';
import { projectKeys } from './project-keys';

/** Server-side filters of GET /projects; the Projects page sends none and filters on the client. */
export interface ProjectListParams {
  readonly status?: ProjectStatus;
  readonly search?: string;
}

export interface ProjectList {
  readonly projects: Project[];
  /** Over every project, whatever the filters (the server's `data.stats`). */
  readonly stats: ProjectStats;
}

/** The API's largest page (larger limits are lowered to it, docs/decisions.md). */
const PAGE_SIZE = 100;
/** A guard against a server whose pages never end. */
const MAX_PAGES = 20;

interface ProjectPage {
  items?: unknown;
  pagination?: { page?: unknown; total_pages?: unknown; totalPages?: unknown };
  stats?: unknown;
}

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
    const response = await api.get<ProjectPage | unknown[]>('/projects', {
      params: { page, limit: PAGE_SIZE, status: params.status, search: params.search },
      ...(signal ? { signal } : {}),
    });
    const data = response.data;
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
