import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// The organisation (constituencies, their wards, the wards' branches, and the executives of each level) and
// the gallery. Names are unique case-insensitively within their parent through unique indexes on
// lower(...). Children go with their parent (ON DELETE CASCADE); pictures live in `media`, which the
// services clean up in the same transaction, since a cascade cannot follow a reference the other way.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('constituencies')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('constituency_name', 'text', (col) => col.notNull())
    .addColumn('office_location', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX constituencies_name_lower_key ON constituencies (lower(constituency_name))`.execute(
    db,
  );

  await db.schema
    .createTable('wards')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('constituency_id', 'uuid', (col) =>
      col.notNull().references('constituencies.id').onDelete('cascade'),
    )
    .addColumn('ward_name', 'text', (col) => col.notNull())
    .addColumn('office_location', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Also the index behind "the wards of a constituency".
  await sql`CREATE UNIQUE INDEX wards_constituency_name_lower_key ON wards (constituency_id, lower(ward_name))`.execute(
    db,
  );

  await db.schema
    .createTable('branches')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('ward_id', 'uuid', (col) => col.notNull().references('wards.id').onDelete('cascade'))
    .addColumn('branch_name', 'text', (col) => col.notNull())
    .addColumn('office_location', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX branches_ward_name_lower_key ON branches (ward_id, lower(branch_name))`.execute(
    db,
  );

  // One table for the executives of every level: exactly one of the three parents is set. Which fields are
  // required differs by level (spec 02 §5) and is checked by the service, so most columns are nullable.
  await db.schema
    .createTable('executives')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('constituency_id', 'uuid', (col) => col.references('constituencies.id').onDelete('cascade'))
    .addColumn('ward_id', 'uuid', (col) => col.references('wards.id').onDelete('cascade'))
    .addColumn('branch_id', 'uuid', (col) => col.references('branches.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('position_held', 'text', (col) => col.notNull())
    .addColumn('picture_id', 'uuid', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('date_of_birth', 'date')
    .addColumn('date_of_assumption_of_office', 'date')
    .addColumn('date_of_end_of_tenure', 'date')
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('executives_one_parent', sql`num_nonnulls(constituency_id, ward_id, branch_id) = 1`)
    .execute();
  for (const parent of ['constituency_id', 'ward_id', 'branch_id']) {
    await sql`CREATE INDEX ${sql.id(`executives_${parent}_idx`)} ON executives (${sql.id(parent)}, created_at) WHERE ${sql.id(parent)} IS NOT NULL`.execute(
      db,
    );
  }

  // Gallery assets. An uploaded asset points at three media rows: the original as uploaded, the display
  // image (the original until it is compressed) and a thumbnail; an asset known only by URL has none.
  await db.schema
    .createTable('gallery_assets')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text')
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('location', 'text')
    .addColumn('photographer', 'text')
    .addColumn('captured_at', 'date')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('published')
        .check(sql`status IN ('published', 'draft')`),
    )
    .addColumn('original_media_id', 'uuid', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('image_media_id', 'uuid', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('thumbnail_media_id', 'uuid', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('image_url', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'gallery_assets_has_image',
      sql`image_media_id IS NOT NULL OR image_url IS NOT NULL OR original_media_id IS NOT NULL`,
    )
    .execute();
  await db.schema
    .createIndex('gallery_assets_status_uploaded_at_idx')
    .on('gallery_assets')
    .columns(['status', 'uploaded_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gallery_assets').execute();
  await db.schema.dropTable('executives').execute();
  await db.schema.dropTable('branches').execute();
  await db.schema.dropTable('wards').execute();
  await db.schema.dropTable('constituencies').execute();
}
