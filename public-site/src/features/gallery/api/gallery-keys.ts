import type { ApiQuery } from '@party/shared-ui/api-contract';

/**
 * Server-side filters of GET /gallery/assets; the Gallery page sends none and filters on the client.
 * Declared with the keys built from them, so that the keys import no fetcher: fetchers and mutations
 * import the keys, never the other way round.
 */
export type GalleryListParams = Readonly<Pick<ApiQuery<'listGalleryAssets'>, 'category' | 'search'>>;

/** Query keys of the gallery feature, from the widest to the narrowest. */
export const galleryKeys = {
  all: ['gallery'] as const,
  lists: () => [...galleryKeys.all, 'list'] as const,
  list: (params: GalleryListParams) => [...galleryKeys.lists(), params] as const,
  details: () => [...galleryKeys.all, 'detail'] as const,
  detail: (id: string) => [...galleryKeys.details(), id] as const,
};
