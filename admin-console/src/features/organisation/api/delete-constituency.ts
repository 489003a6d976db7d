import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { constituencyPath, organisationKeys } from './types';

/** DELETE /api/constituencies/{id}: removes its wards, branches and executives too. */
export async function deleteConstituency(id: string): Promise<string> {
  const { message } = await api.delete<null>(constituencyPath(id));
  return message;
}

export function useDeleteConstituency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConstituency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
