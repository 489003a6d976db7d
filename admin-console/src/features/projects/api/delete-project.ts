import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './types';

/** DELETE /api/projects/{id}. */
export async function deleteProject(id: string): Promise<void> {
  await api.delete<ApiData<'deleteProject'>>(`/projects/${encodeURIComponent(id)}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
