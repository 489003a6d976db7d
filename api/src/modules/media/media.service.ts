import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { AppError, fieldError, notFound } from '../../shared/errors.js';
import { imageWork } from '../../shared/image-work.js';
import { checkUpload, type ImageForm } from '../../shared/images.js';
import {
  DERIVATIVE_CONTENT_TYPES,
  encodeDerivative,
  NotDerivableError,
  type EncodedDerivative,
} from './media.derivatives.js';
import {
  findDerivative,
  findDerivativeTag,
  findMedia,
  findMediaBytes,
  findMediaTag,
  insertDerivative,
  insertMedia,
  type DerivativeRecord,
} from './media.repository.js';
import {
  DEFAULT_DERIVATIVE_FORMAT,
  DEFAULT_DERIVATIVE_WIDTH,
  type DerivativeFormat,
  type MediaQueryInput,
  type UploadedMediaDto,
} from './media.schemas.js';

export const sha256Of = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** Stores bytes that have already been checked by the caller; returns the new media id. */
export function storeMedia(
  db: Kysely<Database>,
  file: { contentType: string; data: Buffer; width?: number | null; height?: number | null },
): Promise<string> {
  return insertMedia(db, {
    content_type: file.contentType,
    byte_size: file.data.byteLength,
    sha256: sha256Of(file.data),
    data: file.data,
    width: file.width ?? null,
    height: file.height ?? null,
  });
}

export const UPLOAD_REQUIRED = 'Please select an image file';

/**
 * The file's name as the client sent it, to read the audit log by: without control characters (a NUL could
 * not even be stored), or a plain description when it has none.
 */
const labelOf = (filename: string) => filename.replace(/\p{Cc}/gu, '').trim() || 'Uploaded image';

/**
 * POST /api/media: stores one uploaded image (checked by its bytes, re-encoded upright and without its
 * metadata by checkUpload) and answers its address, for the image fields of news and projects. An upload
 * that no content comes to name is collected later with the other unreferenced media (media.repository.ts).
 * The audit entry, written with the row, names the file as sent and what was stored: type, size and
 * dimensions (never the bytes).
 */
export async function uploadMedia(
  db: Kysely<Database>,
  actor: AuditActor,
  form: ImageForm,
): Promise<UploadedMediaDto> {
  const file = form.files.get('image');
  if (!file) throw fieldError('image', UPLOAD_REQUIRED);
  const image = await checkUpload(file);
  return db.transaction().execute(async (trx) => {
    const id = await storeMedia(trx, image);
    const uploaded = {
      id,
      url: mediaUrl(id),
      contentType: image.contentType,
      sizeKB: Math.round((image.data.byteLength / 1024) * 10) / 10,
      width: image.width,
      height: image.height,
    };
    await recordChange(trx, actor, {
      entity: 'media',
      entityId: id,
      label: labelOf(file.filename),
      before: null,
      after: uploaded,
    });
    return uploaded;
  });
}

/** The public URL path at which a media item is served. */
export const mediaUrl = (id: string) => `/api/media/${id}`;

export const etagOf = (sha256: string) => `"${sha256}"`;

/** True when an If-None-Match header already names this ETag (weak or strong, list or `*`). */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Bytes to send, with their type. */
export interface ServedFile {
  contentType: string;
  byteSize: number;
  data: Buffer;
}

export type MediaAnswer =
  { notModified: true; etag: string } | { notModified: false; etag: string; file: ServedFile };

/**
 * GET /api/media/{id}: the stored bytes when the query names neither a width nor a format, else a
 * resized copy.
 */
export function readMediaFile(
  db: Kysely<Database>,
  id: string,
  query: MediaQueryInput,
  ifNoneMatch: string | undefined,
): Promise<MediaAnswer> {
  if (query.w === undefined && query.format === undefined) return readOriginal(db, id, ifNoneMatch);
  return readDerivative(
    db,
    id,
    query.format ?? DEFAULT_DERIVATIVE_FORMAT,
    query.w ?? DEFAULT_DERIVATIVE_WIDTH,
    ifNoneMatch,
  );
}

