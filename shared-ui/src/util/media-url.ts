import type { ApiQuery } from '../api-contract';

/**
 * Addresses of the resized copies the API makes of an uploaded image: `GET /api/media/{id}?w=…&format=…`
 * (api/src/modules/media). A picture given as any other URL (an external https address an administrator
 * pasted) has no copies and is shown as it is.
 */

type MediaQuery = NonNullable<ApiQuery<'getMedia'>>;

/** The widths the API makes, smallest first (a width it does not make is refused with a 400). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const satisfies readonly NonNullable<MediaQuery['w']>[];

export type MediaFormat = NonNullable<MediaQuery['format']>;

/** A `srcset` per format, for the `<source>` elements of a `<picture>`. */
export type MediaSources = Record<MediaFormat, string>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MEDIA_PATH = new RegExp(`^/api/media/${UUID}$`, 'i');

/**
 * True for an uploaded image: `/api/media/{id}` as the API answers it, or an absolute http(s) address of
 * one (the API on another origin, or an address an administrator copied), without a query of its own.
 */
export function isMediaUrl(src: string): boolean {
  if (src.startsWith('/')) return MEDIA_PATH.test(src);
  if (!/^https?:\/\//i.test(src)) return false;
  try {
    const url = new URL(src);
    return url.search === '' && url.hash === '' && MEDIA_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

/** The address of one resized copy. */
export function mediaVariantUrl(src: string, width: number, format: MediaFormat): string {
  return `${src}?w=${String(width)}&format=${format}`;
}

/**
 * `{ avif, webp }` srcsets of an uploaded image at every width the API makes, e.g.
 * `/api/media/{id}?w=320&format=avif 320w, …`; null for any other address. The browser picks one width
 * from the `sizes` it is given; an original narrower than the width asked for comes back at its own width
 * (the API never enlarges), which the browser scales as it would the original.
 */
export function mediaSources(src: string): MediaSources | null {
  if (!isMediaUrl(src)) return null;
  const srcset = (format: MediaFormat) =>
    MEDIA_WIDTHS.map((width) => `${mediaVariantUrl(src, width, format)} ${String(width)}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
