export const galleryKeys = {
  all: ['admin', 'gallery'] as const,
  inventory: () => [...galleryKeys.all, 'inventory'] as const,
};
