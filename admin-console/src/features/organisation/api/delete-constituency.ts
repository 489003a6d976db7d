import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { constituencyPath } from './types';
import { organisationKeys } from './organisation-keys';

/** DELETE /api/constituencies/{id}: removes its wards, branches and executives too. */
export async function deleteConstituency(id: string): Promise<string> {
  const { message } = await api.delete<ApiData<'deleteConstituency'>>(constituencyPath(id));
  return message;
}

export function useDeleteConstituency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConstituency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
