import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationKeys, wardPath, type Branch, type BranchPayload } from './types';

/** POST /api/wards/{wardId}/branches. */
export async function createBranch({
  wardId,
  payload,
}: {
  wardId: string;
  payload: BranchPayload;
}): Promise<Branch> {
  const { data } = await api.post<Branch>(`${wardPath(wardId)}/branches`, payload);
  return data;
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
