import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { branchPath } from './types';

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
