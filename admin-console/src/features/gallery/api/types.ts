import type { ApiData } from '@party/shared-ui/api-contract';

/** A gallery asset as the API lists it (GET /api/gallery/assets: `data.items`). */
export type GalleryAsset = ApiData<'listGalleryAssets'>['items'][number];
