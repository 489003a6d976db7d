import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Typed view of the tables, as the queries see them. Migrations are the source of truth for the schema;
 * keep this file in step with them.
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Uploaded bytes (pictures, gallery images), kept in the database so any API replica can serve them. */
export interface MediaTable {
  id: Generated<string>;
  content_type: string;
  byte_size: number;
  /** Hex SHA-256 of `data`: the ETag, and a cheap equality check. */
  sha256: string;
  data: Buffer;
  width: number | null;
  height: number | null;
  created_at: CreatedAt;
}

export interface Database {
  media: MediaTable;
}

export type Media = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
