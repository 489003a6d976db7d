export const galleryKeys = {
  all: ['admin', 'gallery'] as const,
  inventory: () => [...galleryKeys.all, 'inventory'] as const,
  audit: () => [...galleryKeys.all, 'audit'] as const,
  /**
   * The public site's gallery reads (public-site/src/features/gallery/api/gallery-keys.ts): a change made
   * here shows on /gallery in the same app without a reload.
   */
  publicGallery: ['gallery'] as const,
};
