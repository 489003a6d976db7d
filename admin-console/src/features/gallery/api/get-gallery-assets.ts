import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { RecordPage } from '../../../shared/record-console/record-console';
import { type GalleryAsset } from './types';
import { galleryKeys } from './gallery-keys';

/** The largest page the API serves; the console reads every page to audit the whole inventory. */
export const INVENTORY_PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** GET /api/gallery/assets?status=all, every page: drafts included (administrators only). */
export async function getGalleryInventory(signal?: AbortSignal): Promise<GalleryAsset[]> {
  const assets: GalleryAsset[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query: ApiQuery<'listGalleryAssets'> = { page, page_size: INVENTORY_PAGE_SIZE, status: 'all' };
    const { data } = await api.get<ApiData<'listGalleryAssets'>>('/gallery/assets', {
      params: query,
      signal,
    });
    assets.push(...data.items);
    if (page >= data.pagination.total_pages || data.items.length === 0) break;
  }
  return assets;
}

/** The whole inventory as one page of the console's list. */
export function galleryInventoryQueryOptions() {
  return queryOptions({
    queryKey: galleryKeys.inventory(),
    queryFn: async ({ signal }): Promise<RecordPage<GalleryAsset>> => {
      const items = await getGalleryInventory(signal);
      return { items, page: 1, totalPages: 1, totalItems: items.length };
    },
  });
}
