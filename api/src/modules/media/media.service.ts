import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertMedia } from './media.repository.js';

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
