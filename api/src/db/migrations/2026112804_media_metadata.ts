import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Uploaded images are now stored re-encoded without their metadata (EXIF with a camera's GPS position,
// XMP, IPTC). Images stored before were kept as uploaded: they are marked here, and the API's maintenance
// (modules/media/media.scrub.ts) re-encodes those that carry metadata, a few at a time, and marks each
// done. Every image stored from now on is clean when it is stored.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('metadata_checked', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.updateTable('media').set({ metadata_checked: false }).execute();
  await sql`CREATE INDEX media_metadata_unchecked ON media (created_at) WHERE NOT metadata_checked`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('metadata_checked').execute();
}
