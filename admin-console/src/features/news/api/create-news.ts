import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys, type NewsPayload } from './types';

/** POST /api/news. */
export async function createNews(payload: NewsPayload): Promise<ApiData<'createNewsArticle'>> {
  const { data } = await api.post<ApiData<'createNewsArticle'>>('/news', payload);
  return data;
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
