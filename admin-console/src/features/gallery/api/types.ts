/** A gallery asset as the API sends it (spec 02 §3; api/src/modules/gallery/gallery.schemas.ts). */
export interface GalleryAsset {
  readonly id: string;
  readonly title: string;
  readonly description: string | null;
  readonly category: string | null;
  readonly imageUrl: string;
  readonly thumbnailUrl: string | null;
  readonly uploadedAt: string;
  readonly updatedAt?: string;
  readonly tags: readonly string[];
  readonly location: string | null;
  readonly photographer: string | null;
  readonly capturedAt: string | null;
  readonly fileSizeKB: number | null;
  readonly originalSizeKB?: number | null;
  readonly status?: 'published' | 'draft';
}

export const galleryKeys = {
  all: ['admin', 'gallery'] as const,
  inventory: () => [...galleryKeys.all, 'inventory'] as const,
};
