import { sql, type Kysely } from 'kysely';
import type { Database, DerivativeFormat, NewMedia, NewMediaDerivative } from '../../db/schema.js';

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
    .where('trashed_at', 'is', null)
    .executeTakeFirst();
}

/** Only the validators, for conditional requests that can be answered without reading the bytes. */
export function findMediaTag(db: Kysely<Database>, id: string): Promise<{ sha256: string } | undefined> {
  return db
    .selectFrom('media')
    .select('sha256')
    .where('id', '=', id)
    .where('trashed_at', 'is', null)
    .executeTakeFirst();
}

/** The original's bytes only, to make a resized copy from. */
export function findMediaBytes(db: Kysely<Database>, id: string): Promise<{ data: Buffer } | undefined> {
  return db
    .selectFrom('media')
    .select('data')
    .where('id', '=', id)
    .where('trashed_at', 'is', null)
    .executeTakeFirst();
}

export interface DerivativeRecord {
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
  data: Buffer;
}

/**
 * The stored copy that answers a request for `width`: the one made for that width, or one made for a
 * smaller width that came out narrower than asked. That one is the original's own width (images are never
 * enlarged), so every larger width gets the same picture: an original 400 px wide is stored once per
 * format, not once per width above 400.
 */
function derivativeFor(db: Kysely<Database>, mediaId: string, format: DerivativeFormat, width: number) {
  return db
    .selectFrom('media_derivatives')
    .where('media_id', '=', mediaId)
    .where('format', '=', format)
    .where((eb) =>
      eb.or([
        eb('requested_width', '=', width),
        eb.and([eb('width', '<', eb.ref('requested_width')), eb('width', '<=', width)]),
      ]),
    )
    .orderBy(sql`requested_width = ${width}`, 'desc')
    .limit(1);
}

export function findDerivative(
  db: Kysely<Database>,
  mediaId: string,
  format: DerivativeFormat,
  width: number,
): Promise<DerivativeRecord | undefined> {
  return derivativeFor(db, mediaId, format, width)
    .select(['width', 'height', 'byte_size as byteSize', 'sha256', 'data'])
    .executeTakeFirst();
}

/** Only the validator of a stored copy, for conditional requests answered without reading the bytes. */
export function findDerivativeTag(
  db: Kysely<Database>,
  mediaId: string,
  format: DerivativeFormat,
  width: number,
): Promise<{ sha256: string } | undefined> {
  return derivativeFor(db, mediaId, format, width).select('sha256').executeTakeFirst();
}

/**
 * Stores a copy unless one for the same original, format and width is already there (made at the same
 * moment by another request or replica); either way answers the stored one, so that an address always
 * serves the same bytes under the same ETag.
 */
export async function insertDerivative(
  db: Kysely<Database>,
  derivative: NewMediaDerivative,
): Promise<DerivativeRecord> {
  const inserted = await db
    .insertInto('media_derivatives')
    .values(derivative)
    .onConflict((oc) => oc.columns(['media_id', 'format', 'requested_width']).doNothing())
    .returning('sha256')
    .executeTakeFirst();
  if (inserted) {
    const { width, height, byte_size: byteSize, sha256, data } = derivative;
    return { width, height, byteSize, sha256, data };
  }
  return db
    .selectFrom('media_derivatives')
    .select(['width', 'height', 'byte_size as byteSize', 'sha256', 'data'])
    .where('media_id', '=', derivative.media_id)
    .where('format', '=', derivative.format)
    .where('requested_width', '=', derivative.requested_width)
    .executeTakeFirstOrThrow();
}

export async function insertMedia(db: Kysely<Database>, media: Omit<NewMedia, 'id'>): Promise<string> {
  const row = await db.insertInto('media').values(media).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteMedia(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
}

/**
 * Stored images that nothing refers to any more. Every image is stored in the same transaction as the row
 * that refers to it, and deleted with it, but two administrators at once can still leave one behind (a
 * picture replaced twice at the same moment, a ward deleted while an executive is added under it). They
 * cost space and nothing else, so they are collected here rather than prevented with wider locks.
 *
 * An image counts as referred to when a picture or gallery column names it, or when its id appears in a
 * text that may link to it (a news image, a project or gallery URL, About data), so an image whose
 * address was pasted into content is kept; and while a record in the Trash owns it or links to it. Only images older than `graceMinutes` go: one being stored
 * right now belongs to a transaction that has not committed its row yet.
 */
export async function deleteUnreferencedMedia(db: Kysely<Database>, graceMinutes = 60): Promise<number> {
  const result = await sql`
    DELETE FROM media m
    WHERE m.created_at < now() - make_interval(mins => ${graceMinutes}::int)
      AND m.trashed_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM trash t WHERE m.id = ANY(t.media_ids))
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.picture_id = m.id)
      AND NOT EXISTS (SELECT 1 FROM executives e WHERE e.picture_id = m.id)
      AND NOT EXISTS (
        SELECT 1 FROM gallery_assets g
        WHERE m.id IN (g.original_media_id, g.image_media_id, g.thumbnail_media_id)
           OR g.image_url LIKE '%' || m.id::text || '%'
           OR g.thumbnail_url LIKE '%' || m.id::text || '%')
      AND NOT EXISTS (SELECT 1 FROM news n WHERE n.image LIKE '%' || m.id::text || '%')
      AND NOT EXISTS (SELECT 1 FROM projects p WHERE p.thumbnail_url LIKE '%' || m.id::text || '%')
      AND NOT EXISTS (SELECT 1 FROM about_sections a WHERE a.data::text LIKE '%' || m.id::text || '%')
  `.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Up to `limit` images not yet checked for metadata (media.scrub.ts), oldest first. */
export async function findUncheckedMediaIds(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('media')
    .select('id')
    .where('metadata_checked', '=', false)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Marks an image checked for metadata; with `clean`, first puts the re-encoded bytes in place of the old
 * ones and drops the resized copies made from those.
 */
export async function markMediaChecked(
  db: Kysely<Database>,
  id: string,
  clean?: { data: Buffer; sha256: string; width: number; height: number },
): Promise<void> {
  await db
    .updateTable('media')
    .set({
      metadata_checked: true,
      ...(clean && {
        data: clean.data,
        byte_size: clean.data.byteLength,
        sha256: clean.sha256,
        width: clean.width,
        height: clean.height,
      }),
    })
    .where('id', '=', id)
    .execute();
  if (clean) await db.deleteFrom('media_derivatives').where('media_id', '=', id).execute();
}
