import { api } from '@party/shared-ui';
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
  await api.delete<null>(branchPath(wardId, branchId));
}

export function useDeleteBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
