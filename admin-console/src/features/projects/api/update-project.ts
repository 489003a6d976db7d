import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './types';

/** PUT /api/projects/{id}: a full replacement under the create rules. */
export async function updateProject({
  id,
  payload,
}: {
  id: string;
  payload: ApiBody<'updateProject'>;
}): Promise<ApiData<'updateProject'>> {
  const { data } = await api.put<ApiData<'updateProject'>>(`/projects/${encodeURIComponent(id)}`, payload);
  return data;
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
