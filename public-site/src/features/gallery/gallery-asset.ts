import { isRecord } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/**
 * A gallery asset as the public site shows it (spec 01 §3), and the Gallery page's rules that do not
 * depend on React: the defaults for missing fields, the statistics with the 10 KB safety check, and the
 * client-side filter (spec 01 §2, §9).
 */

export const DEFAULT_TITLE = 'Untitled Asset';
export const DEFAULT_CATEGORY = 'Uncategorized';
export const DEFAULT_LOCATION = 'Location pending';
export const DEFAULT_PHOTOGRAPHER = 'Constituency Media Team';

/** Spec 01 §9: the slideshow shows the first 6 assets and moves on every 6000 ms. */
export const SLIDESHOW_SIZE = 6;
export const SLIDESHOW_INTERVAL_MS = 6000;
/** Spec 01 §9: every asset with a known size should be at most 10 KB. */
export const SAFE_SIZE_KB = 10;

/** The asset as the API documents it (each item of GET /gallery/assets). */
type ApiGalleryAsset = ApiData<'listGalleryAssets'>['items'][number];
/** A field of the asset by the contract's name, then by older spellings. */
type AssetKeys = [keyof ApiGalleryAsset, ...string[]];

/** The page's view of an asset, read from the API's record (with the page's defaults) by `toGalleryAsset`. */
export interface GalleryAsset {
  readonly id: string;
  /** "Untitled Asset" when missing. */
  readonly title: string;
  readonly description: string;
  /** The collection; "Uncategorized" when missing. */
  readonly category: string;
  readonly imageUrl: string | null;
  readonly thumbnailUrl: string | null;
  /** When it was published on the site. */
  readonly uploadedAt: string | null;
  /** When the photograph was taken. */
  readonly capturedAt: string | null;
  readonly tags: readonly string[];
  /** As given; null when missing (shown as "Location pending", never counted as a place). */
  readonly location: string | null;
  /** "Constituency Media Team" when missing. */
  readonly photographer: string;
  readonly fileSizeKB: number | null;
}

export interface GalleryFilters {
  /** A category, or '' for all collections. */
  readonly collection: string;
  /** Free text, matched case-insensitively in the title, description and tags. */
  readonly search: string;
}

export interface GalleryStats {
  readonly total: number;
  /** Distinct places among the assets that name one (case and spacing ignored). */
  readonly locations: number;
  /** Assets whose size is known. */
  readonly sized: number;
  /** Of those, the ones over 10 KB. */
  readonly oversized: number;
  /** The 10 KB safety check: every asset with a size is at most 10 KB. */
  readonly safe: boolean;
}

export function locationOf(asset: Pick<GalleryAsset, 'location'>): string {
  return asset.location ?? DEFAULT_LOCATION;
}

export function isOversized(asset: Pick<GalleryAsset, 'fileSizeKB'>): boolean {
  return asset.fileSizeKB !== null && asset.fileSizeKB > SAFE_SIZE_KB;
}

/** `total` is the server's count when it sent one (it may hold more than was loaded). */
export function galleryStats(assets: readonly GalleryAsset[], total = assets.length): GalleryStats {
  const places = new Set(
    assets.flatMap((asset) => (asset.location === null ? [] : [asset.location.toLocaleLowerCase()])),
  );
  const sized = assets.filter((asset) => asset.fileSizeKB !== null).length;
  const oversized = assets.filter(isOversized).length;
  return {
    total: Math.max(total, assets.length),
    locations: places.size,
    sized,
    oversized,
    safe: oversized === 0,
  };
}

/** The collections to filter by, in alphabetical order. */
export function collectionsOf(assets: readonly GalleryAsset[]): string[] {
  return [...new Set(assets.map((asset) => asset.category))].sort((a, b) => a.localeCompare(b, 'en-GB'));
}

export function matchesFilters(asset: GalleryAsset, { collection, search }: GalleryFilters): boolean {
  if (collection !== '' && asset.category !== collection) return false;
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [asset.title, asset.description, ...asset.tags].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** "8.4 KB"; "Not recorded" when the server does not know the size. */
export function fileSizeLabel(kilobytes: number | null): string {
  if (kilobytes === null) return 'Not recorded';
  return `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(kilobytes)} KB`;
}

/** The picture's text alternative: what it shows (the description), else its title. */
export function altTextOf(asset: Pick<GalleryAsset, 'title' | 'description'>): string {
  return asset.description.trim() || asset.title;
}

/**
 * Reads one asset off the wire. The API sends camelCase (api/src/modules/gallery/gallery.schemas.ts); spec
 * 01 §3 says the server may spell the fields in snake case, which is accepted as well. Missing fields get
 * the page's defaults.
 */
export function toGalleryAsset(raw: unknown): GalleryAsset {
  const record = isRecord(raw) ? raw : {};
  const pick = (...keys: AssetKeys): unknown => {
    for (const key of keys) {
      if (record[key] !== undefined && record[key] !== null && record[key] !== '') return record[key];
    }
    return undefined;
  };
  const text = (...keys: AssetKeys) => {
    const value = pick(...keys);
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const optional = (...keys: AssetKeys) => text(...keys) || null;
  const size = Number(pick('fileSizeKB', 'file_size_kb', 'fileSizeKb', 'file_size_KB'));
  const imageUrl = optional('imageUrl', 'image_url', 'image');
  return {
    id: text('id'),
    title: text('title') || DEFAULT_TITLE,
    description: text('description'),
    category: text('category') || DEFAULT_CATEGORY,
    imageUrl,
    thumbnailUrl: optional('thumbnailUrl', 'thumbnail_url') ?? imageUrl,
    uploadedAt: optional('uploadedAt', 'uploaded_at'),
    capturedAt: optional('capturedAt', 'captured_at'),
    tags: tagsOf(pick('tags')),
    location: optional('location'),
    photographer: text('photographer') || DEFAULT_PHOTOGRAPHER,
    fileSizeKB:
      pick('fileSizeKB', 'file_size_kb', 'fileSizeKb', 'file_size_KB') === undefined || !Number.isFinite(size)
        ? null
        : size,
  };
}

function tagsOf(value: unknown): string[] {
  const list = Array.isArray(value)
    ? (value as unknown[])
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return list
    .filter((tag): tag is string => typeof tag === 'string')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
