import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { AppError, fieldError } from './errors.js';
import { imageWork } from './image-work.js';
import { fileBytes, formParts } from './multipart.js';

/**
 * Uploaded images (profile pictures, executive pictures, gallery images) and the forms that carry them.
 * What counts as an image is judged by the bytes, never by the file name or the declared type.
 */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_TOO_LARGE = 'File size must be less than 5MB';
export const NOT_AN_IMAGE = 'Please select an image file';

/** The message for an image over the pixel budget (image-work.ts), e.g. "… at most 25 megapixels". */
export function tooManyPixelsMessage(maxPixels = imageWork.limits.maxPixels): string {
  const megapixels = Math.floor(maxPixels / 100_000) / 10;
  return `Image dimensions must be at most ${String(megapixels)} megapixels`;
}

/** An image as it is stored: re-encoded, upright, without metadata. */
export interface CheckedImage {
  contentType: string;
  width: number;
  height: number;
  data: Buffer;
}

/** Raster formats every browser shows, by sharp's names. SVG is refused: a document that can carry script. */
const CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

type Format = keyof typeof CONTENT_TYPES;

export function tooLarge(field: string): AppError {
  return new AppError(413, 'PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE, { [field]: [IMAGE_TOO_LARGE] });
}

function tooManyPixels(field: string): AppError {
  const message = tooManyPixelsMessage();
  return new AppError(413, 'PAYLOAD_TOO_LARGE', message, { [field]: [message] });
}

/**
 * Options for sharp when it reads bytes a client sent (or that were stored from a client): fail on a
 * damaged file, and refuse before decoding anything over the pixel budget.
 */
export function untrustedInput(): { failOn: 'error'; limitInputPixels: number } {
  return { failOn: 'error', limitInputPixels: imageWork.limits.maxPixels };
}

/**
 * Checks an image by its bytes and answers it as it is to be stored: in the same format, re-encoded with
 * the EXIF orientation applied and without any metadata (EXIF with the camera and GPS position, XMP, IPTC,
 * comments; colours converted to sRGB), or refuses it, naming `field`: 413 when it is over 5 MB or over the
 * pixel budget, 400 when it is not an image, 503 when the server has too many images in hand already.
 *
 * IMPORTANT: the header alone proves little. A PNG signature glued to HTML, or a file cut off half-way,
 * passes `metadata()`; decoding every pixel (the re-encode) is what proves the file is a whole image. The
 * header is still read first, so that an image over the pixel budget is refused before any decode, and
 * without waiting for a turn. Bytes after a complete image (a polyglot) are not kept.
 */
export async function checkImage(data: Buffer, field: string): Promise<CheckedImage> {
  if (data.byteLength >= IMAGE_MAX_BYTES) throw tooLarge(field);
  if (data.byteLength === 0) throw fieldError(field, NOT_AN_IMAGE);
  let header: Metadata;
  try {
    // The header only: no pixel is decoded, so the budget is checked here rather than by sharp.
    header = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(field, NOT_AN_IMAGE);
  }
  const format = formatOf(header);
  if (!format) throw fieldError(field, NOT_AN_IMAGE);
  if (pixelsOf(header, format) > imageWork.limits.maxPixels) throw tooManyPixels(field);
  try {
    return await imageWork.run(() => reencode(data, header, format));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fieldError(field, NOT_AN_IMAGE);
  }
}

/**
 * Bytes stored before uploads were re-encoded, as they would be stored today (see checkImage), or undefined
 * when they carry no metadata and no orientation to apply (nothing to do) or are not an image format the
 * site stores. Waits its turn in the image work without ever being refused: no client waits for it.
 */
export async function withoutMetadata(data: Buffer): Promise<CheckedImage | undefined> {
  const header = await sharp(data, { limitInputPixels: false }).metadata();
  const format = formatOf(header);
  if (!format) return undefined;
  const carries =
    header.exif !== undefined ||
    header.xmp !== undefined ||
    header.iptc !== undefined ||
    (header.orientation ?? 1) > 1;
  if (!carries) return undefined;
  return imageWork.run(() => reencode(data, header, format), { background: true });
}

function formatOf(header: Metadata): Format | undefined {
  // AVIF is HEIF with AV1 compression; other HEIF (a phone's HEIC) most browsers do not show.
  if (header.format === 'heif') return header.compression === 'av1' ? 'avif' : undefined;
  const format = header.format;
  return format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif' ? format : undefined;
}

/** GIF and WebP animations are kept as animations; every frame is decoded, so every frame counts. */
function isAnimated(header: Metadata, format: Format): boolean {
  return (format === 'gif' || format === 'webp') && (header.pages ?? 1) > 1;
}

function pixelsOf(header: Metadata, format: Format): number {
  const frames = isAnimated(header, format) ? (header.pages ?? 1) : 1;
  return (header.width ?? 0) * (header.height ?? 0) * frames;
}

/**
 * The stored original. JPEG at quality 92 keeps the camera's chroma subsampling (no visible loss from a
 * second encode at that quality); PNG stays lossless (a palette image keeps its palette, exactly); WebP
 * stays lossless or lossy as it came; GIF keeps its palette, frames, delays and loop; AVIF at quality 70.
 * sharp writes no metadata unless asked to, and converts an embedded colour profile to sRGB.
 */
async function reencode(data: Buffer, header: Metadata, format: Format): Promise<CheckedImage> {
  const animated = isAnimated(header, format);
  let image = sharp(data, { ...untrustedInput(), animated });
  // Turning an animation would flatten it into one frame; GIF has no orientation, and WebP animations
  // carrying one are not known to exist.
  if (!animated) image = image.rotate();
  switch (format) {
    case 'jpeg':
      image = image.jpeg({
        quality: 92,
        chromaSubsampling: header.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0',
        progressive: header.isProgressive,
      });
      break;
    case 'png':
      image = image.png({ palette: header.isPalette });
      break;
    case 'webp':
      image = isLosslessWebp(data) ? image.webp({ lossless: true }) : image.webp({ quality: 90 });
      break;
    case 'gif':
      image = image.gif();
      break;
    case 'avif':
      image = image.avif({ quality: 70, effort: 2 });
      break;
  }
  const { data: encoded, info } = await image.toBuffer({ resolveWithObject: true });
  return {
    contentType: CONTENT_TYPES[format],
    width: info.width,
    height: animated ? (info.pageHeight ?? info.height) : info.height,
    data: encoded,
  };
}

/**
 * True when a WebP file holds lossless (VP8L) image data: a simple file starts with that chunk; an
 * extended one (VP8X) lists optional chunks first, and an animation keeps each frame's data inside an
 * ANMF chunk, after a 16-byte frame header. The first frame decides.
 */
export function isLosslessWebp(data: Buffer): boolean {
  let offset = 12;
  while (offset + 8 <= data.byteLength) {
    const fourcc = data.toString('latin1', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    if (fourcc === 'VP8L') return true;
    if (fourcc === 'VP8 ') return false;
    // Into the frame: its own chunks (ALPH, then VP8 or VP8L) follow the frame header.
    if (fourcc === 'ANMF') offset += 8 + 16;
    else offset += 8 + size + (size % 2);
  }
  return false;
}

/** Checks an uploaded file and answers it as it is to be stored (see checkImage). */
export async function checkUpload(file: UploadedFile): Promise<CheckedImage> {
  if (file.truncated) throw tooLarge(file.field);
  return checkImage(file.data, file.field);
}

// ---------------------------------------------------------------------------------------------------------
// Forms that may carry an image: JSON, or multipart/form-data with a file

/**
 * Limits for @fastify/multipart on routes that take one image and a few text fields. The parser stops
 * reading a file one byte past the limit; the handler then refuses it, and one of exactly 5 MiB, with the
 * form's message (the default would silently use the 1 MiB body limit).
 */
export const imageFormOptions: FastifyMultipartOptions = {
  limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32 },
  throwFileSizeLimit: false,
};

/** A file part as received: the bytes, and whether they were cut off at the size limit. */
export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
  truncated: boolean;
}

