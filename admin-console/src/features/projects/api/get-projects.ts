import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isProjectStatus, type ProjectFilters, type ProjectPage } from './types';
import { projectKeys } from './project-keys';

/** GET /api/projects: the items and pagination live inside `data` (spec 02 §7). */
export async function getProjects(filters: ProjectFilters, signal?: AbortSignal): Promise<ProjectPage> {
  const query: ApiQuery<'listProjects'> = {
    page: filters.page,
    limit: filters.limit,
    search: filters.search.trim(),
    ...(isProjectStatus(filters.status) ? { status: filters.status } : {}),
  };
  const { data } = await api.get<ApiData<'listProjects'>>('/projects', { params: query, signal });
  return {
    items: data.items,
    page: data.pagination.page,
    totalPages: data.pagination.total_pages,
    totalItems: data.pagination.total_items,
  };
}

export function projectsQueryOptions(filters: ProjectFilters) {
  return queryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ signal }) => getProjects(filters, signal),
    placeholderData: keepPreviousData,
  });
}
