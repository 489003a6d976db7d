import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys, type NewsArticle, type NewsPayload } from './types';

/** PUT /api/news/{id}: replaces the whole article under the create rules. */
export async function updateNews({
  id,
  payload,
}: {
  id: string;
  payload: NewsPayload;
}): Promise<NewsArticle> {
  const { data } = await api.put<NewsArticle>(`/news/${encodeURIComponent(id)}`, payload);
  return data;
}

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
