import { isSiteUrl, type FieldErrors } from '@party/shared-ui';
import { checkFormText, formMessage } from '@party/shared-ui/api-contract';
import type { GalleryAsset } from './api/types';

/** The gallery's size ceiling (spec 02 §9). */
export const SIZE_LIMIT_KB = 10;

export const MESSAGES = {
  loadFailed: 'Unable to load gallery assets right now.',
  authRequired: 'Authentication required. Please log in to view gallery.',
  removeFailed: 'Unable to remove gallery asset on backend.',
  noAccess: 'Only constituency executive administrators can access the gallery management workspace.',
  allCompliant: 'All curated assets currently meet the 10 KB specification',
} as const;

/** Compliant: no recorded size, or a size of 10 KB or less. */
export const isCompliant = (asset: GalleryAsset) =>
  asset.fileSizeKB === null || asset.fileSizeKB === undefined || asset.fileSizeKB <= SIZE_LIMIT_KB;

/** Whole percent of compliant assets; an empty gallery has nothing out of specification (100). */
export function compliancePercent(assets: readonly GalleryAsset[]): number {
  if (assets.length === 0) return 100;
  return Math.round((assets.filter(isCompliant).length / assets.length) * 100);
}

export const oversizeAssets = (assets: readonly GalleryAsset[]) =>
  assets.filter((asset) => !isCompliant(asset));

/** The newest `uploadedAt`, or null. */
export function latestUpload(assets: readonly GalleryAsset[]): string | null {
  let latest: string | null = null;
  let latestTime = -Infinity;
  for (const asset of assets) {
    const time = Date.parse(asset.uploadedAt);
    if (Number.isFinite(time) && time > latestTime) {
      latestTime = time;
      latest = asset.uploadedAt;
    }
  }
  return latest;
}

export const UNCATEGORISED = 'Uncategorised';

/** Assets per category, most first, then by name. */
export function categoryCoverage(assets: readonly GalleryAsset[]): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const asset of assets) {
    const category = asset.category?.trim() || UNCATEGORISED;
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

export const formatKB = (kb: number | null | undefined) =>
  kb === null || kb === undefined ? 'TBC' : `${Number(kb.toFixed(1))} KB`;

/** The operational backlog: three fixed items (spec 02 §2, §9), due in March 2025. */
export const BACKLOG = [
  {
    id: 'compress-legacy',
    task: 'Compress legacy rally photographs above 10 KB',
    owner: 'Media desk',
    due: '2025-03-07',
  },
  {
    id: 'tag-wards',
    task: 'Tag community outreach images by ward and location',
    owner: 'Communications officer',
    due: '2025-03-14',
  },
  {
    id: 'credits',
    task: 'Confirm photographer credits for the campaign launch album',
    owner: 'Constituency secretary',
    due: '2025-03-28',
  },
] as const;

export interface AssetFormValues {
  title: string;
  category: string;
  description: string;
  tags: string;
  location: string;
  photographer: string;
  capturedAt: string;
  status: 'published' | 'draft';
  imageUrl: string;
  thumbnailUrl: string;
}

export const EMPTY_ASSET_FORM: AssetFormValues = {
  title: '',
  category: '',
  description: '',
  tags: '',
  location: '',
  photographer: '',
  capturedAt: '',
  status: 'published',
  imageUrl: '',
  thumbnailUrl: '',
};

/** The most tags an asset takes, as the API counts them. */
const MAX_TAGS = 20;

/** The API's words when a new asset has neither a file nor a URL (field `image`). */
export const IMAGE_REQUIRED = 'Please select an image file or give an image URL';

/**
 * spec 02 §5: title required; an image, uploaded or linked (the server measures its size itself, so the
 * size is not asked for). Lengths, the tag count, the URLs' format and their texts are the API's (its
 * createGalleryAsset body); a blank title is worded as the API words it on an edit, since a new asset's
 * title is checked with its image there. The file's own rules (an image, under 5 MB) are the drop zone's.
 */
export function validateAssetForm(values: AssetFormValues, image: File | null = null): FieldErrors {
  const errors: FieldErrors = checkFormText('createGalleryAsset', {
    title: values.title,
    category: values.category,
    description: values.description,
    location: values.location,
    photographer: values.photographer,
    imageUrl: values.imageUrl,
    thumbnailUrl: values.thumbnailUrl,
  });
  if (values.title.trim() === '') errors.title = [formMessage('updateGalleryAsset', 'title', 'minLength')];
  const tags = values.tags.split(',').filter((tag) => tag.trim() !== '');
  if (tags.length > MAX_TAGS) errors.tags = [formMessage('createGalleryAsset', 'tags', 'maxItems')];
  if (values.capturedAt !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(values.capturedAt)) {
    errors.capturedAt = [formMessage('createGalleryAsset', 'capturedAt', 'format')];
  }
  for (const name of ['imageUrl', 'thumbnailUrl'] as const) {
    const url = values[name].trim();
    if (!errors[name] && url !== '' && !isSiteUrl(url))
      errors[name] = [formMessage('createGalleryAsset', name, 'format')];
  }
  if (!image && values.imageUrl.trim() === '') errors.image = [IMAGE_REQUIRED];
  return errors;
}

/** What Request Compression says it saved: "Compressed from 405 KB to 5 KB". */
export function compressionSaving(beforeKB: number, afterKB: number): string {
  if (afterKB >= beforeKB) return `Already within 10 KB (${formatKB(afterKB)})`;
  return `Compressed from ${formatKB(beforeKB)} to ${formatKB(afterKB)}`;
}
