import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/** DELETE /api/news/{id}. */
export async function deleteNews(id: string): Promise<void> {
  await api.delete<ApiData<'deleteNewsArticle'>>(`/news/${encodeURIComponent(id)}`);
}
