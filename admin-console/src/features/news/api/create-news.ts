import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import type { NewsPayload } from './types';

/** POST /api/news. */
export async function createNews(payload: NewsPayload): Promise<ApiData<'createNewsArticle'>> {
  const { data } = await api.post<ApiData<'createNewsArticle'>>('/news', payload);
  return data;
}
