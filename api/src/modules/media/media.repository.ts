import type { Kysely } from 'kysely';
import type { Database, NewMedia } from '../../db/schema.js';

export interface MediaRecord {
  id: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  data: Buffer;
}

export function findMedia(db: Kysely<Database>, id: string): Promise<MediaRecord | undefined> {
  return db
    .selectFrom('media')
    .select(['id', 'content_type as contentType', 'byte_size as byteSize', 'sha256', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Only the validators, for conditional requests that can be answered without reading the bytes. */
export function findMediaTag(db: Kysely<Database>, id: string): Promise<{ sha256: string } | undefined> {
  return db.selectFrom('media').select('sha256').where('id', '=', id).executeTakeFirst();
}

export async function insertMedia(db: Kysely<Database>, media: Omit<NewMedia, 'id'>): Promise<string> {
  const row = await db.insertInto('media').values(media).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
