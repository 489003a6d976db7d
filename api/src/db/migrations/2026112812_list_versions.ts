import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// A version per list, so that what the API works out once about a list — where every 500th record
// stands, for pages deep in it by number; how many records a common word matches — can be reused for as
// long as it is exact, and checked inside the very statement that relies on it (docs/decisions.md, "The
// API's own speed"). `list_versions.version` is replaced, in the writing transaction, by every statement
// that inserts, deletes or truncates a list's records or changes a column the list is ordered, filtered or
// searched by (an article's view count, written on every read, is not one of them). A version is a random
// uuid, not a counter, so that a database made anew (tests, a restore into an empty one) never repeats one
// an API process still remembers.
//
// The trigger runs before the statement, so that the version row is the first thing a write to a list
// takes: two transactions writing one list take turns on it before either touches the running totals
// (2026112809), and cannot each hold what the other waits for.

const LISTS = [
  {
    list: 'news',
    table: 'news',
    watched: 'id, title, excerpt, content, category, published_at, created_at',
  },
  {
    list: 'projects',
    table: 'projects',
    watched: 'id, title, description, location, status, start_date, created_at',
  },
  {
    list: 'gallery',
    table: 'gallery_assets',
    watched: 'id, title, description, tags, category, status, uploaded_at',
  },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE list_versions (
      list text PRIMARY KEY,
      version uuid NOT NULL DEFAULT gen_random_uuid()
    )`.execute(db);
  await sql`
    CREATE FUNCTION list_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE list_versions SET version = gen_random_uuid() WHERE list = TG_ARGV[0];
      RETURN NULL;
    END
    $$`.execute(db);
  for (const { list, table, watched } of LISTS) {
    await sql`INSERT INTO list_versions (list) VALUES (${list})`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${watched} ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('${list}')`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of LISTS) await sql.raw(`DROP TRIGGER ${table}_version ON ${table}`).execute(db);
  await sql`DROP FUNCTION list_versions_bump()`.execute(db);
  await sql`DROP TABLE list_versions`.execute(db);
}
