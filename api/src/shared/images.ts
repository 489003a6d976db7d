import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { AppError, fieldError } from './errors.js';
import { fileBytes, formParts } from './multipart.js';

/**
 * Uploaded images (profile pictures, executive pictures, gallery images) and the forms that carry them.
 * What counts as an image is judged by the bytes, never by the file name or the declared type.
 */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_TOO_LARGE = 'File size must be less than 5MB';
export const NOT_AN_IMAGE = 'Please select an image file';

/**
 * A few kilobytes can declare an enormous canvas (a decompression bomb); 50 megapixels is more than any
 * phone photo and keeps the decode of one upload within a few hundred MB.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

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
  return new AppError(413, 'PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE, { [field]: [IMAGE_TOO_LARGE] });
}

/** Options for sharp when it reads bytes a client sent. */
export const untrustedInput = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS } as const;

/**
 * Reads the image with sharp and answers its real type, or refuses the file with a 400 (413 when too
 * large) naming `field`.
 *
 * IMPORTANT: the header alone proves little. A PNG signature glued to HTML, or a file cut off half-way,
 * passes `metadata()`; decoding every pixel (`stats()`) is what proves the file is a whole image. Bytes
 * after a complete image (a polyglot) decode fine and are kept: they are only ever served with the sniffed
 * image type, `nosniff` and a sandboxing CSP (modules/media), so no browser runs them as a document.
 */
export async function checkImage(data: Buffer, field: string): Promise<CheckedImage> {
  if (data.byteLength >= IMAGE_MAX_BYTES) throw tooLarge(field);
  if (data.byteLength === 0) throw fieldError(field, NOT_AN_IMAGE);
  let metadata: Metadata;
  try {
    metadata = await sharp(data, untrustedInput).metadata();
    await sharp(data, untrustedInput).stats();
  } catch {
    throw fieldError(field, NOT_AN_IMAGE);
  }
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  const contentType = avif ? 'image/avif' : ALLOWED[metadata.format ?? ''];
  if (!contentType) throw fieldError(field, NOT_AN_IMAGE);
  return { contentType, width: metadata.width ?? null, height: metadata.height ?? null };
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

/** Checks an uploaded file and answers its bytes with what they are. */
export async function checkUpload(file: UploadedFile): Promise<CheckedImage & { data: Buffer }> {
  if (file.truncated) throw tooLarge(file.field);
  return { ...(await checkImage(file.data, file.field)), data: file.data };
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
