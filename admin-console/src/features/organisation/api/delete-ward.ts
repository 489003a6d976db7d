import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationKeys, wardPath } from './types';

/** DELETE /api/wards/{wardId}: removes its branches and executives too. */
export async function deleteWard(wardId: string): Promise<void> {
  await api.delete<ApiData<'deleteWard'>>(wardPath(wardId));
}

export function useDeleteWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