/**
 * The text fields of a form, whichever way it came. Clients may spell a field in snake_case or camelCase;
 * `pick` answers the spelling the client used, so that field errors can be keyed by it (DESIGN §3).
 */
export class FormFields {
  readonly #values: Map<string, unknown>;

  constructor(values: Iterable<[string, unknown]>) {
    this.#values = new Map(values);
  }

  /** The first of `names` the client sent, with its value; undefined when it sent none of them. */
  pick(...names: string[]): { key: string; value: unknown } | undefined {
    for (const key of names) {
      if (this.#values.has(key)) return { key, value: this.#values.get(key) };
    }
    return undefined;
  }
}

export interface ImageForm {
  fields: FormFields;
  /** Uploaded files by field name; a file input left empty is not there. */
  files: Map<string, UploadedFile>;
}

/**
 * Reads a JSON body (already validated by the route schema) or a multipart/form-data body as a stream.
 * Only the file fields named in `fileFields` are kept. A repeated text field becomes a list.
 */
export async function readImageForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<ImageForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const entries = body && typeof body === 'object' ? Object.entries(body) : [];
    return { fields: new FormFields(entries), files: new Map() };
  }
  // A Map, not an object: field names come from the client (think `__proto__`).
  const values = new Map<string, string | string[]>();
  const files = new Map<string, UploadedFile>();
  for await (const part of formParts(request)) {
    if (part.type === 'file') {
      const data = await fileBytes(part);
      // A form whose file input was left empty sends an empty part without a file name: no file.
      if (!fileFields.includes(part.fieldname) || (data.byteLength === 0 && !part.filename)) continue;
      files.set(part.fieldname, {
        field: part.fieldname,
        filename: part.filename,
        data,
        truncated: part.file.truncated,
      });
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const previous = values.get(part.fieldname);
      values.set(
        part.fieldname,
        previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value],
      );
    }
  }
  return { fields: new FormFields(values), files };
}
