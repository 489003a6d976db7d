import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { constituencyPath, type WardPayload } from './types';

/** POST /api/constituencies/{id}/wards. */
export async function createWard({
  constituencyId,
  payload,
}: {
  constituencyId: string;
  payload: WardPayload;
}): Promise<ApiData<'createConstituencyWard'>> {
  const { data } = await api.post<ApiData<'createConstituencyWard'>>(
    `${constituencyPath(constituencyId)}/wards`,
    payload,
  );
  return data;
}
