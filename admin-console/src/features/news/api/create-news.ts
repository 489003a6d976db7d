import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys, type NewsArticle, type NewsPayload } from './types';

/** POST /api/news. */
export async function createNews(payload: NewsPayload): Promise<NewsArticle> {
  const { data } = await api.post<NewsArticle>('/news', payload);
  return data;
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
