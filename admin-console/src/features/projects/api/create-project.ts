import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys, type ProjectPayload } from './types';

/** POST /api/projects. */
export async function createProject(payload: ProjectPayload): Promise<ApiData<'createProject'>> {
  const { data } = await api.post<ApiData<'createProject'>>('/projects', payload);
  return data;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
