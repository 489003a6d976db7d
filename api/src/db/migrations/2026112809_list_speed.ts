import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// What the public lists need to stay cheap however many records there are (docs/decisions.md, "The API's
// own speed"):
//
// - Running totals. `list_totals` holds how many news articles there are per category, projects per status
//   (with their beneficiaries, for the projects' stats) and gallery pictures per status and category, kept
//   by triggers in the transaction of every insert,
//   delete and change of those columns. A page's "count" then adds a handful of rows instead of scanning
//   the table. The price: concurrent writes to the same category wait for each other on its totals row,
//   which a back office of a few editors never notices.
// - Indexes in each list's full sort order (and per filter), so that a page is read in order and stops
//   after its rows, and a keyset page (`after=`) starts where the previous one ended.
// - Trigram indexes (pg_trgm) under every searched column, so that `ILIKE '%term%'` reads the matching rows
//   instead of every row. The gallery searches its tags as one lower-cased text, through an immutable
//   function (array_to_string itself is only stable, which an index may not use).

interface Totals {
  list: string;
  table: string;
  /** The columns whose change moves a row from one total to another. */
  watched: string;
  /** The key (status, category) of a row, the row being `r` (NEW, OLD, or the table itself). */
  key: (r: string) => string;
  /** What the totals add up besides the count (the projects' beneficiaries, for their stats). */
  amount: (r: string) => string;
}

