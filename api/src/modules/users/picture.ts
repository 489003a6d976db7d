import sharp, { type Metadata } from 'sharp';
import { AppError, fieldError } from '../../shared/errors.js';

/** Profile pictures: what counts as an image, judged by the bytes, never by the name or declared type. */

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const PICTURE_TOO_LARGE = 'File size must be less than 5MB';
export const NOT_AN_IMAGE = 'Please select an image file';

export interface CheckedImage {
  contentType: string;
  width: number | null;
  height: number | null;
}

/** Raster formats every browser shows. SVG is refused: it is a document that can carry script. */
const ALLOWED: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function tooLarge(field: string): AppError {
  return new AppError(413, 'PAYLOAD_TOO_LARGE', PICTURE_TOO_LARGE, { [field]: [PICTURE_TOO_LARGE] });
}

/** Reads the image header with sharp (magic bytes) and answers the real type, or refuses the file. */
export async function checkImage(data: Buffer, field: string): Promise<CheckedImage> {
  if (data.byteLength > PICTURE_MAX_BYTES) throw tooLarge(field);
  if (data.byteLength === 0) throw fieldError(field, NOT_AN_IMAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { failOn: 'error' }).metadata();
  } catch {
    throw fieldError(field, NOT_AN_IMAGE);
  }
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  const contentType = avif ? 'image/avif' : ALLOWED[metadata.format ?? ''];
  if (!contentType) throw fieldError(field, NOT_AN_IMAGE);
  return { contentType, width: metadata.width ?? null, height: metadata.height ?? null };
}
