import { api } from '@party/shared-ui';
import { queryOptions } from '@tanstack/react-query';
import { galleryKeys, type GalleryAsset } from './types';

/** The largest page the API serves; the console reads every page to audit the whole inventory. */
export const INVENTORY_PAGE_SIZE = 100;
const MAX_PAGES = 50;

interface GalleryListData {
  readonly items: readonly GalleryAsset[];
  readonly pagination?: { readonly count?: number; readonly total_pages?: number; readonly page?: number };
}

/** GET /api/gallery/assets?status=all, every page: drafts included (administrators only). */
export async function getGalleryInventory(signal?: AbortSignal): Promise<GalleryAsset[]> {
  const assets: GalleryAsset[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data } = await api.get<GalleryListData>('/gallery/assets', {
      params: { page, page_size: INVENTORY_PAGE_SIZE, status: 'all' },
      signal,
    });
    assets.push(...(data.items ?? []));
    const totalPages = data.pagination?.total_pages ?? 1;
    if (page >= totalPages || data.items.length === 0) break;
  }
  return assets;
}

export function galleryInventoryQueryOptions() {
  return queryOptions({
    queryKey: galleryKeys.inventory(),
    queryFn: ({ signal }) => getGalleryInventory(signal),
  });
}
