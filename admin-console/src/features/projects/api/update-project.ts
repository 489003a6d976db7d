import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';

/** PUT /api/projects/{id}: a full replacement under the create rules. */
export async function updateProject({
  id,
  payload,
}: {
  id: string;
  payload: ApiBody<'updateProject'>;
}): Promise<ApiData<'updateProject'>> {
  const { data } = await api.put<ApiData<'updateProject'>>(`/projects/${encodeURIComponent(id)}`, payload);
  return data;
}
