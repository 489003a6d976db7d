import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { branchPath, organisationKeys } from './types';

/** DELETE /api/wards/{wardId}/branches/{branchId}: removes the branch executives too. */
export async function deleteBranch({
  wardId,
  branchId,
}: {
  wardId: string;
  branchId: string;
}): Promise<void> {
  await api.delete<ApiData<'deleteWardBranch'>>(branchPath(wardId, branchId));
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
