import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { wardPath } from './types';

/** PUT /api/wards/{wardId}. */
export async function updateWard({
  wardId,
  payload,
}: {
  wardId: string;
  payload: ApiBody<'updateWard'>;
}): Promise<ApiData<'updateWard'>> {
  const { data } = await api.put<ApiData<'updateWard'>>(wardPath(wardId), payload);
  return data;
}
