import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { branchPath, organisationKeys, type Branch, type BranchPayload } from './types';

/** PUT /api/wards/{wardId}/branches/{branchId}. */
export async function updateBranch({
  wardId,
  branchId,
  payload,
}: {
  wardId: string;
  branchId: string;
  payload: BranchPayload;
}): Promise<Branch> {
  const { data } = await api.put<Branch>(branchPath(wardId, branchId), payload);
  return data;
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
