import sharp from 'sharp';
import { imageWork, type RunOptions } from '../../shared/image-work.js';
import { untrustedInput } from '../../shared/images.js';

/**
 * What the gallery makes from an uploaded image with sharp: thumbnails, and display images of ≤ 10 KB.
 * Each encode takes a turn of the process's image work (shared/image-work.ts): with `background` (the
 * bulk audit) it waits however long the line; otherwise a full line is a 503 with Retry-After.
 */

export const THUMBNAIL_WIDTH = 400;

/** The gallery's size check (spec 01 §9): every display image at most 10 KB. */
export const DISPLAY_MAX_BYTES = 10 * 1024;

export interface EncodedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** A ~400 px wide WebP, upright (EXIF orientation applied), never enlarged. */
export async function makeThumbnail(source: Buffer, options: RunOptions = {}): Promise<EncodedImage> {
  const { data, info } = await imageWork.run(
    () =>
      sharp(source, untrustedInput())
        .rotate()
        .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer({ resolveWithObject: true }),
    options,
  );
  return { data, contentType: 'image/webp', width: info.width, height: info.height };
}

const QUALITIES = [75, 55, 40, 28] as const;
const MAX_START_WIDTH = 1600;
const MIN_WIDTH = 16;

/**
 * Re-encodes `source` as WebP of at most `maxBytes`: tries falling qualities at one width, then a smaller
 * width (estimated from how far the last try missed, since the size of an image follows its pixel count),
 * until it fits. A 16 px WebP is a few hundred bytes, so it always ends. Each try is a turn of its own, so
 * that uploads are not held up behind a long search.
 */
export async function encodeWithin(
  source: Buffer,
  maxBytes = DISPLAY_MAX_BYTES,
  options: RunOptions = {},
): Promise<EncodedImage> {
  // The header only (no decode), with the pixel budget.
  const metadata = await sharp(source, untrustedInput()).metadata();
  const sourceWidth = metadata.autoOrient?.width ?? metadata.width ?? MAX_START_WIDTH;
  let width = Math.max(MIN_WIDTH, Math.min(sourceWidth, MAX_START_WIDTH));
  for (;;) {
    let smallest = Infinity;
    for (const quality of QUALITIES) {
      const { data, info } = await imageWork.run(
        () =>
          sharp(source, untrustedInput())
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality, effort: 4 })
            .toBuffer({ resolveWithObject: true }),
        options,
      );
      if (data.byteLength <= maxBytes) {
        return { data, contentType: 'image/webp', width: info.width, height: info.height };
      }
      smallest = Math.min(smallest, data.byteLength);
    }
    if (width <= MIN_WIDTH) throw new Error('The image cannot be encoded within the size limit');
    const scale = Math.min(0.8, Math.sqrt(maxBytes / smallest) * 0.95);
    width = Math.max(MIN_WIDTH, Math.floor(width * scale));
  }
}

/** Bytes as KB with one decimal, as the gallery shows sizes. */
export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
