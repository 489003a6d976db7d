import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';

/** PUT /api/news/{id}: replaces the whole article under the create rules. */
export async function updateNews({
  id,
  payload,
}: {
  id: string;
  payload: ApiBody<'updateNewsArticle'>;
}): Promise<ApiData<'updateNewsArticle'>> {
  const { data } = await api.put<ApiData<'updateNewsArticle'>>(`/news/${encodeURIComponent(id)}`, payload);
  return data;
}
