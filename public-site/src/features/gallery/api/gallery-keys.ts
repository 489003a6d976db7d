import type { GalleryListParams } from './get-gallery-assets';

/** Query keys of the gallery feature, from the widest to the narrowest. */
export const galleryKeys = {
  all: ['gallery'] as const,
  lists: () => [...galleryKeys.all, 'list'] as const,
  list: (params: GalleryListParams) => [...galleryKeys.lists(), params] as const,
};
