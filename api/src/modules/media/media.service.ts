import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../shared/errors.js';
import { findMedia, findMediaTag, insertMedia, type MediaRecord } from './media.repository.js';

/** Stores bytes that have already been checked by the caller; returns the new media id. */
export function storeMedia(
  db: Kysely<Database>,
  file: { contentType: string; data: Buffer; width?: number | null; height?: number | null },
): Promise<string> {
  return insertMedia(db, {
    content_type: file.contentType,
    byte_size: file.data.byteLength,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    data: file.data,
    width: file.width ?? null,
    height: file.height ?? null,
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

/**
 * An uploaded file for a conditional GET: when the client's If-None-Match already names it, only its ETag
 * (read from the index, without the bytes); otherwise the whole row. 404 when there is no such file.
 */
export async function readMedia(
  db: Kysely<Database>,
  id: string,
  ifNoneMatch: string | undefined,
): Promise<{ notModified: true; etag: string } | { notModified: false; etag: string; media: MediaRecord }> {
  if (ifNoneMatch) {
    const tag = await findMediaTag(db, id);
    if (!tag) throw notFound('The file');
    if (matches(ifNoneMatch, etagOf(tag.sha256))) return { notModified: true, etag: etagOf(tag.sha256) };
  }
  const media = await findMedia(db, id);
  if (!media) throw notFound('The file');
  return { notModified: false, etag: etagOf(media.sha256), media };
}
