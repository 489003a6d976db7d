import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from './types';

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

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
