import { api } from '@party/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orNotFound } from '../../../shared/item-id';
import type { Project } from '../project';
import { projectKeys } from './project-keys';

/** One project: GET /projects/{id}, sent as the list is; null when there is no such project (404). */
export async function getProject(id: string, signal?: AbortSignal): Promise<Project | null> {
  const response = await orNotFound(
    api.get(`/projects/${encodeURIComponent(id)}`, { ...(signal ? { signal } : {}) }),
  );
  return response && response.data;
}

export function projectQueryOptions(id: string) {
  return queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
  });
}

export function useProject(id: string, options: { enabled: boolean }) {
  return useQuery({ ...projectQueryOptions(id), ...options });
}
