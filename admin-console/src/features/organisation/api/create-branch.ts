import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { wardPath, type BranchPayload } from './types';

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
