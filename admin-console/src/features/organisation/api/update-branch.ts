import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { branchPath } from './types';

/** PUT /api/wards/{wardId}/branches/{branchId}. */
export async function updateBranch({
  wardId,
  branchId,
  payload,
}: {
  wardId: string;
  branchId: string;
  payload: ApiBody<'updateWardBranch'>;
}): Promise<ApiData<'updateWardBranch'>> {
  const { data } = await api.put<ApiData<'updateWardBranch'>>(branchPath(wardId, branchId), payload);
  return data;
}
