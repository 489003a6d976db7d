import { api } from '@party/shared-ui';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { projectKeys, type Project, type ProjectFilters, type ProjectPage } from './types';

interface ProjectListData {
  readonly items: readonly Project[];
  readonly pagination?: {
    readonly total_items?: number;
    readonly total_pages?: number;
    readonly page?: number;
  };
}

/** GET /api/projects: the items and pagination live inside `data` (spec 02 §7). */
export async function getProjects(filters: ProjectFilters, signal?: AbortSignal): Promise<ProjectPage> {
  const { data } = await api.get<ProjectListData>('/projects', {
    params: {
      page: filters.page,
      limit: filters.limit,
      search: filters.search.trim(),
      status: filters.status,
    },
    signal,
  });
  return {
    items: data.items,
    page: data.pagination?.page ?? filters.page,
    totalPages: data.pagination?.total_pages ?? 1,
    totalItems: data.pagination?.total_items ?? data.items.length,
  };
}

export function projectsQueryOptions(filters: ProjectFilters) {
  return queryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ signal }) => getProjects(filters, signal),
    placeholderData: keepPreviousData,
  });
}
