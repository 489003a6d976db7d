import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationKeys, wardPath, type BranchPayload } from './types';

/** POST /api/wards/{wardId}/branches. */
export async function createBranch({
  wardId,
  payload,
}: {
  wardId: string;
  payload: BranchPayload;
}): Promise<ApiData<'createWardBranch'>> {
  const { data } = await api.post<ApiData<'createWardBranch'>>(`${wardPath(wardId)}/branches`, payload);
  return data;
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