/**
 * An uploaded file for a conditional GET: when the client's If-None-Match already names it, only its ETag
 * (read from the index, without the bytes); otherwise the whole row. 404 when there is no such file.
 */
async function readOriginal(
  db: Kysely<Database>,
  id: string,
  ifNoneMatch: string | undefined,
): Promise<MediaAnswer> {
  if (ifNoneMatch) {
    const tag = await findMediaTag(db, id);
    if (!tag) throw notFound('The file');
    if (matches(ifNoneMatch, etagOf(tag.sha256))) return { notModified: true, etag: etagOf(tag.sha256) };
  }
  const media = await findMedia(db, id);
  if (!media) throw notFound('The file');
  const { contentType, byteSize, data } = media;
  return { notModified: false, etag: etagOf(media.sha256), file: { contentType, byteSize, data } };
}

/**
 * A resized copy (media.derivatives.ts): the stored one, or made now from the original and stored for
 * every later request, on any replica. Its ETag is the hash of its own bytes. 404 when there is no such
 * file, or when the stored original cannot be decoded (no copy of it can exist).
 */
async function readDerivative(
  db: Kysely<Database>,
  id: string,
  format: DerivativeFormat,
  width: number,
  ifNoneMatch: string | undefined,
): Promise<MediaAnswer> {
  if (ifNoneMatch) {
    const tag = await findDerivativeTag(db, id, format, width);
    if (tag && matches(ifNoneMatch, etagOf(tag.sha256))) {
      return { notModified: true, etag: etagOf(tag.sha256) };
    }
  }
  const derivative = (await findDerivative(db, id, format, width)) ?? (await makeOnce(db, id, format, width));
  return {
    notModified: false,
    etag: etagOf(derivative.sha256),
    file: {
      contentType: DERIVATIVE_CONTENT_TYPES[format],
      byteSize: derivative.byteSize,
      data: derivative.data,
    },
  };
}

/**
 * Copies being made in this process, by original, format and width: visitors who ask for the same new
 * copy at once wait for one encode instead of each queueing their own.
 */
const inFlight = new Map<string, Promise<DerivativeRecord>>();

function makeOnce(
  db: Kysely<Database>,
  id: string,
  format: DerivativeFormat,
  width: number,
): Promise<DerivativeRecord> {
  const key = `${id}/${format}/${String(width)}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = makeDerivative(db, id, format, width).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** PostgreSQL's SQLSTATE for a foreign-key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

async function makeDerivative(
  db: Kysely<Database>,
  id: string,
  format: DerivativeFormat,
  width: number,
): Promise<DerivativeRecord> {
  // One turn of the process's image work (a first gallery page asks for a dozen copies at once; each
  // decode of a large photo takes a core and up to a hundred MB). The original is read inside the turn,
  // so that requests waiting for one hold no bytes. A full line is a 503 with Retry-After.
  const made = await imageWork.run(async (): Promise<DerivativeRecord | EncodedDerivative> => {
    // Another replica may have stored it while this request waited.
    const stored = await findDerivative(db, id, format, width);
    if (stored) return stored;
    const original = await findMediaBytes(db, id);
    if (!original) throw notFound('The file');
    try {
      return await encodeDerivative(original.data, format, width);
    } catch (error) {
      if (error instanceof NotDerivableError) {
        throw new AppError(404, 'NOT_FOUND', 'No resized copy of this file can be made.');
      }
      throw error;
    }
  });
  if ('sha256' in made) return made;
  const { data, width: madeWidth, height } = made;
  try {
    return await insertDerivative(db, {
      media_id: id,
      format,
      requested_width: width,
      width: madeWidth,
      height,
      byte_size: data.byteLength,
      sha256: sha256Of(data),
      data,
    });
  } catch (error) {
    // The original was deleted while its copy was being made: there is nothing to serve any more.
    if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) throw notFound('The file');
    throw error;
  }
}
