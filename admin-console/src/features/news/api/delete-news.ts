import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from './types';

/** DELETE /api/news/{id}. */
export async function deleteNews(id: string): Promise<void> {
  await api.delete<ApiData<'deleteNewsArticle'>>(`/news/${encodeURIComponent(id)}`);
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
