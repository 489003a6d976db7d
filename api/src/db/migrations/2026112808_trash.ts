import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// The Trash: a deleted record is kept for 30 days as a snapshot of its rows and of the rows that went with
// it (a ward's branches and executives, a user's roles), taken by PostgreSQL itself (`to_jsonb`) in the
// transaction of the deletion, so that Restore puts back exactly what was there. The live tables keep only
// live records: every public page, list, count, feed and sitemap leaves trashed records out without a
// filter of its own.
//
// Pictures stay in `media`, marked `trashed_at`, so they are not served nor collected as unreferenced
// while their record is in the Trash; deleting the entry for good deletes them.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trash')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind ~ '^[a-z_]{1,40}$'`))
    // The id of the deleted record, and of every row the snapshot holds (the record's and its children's).
    .addColumn('record_id', 'uuid', (col) => col.notNull())
    .addColumn('record_ids', sql`uuid[]`, (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    // { tables: [{ table, rows }], links: [{ table, column, ids }] }, parents before children.
    .addColumn('snapshot', 'jsonb', (col) => col.notNull())
    .addColumn('media_ids', sql`uuid[]`, (col) => col.notNull().defaultTo(sql`'{}'::uuid[]`))
    .addColumn('deleted_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('deleted_by_username', 'text')
    .addColumn('deleted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedByDefaultAsIdentity())
    .execute();
  await sql`CREATE INDEX trash_deleted_at_idx ON trash (deleted_at DESC, seq DESC)`.execute(db);
  await sql`CREATE INDEX trash_record_ids_idx ON trash USING gin (record_ids)`.execute(db);
  await db.schema.alterTable('media').addColumn('trashed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM media WHERE trashed_at IS NOT NULL`.execute(db);
  await db.schema.alterTable('media').dropColumn('trashed_at').execute();
  await db.schema.dropTable('trash').execute();
}
