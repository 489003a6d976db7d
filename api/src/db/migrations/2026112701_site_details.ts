import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// The site's details that administrators edit in the back office (modules/site): the office's contact
// details, opening hours and social links (one row), and the documents of the Downloads page (PDFs, kept
// in the database like uploaded pictures so that any API replica serves them).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    // One row only: its key can only be true.
    .addColumn('id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('office_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address_lines', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    // [{ "days": "Monday to Friday", "time": "8:30 am – 5:00 pm" }, …]
    .addColumn('opening_hours', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    // [{ "label": "Facebook", "url": "https://…" }, …]
    .addColumn('social_links', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  // Every site has the row, empty until an administrator (or the demo seed) fills it.
  await db.insertInto('site_settings').values({ id: true }).execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // The name the browser saves the file under.
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull().defaultTo('application/pdf'))
    .addColumn('byte_size', 'integer', (col) => col.notNull().check(sql`byte_size > 0`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    // The order of the Downloads page, smallest first.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('documents_position_idx')
    .on('documents')
    .columns(['position', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('site_settings').execute();
}