const TOTALS: Totals[] = [
  { list: 'news', table: 'news', watched: 'category', key: (r) => `'', ${r}.category`, amount: () => '0' },
  {
    list: 'projects',
    table: 'projects',
    watched: 'status, beneficiaries',
    key: (r) => `${r}.status, ''`,
    amount: (r) => `${r}.beneficiaries`,
  },
  {
    list: 'gallery',
    table: 'gallery_assets',
    watched: 'status, category',
    key: (r) => `${r}.status, coalesce(lower(${r}.category), '')`,
    amount: () => '0',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE list_totals (
      list text NOT NULL,
      status text NOT NULL,
      category text NOT NULL,
      n bigint NOT NULL,
      amount bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (list, status, category)
    )`.execute(db);
  await sql`
    CREATE FUNCTION list_totals_add(p_list text, p_status text, p_category text, p_n bigint, p_amount bigint)
    RETURNS void LANGUAGE sql AS $$
      INSERT INTO list_totals AS t (list, status, category, n, amount)
      VALUES (p_list, p_status, p_category, p_n, p_amount)
      ON CONFLICT (list, status, category) DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount
    $$`.execute(db);

  for (const { list, table, watched, key, amount } of TOTALS) {
    // Insertions and deletions once per statement, over the rows it changed (transition tables): a bulk
    // insert of thousands of rows touches each totals row once, not once per row.
    await sql
      .raw(
        `CREATE FUNCTION ${table}_totals() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            DELETE FROM list_totals WHERE list = '${list}';
          ELSE
            INSERT INTO list_totals AS t (list, status, category, n, amount)
            SELECT '${list}', ${key('changed')},
              CASE TG_OP WHEN 'DELETE' THEN -count(*) ELSE count(*) END,
              CASE TG_OP WHEN 'DELETE' THEN -coalesce(sum(${amount('changed')}), 0)
                ELSE coalesce(sum(${amount('changed')}), 0) END
            FROM changed GROUP BY 2, 3
            ON CONFLICT (list, status, category)
            DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;
          END IF;
          RETURN NULL;
        END
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_totals_insert AFTER INSERT ON ${table}
         REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${table}_totals()`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_totals_delete AFTER DELETE ON ${table}
         REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${table}_totals()`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_totals_truncate AFTER TRUNCATE ON ${table} EXECUTE FUNCTION ${table}_totals()`,
      )
      .execute(db);
    // A change of the columns the totals are kept by, row by row: a trigger with a column list (so that an
    // article's view count, written on every read, never fires it) cannot have transition tables.
    await sql
      .raw(
        `CREATE FUNCTION ${table}_totals_moved() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM list_totals_add('${list}', ${key('OLD')}, -1, -(${amount('OLD')}));
          PERFORM list_totals_add('${list}', ${key('NEW')}, 1, ${amount('NEW')});
          RETURN NULL;
        END
        $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_totals_moved AFTER UPDATE OF ${watched} ON ${table}
         FOR EACH ROW EXECUTE FUNCTION ${table}_totals_moved()`,
      )
      .execute(db);
    await sql
      .raw(
        `INSERT INTO list_totals (list, status, category, n, amount)
         SELECT '${list}', ${key(table)}, count(*), coalesce(sum(${amount(table)}), 0) FROM ${table} GROUP BY 2, 3`,
      )
      .execute(db);
  }

  // Each list in its full sort order, and per filter.
  await sql`CREATE INDEX news_list_idx ON news (published_at DESC, created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX news_category_list_idx ON news (category, published_at DESC, created_at DESC, id)`.execute(
    db,
  );
  await sql`DROP INDEX news_category_idx`.execute(db);
  await sql`CREATE INDEX projects_list_idx ON projects (start_date DESC, created_at DESC, id)`.execute(db);
  await sql`CREATE INDEX projects_status_list_idx ON projects (status, start_date DESC, created_at DESC, id)`.execute(
    db,
  );
  await sql`DROP INDEX projects_status_idx`.execute(db);
  await sql`CREATE INDEX gallery_assets_list_idx ON gallery_assets (uploaded_at DESC, id)`.execute(db);
  await sql`DROP INDEX gallery_assets_status_uploaded_at_idx`.execute(db);
  await sql`CREATE INDEX gallery_assets_status_list_idx ON gallery_assets (status, uploaded_at DESC, id)`.execute(
    db,
  );

  // Searches.
  await sql`
    CREATE FUNCTION gallery_tags_text(tags text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT lower(array_to_string(tags, ' ')) $$`.execute(db);
  const trigram: [string, string, string][] = [
    ['news_title_trgm_idx', 'news', 'title'],
    ['news_excerpt_trgm_idx', 'news', 'excerpt'],
    ['news_content_trgm_idx', 'news', 'content'],
    ['projects_title_trgm_idx', 'projects', 'title'],
    ['projects_description_trgm_idx', 'projects', 'description'],
    ['projects_location_trgm_idx', 'projects', 'location'],
    ['gallery_assets_title_trgm_idx', 'gallery_assets', 'lower(title)'],
    ['gallery_assets_description_trgm_idx', 'gallery_assets', `lower(coalesce(description, ''))`],
    ['gallery_assets_tags_trgm_idx', 'gallery_assets', 'gallery_tags_text(tags)'],
  ];
  for (const [name, table, expression] of trigram) {
    await sql.raw(`CREATE INDEX ${name} ON ${table} USING gin ((${expression}) gin_trgm_ops)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'news_title_trgm_idx',
    'news_excerpt_trgm_idx',
    'news_content_trgm_idx',
    'projects_title_trgm_idx',
    'projects_description_trgm_idx',
    'projects_location_trgm_idx',
    'gallery_assets_title_trgm_idx',
    'gallery_assets_description_trgm_idx',
    'gallery_assets_tags_trgm_idx',
    'news_list_idx',
    'news_category_list_idx',
    'projects_list_idx',
    'projects_status_list_idx',
    'gallery_assets_list_idx',
    'gallery_assets_status_list_idx',
  ]) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
  }
  await sql`DROP FUNCTION gallery_tags_text(text[])`.execute(db);
  await sql`CREATE INDEX news_category_idx ON news (category)`.execute(db);
  await sql`CREATE INDEX projects_status_idx ON projects (status)`.execute(db);
  await sql`CREATE INDEX gallery_assets_status_uploaded_at_idx ON gallery_assets (status, uploaded_at)`.execute(
    db,
  );
  for (const { table } of TOTALS) {
    for (const trigger of ['insert', 'delete', 'truncate', 'moved']) {
      await sql.raw(`DROP TRIGGER ${table}_totals_${trigger} ON ${table}`).execute(db);
    }
    await sql.raw(`DROP FUNCTION ${table}_totals()`).execute(db);
    await sql.raw(`DROP FUNCTION ${table}_totals_moved()`).execute(db);
  }
  await sql`DROP FUNCTION list_totals_add(text, text, text, bigint, bigint)`.execute(db);
  await sql`DROP TABLE list_totals`.execute(db);
}
