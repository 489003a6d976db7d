import { api, isRecord } from '@party/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orNotFound } from '../../../shared/item-id';
import { toGalleryAsset, type GalleryAsset } from '../gallery-asset';
import { galleryKeys } from './gallery-keys';

/**
 * One asset: GET /gallery/assets/{id}, sent as the list is (404 when there is no such published asset).
 * The API lets an administrator read a draft; the public page shows published assets only, so a draft
 * comes back as null, which the page shows as not found, as it does a 404.
 */
export async function getGalleryAsset(id: string, signal?: AbortSignal): Promise<GalleryAsset | null> {
  const response = await orNotFound(
    api.get(`/gallery/assets/${encodeURIComponent(id)}`, { ...(signal ? { signal } : {}) }),
  );
  if (!response) return null;
  const raw: unknown = response.data;
  if (isRecord(raw) && raw.status !== undefined && raw.status !== 'published') return null;
  return toGalleryAsset(raw);
}

export function galleryAssetQueryOptions(id: string) {
  return queryOptions({
    queryKey: galleryKeys.detail(id),
    queryFn: ({ signal }) => getGalleryAsset(id, signal),
  });
}

export function useGalleryAsset(id: string, options: { enabled: boolean }) {
  return useQuery({ ...galleryAssetQueryOptions(id), ...options });
}
