import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Resized copies of stored images (WebP and AVIF at a few widths), made on first request and kept beside
// their original so that every API replica serves the same bytes (modules/media/media.derivatives.ts).
// They go with their original: deleting a media row deletes its derivatives.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_derivatives')
    .addColumn('media_id', 'uuid', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('format', 'text', (col) => col.notNull().check(sql`format IN ('webp', 'avif')`))
    // The width that was asked for (one of the allowed widths); `width` is what it came out as, smaller
    // when the original is narrower (images are never enlarged).
    .addColumn('requested_width', 'integer', (col) => col.notNull().check(sql`requested_width > 0`))
    .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
    .addColumn('byte_size', 'integer', (col) => col.notNull().check(sql`byte_size >= 0`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Also the index that the cascade from media uses (media_id leads).
    .addPrimaryKeyConstraint('media_derivatives_pkey', ['media_id', 'format', 'requested_width'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_derivatives').execute();
}
