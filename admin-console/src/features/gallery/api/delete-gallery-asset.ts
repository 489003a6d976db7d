import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/** DELETE /api/gallery/assets/{id}. */
export async function deleteGalleryAsset(id: string): Promise<void> {
  await api.delete<ApiData<'deleteGalleryAsset'>>(`/gallery/assets/${encodeURIComponent(id)}`);
}
