import sharp, { type FormatEnum, type Sharp } from 'sharp';
import { untrustedInput } from '../../shared/images.js';
import type { DerivativeFormat } from './media.schemas.js';

/**
 * Making the resized copies of a stored image (WebP and AVIF at the widths of media.schemas.ts) with sharp.
 *
 * They are made on first request and then stored (media.service.ts), not at upload: that way every image
 * has them, including those stored before they existed and the seeded demo pictures, and an upload does
 * not hold its transaction open for the several seconds that eight encodes take. The cost moves to the
 * first visitor who asks for a given size, once per size and format, across all replicas.
 */

export interface EncodedDerivative {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export const DERIVATIVE_CONTENT_TYPES: Record<DerivativeFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * Formats an original may be in to be resized: those that checkImage (shared/images.ts) accepts. A row
 * that holds anything else (it could only have been written around the upload checks) is not decoded:
 * sharp would also render SVG, a document, and that is not ours to draw.
 */
const DERIVABLE_INPUT = new Set<keyof FormatEnum>(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** The original cannot be read as an image: the caller answers that no resized copy exists. */
export class NotDerivableError extends Error {
  override name = 'NotDerivableError';
}

/**
 * Encoder settings. AVIF at effort 2 is ten times and more faster than sharp's default (4) and, on the
 * images tried here, came out no larger; effort 4 took seconds per 1280 px copy on a two-core machine, too
 * slow for a visitor's first request.
 */
const ENCODERS: Record<DerivativeFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
};

/**
 * `source` at `width` pixels wide (never enlarged: a narrower original keeps its width), upright (EXIF
 * orientation applied), in `format`. The output carries no metadata: sharp writes none unless asked, so
 * EXIF (camera, GPS position), XMP and comments of the original never reach a visitor. An animated
 * original gives its first frame.
 *
 * The original passed checkImage when it was stored; it is still read with the same limits (pixel count,
 * failing on errors), since a row written some other way has not. The caller runs this in its turn of
 * the process's image work (shared/image-work.ts).
 */
export async function encodeDerivative(
  source: Buffer,
  format: DerivativeFormat,
  width: number,
): Promise<EncodedDerivative> {
  try {
    const metadata = await sharp(source, untrustedInput()).metadata();
    if (!DERIVABLE_INPUT.has(metadata.format)) throw new NotDerivableError('not a raster image');
    const resized = sharp(source, untrustedInput()).rotate().resize({ width, withoutEnlargement: true });
    const { data, info } = await ENCODERS[format](resized).toBuffer({ resolveWithObject: true });
    return { data, contentType: DERIVATIVE_CONTENT_TYPES[format], width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof NotDerivableError) throw error;
    // sharp's errors name libvips internals: the caller only needs to know there is no copy to be had.
    throw new NotDerivableError('the original could not be decoded', { cause: error });
  }
}
