import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryKeys } from './gallery-keys';

/** DELETE /api/gallery/assets/{id}. */
export async function deleteGalleryAsset(id: string): Promise<void> {
  await api.delete<ApiData<'deleteGalleryAsset'>>(`/gallery/assets/${encodeURIComponent(id)}`);
}

export function useDeleteGalleryAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}
