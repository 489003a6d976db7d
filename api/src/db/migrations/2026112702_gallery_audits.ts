import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Bulk audits of the gallery: one job compresses every uploaded asset over 10 KB, run by a worker in the
// API process that started it, which records its progress here so that any replica (and any page the
// administrator comes back to) can show it. At most one audit runs at a time (a partial unique index);
// `heartbeat_at` lets a new audit take over from one whose process has stopped.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gallery_audits')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('running')
        .check(sql`status IN ('running', 'finished', 'failed')`),
    )
    .addColumn('total', 'integer', (col) => col.notNull().check(sql`total >= 0`))
    .addColumn('done', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`done >= 0`),
    )
    .addColumn('failed', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`failed >= 0`),
    )
    .addColumn('bytes_before', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('bytes_after', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('started_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('heartbeat_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX gallery_audits_one_running ON gallery_audits ((true)) WHERE status = 'running'`.execute(
    db,
  );
  await db.schema
    .createIndex('gallery_audits_started_at_idx')
    .on('gallery_audits')
    .column('started_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gallery_audits').execute();
}
