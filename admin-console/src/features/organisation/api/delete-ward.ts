import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { wardPath } from './types';

/** DELETE /api/wards/{wardId}: removes its branches and executives too. */
export async function deleteWard(wardId: string): Promise<void> {
  await api.delete<ApiData<'deleteWard'>>(wardPath(wardId));
}
