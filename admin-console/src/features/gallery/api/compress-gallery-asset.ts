import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

export type CompressResult = ApiData<'compressGalleryAsset'>;

/** POST /api/gallery/assets/{id}/compress: the display image brought within 10 KB; the original kept. */
export async function compressGalleryAsset(id: string): Promise<CompressResult> {
  const { data } = await api.post<CompressResult>(`/gallery/assets/${encodeURIComponent(id)}/compress`);
  return data;
}
