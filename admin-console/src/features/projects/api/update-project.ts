import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys, type Project, type ProjectPayload } from './types';

/** PUT /api/projects/{id}: a full replacement under the create rules. */
export async function updateProject({
  id,
  payload,
}: {
  id: string;
  payload: ProjectPayload;
}): Promise<Project> {
  const { data } = await api.put<Project>(`/projects/${encodeURIComponent(id)}`, payload);
  return data;
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
