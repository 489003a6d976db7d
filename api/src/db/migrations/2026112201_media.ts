import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull().check(sql`byte_size >= 0`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
