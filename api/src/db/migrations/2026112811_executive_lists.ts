import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Every constituency, ward and branch carries its executives as the answers hold them: `public_executives`
// and `admin_executives`, one JSON array per audience of the executives' stored cards (2026112810) in their
// order (created_at, id), joined as they are (compact, like the answer). A page of ten wards with five
// branches each used to gather fifty branches' executives at every read, an index probe and ten scattered
// table rows per branch, and that was most of the ward tree's cost in PostgreSQL (docs/decisions.md, "The
// API's own speed"); a read now takes one column per parent.
//
// Triggers on executives rewrite the arrays of every parent a statement touched (both parents when an
// executive moves), once per statement over the rows it changed, in the statement's transaction. Two
// transactions writing executives under one parent take turns: the refresh locks the parents' rows first
// (FOR NO KEY UPDATE, which the foreign keys' own share locks do not conflict with; constituencies, then
// wards, then branches, each in id order) and only then reads their executives, with a snapshot taken
// after the lock, so it sees every executive the other transaction committed.

const LEVELS = [
  { table: 'constituencies', parent: 'constituency_id' },
  { table: 'wards', parent: 'ward_id' },
  { table: 'branches', parent: 'branch_id' },
] as const;

/** One audience's array: the parent's executives' stored cards in their order, as JSON. */
const cards = (card: string, parent: string) =>
  `(SELECT ('[' || coalesce(string_agg(e.${card}::text, ',' ORDER BY e.created_at, e.id), '') || ']')::json
     FROM executives AS e WHERE e.${parent} = p.id)`;

/** The ids of `column` (non-null, distinct) over the rows `from` names, as an array. */
const parents = (column: string, from: string) =>
  `ARRAY(SELECT DISTINCT ${column} FROM ${from} WHERE ${column} IS NOT NULL)`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table } of LEVELS) {
    await sql
      .raw(
        `ALTER TABLE ${table} ADD COLUMN public_executives json NOT NULL DEFAULT '[]',
         ADD COLUMN admin_executives json NOT NULL DEFAULT '[]'`,
      )
      .execute(db);
  }

  // Each statement of a PL/pgSQL function takes its own snapshot (READ COMMITTED): the UPDATEs read the
  // executives as they are once the locks are held.
  const locks = LEVELS.map(
    ({ table }) => `PERFORM 1 FROM ${table} WHERE id = ANY(p_${table}) ORDER BY id FOR NO KEY UPDATE;`,
  ).join('\n');
  const updates = LEVELS.map(
    ({ table, parent }) =>
      `UPDATE ${table} AS p SET public_executives = ${cards('public_card', parent)},
         admin_executives = ${cards('admin_card', parent)}
       WHERE p.id = ANY(p_${table});`,
  ).join('\n');
  await sql
    .raw(
      `CREATE FUNCTION executive_lists_refresh(${LEVELS.map(({ table }) => `p_${table} uuid[]`).join(', ')})
       RETURNS void LANGUAGE plpgsql AS $$
       BEGIN
         ${locks}
         ${updates}
       END $$`,
    )
    .execute(db);

  // `changed` is the rows a statement inserted, deleted or wrote; `before`, an update's rows as they were.
  const touched = (from: string) =>
    `PERFORM executive_lists_refresh(${LEVELS.map(({ parent }) => parents(parent, from)).join(', ')});`;
  await sql
    .raw(
      `CREATE FUNCTION executive_lists() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'TRUNCATE' THEN
           ${LEVELS.map(({ table }) => `UPDATE ${table} SET public_executives = '[]', admin_executives = '[]';`).join('\n')}
         ELSIF TG_OP = 'UPDATE' THEN
           ${touched('(SELECT * FROM before UNION ALL SELECT * FROM changed) AS r')}
         ELSE
           ${touched('changed')}
         END IF;
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  await sql`
    CREATE TRIGGER executive_lists_insert AFTER INSERT ON executives
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION executive_lists()`.execute(db);
  await sql`
    CREATE TRIGGER executive_lists_update AFTER UPDATE ON executives
    REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION executive_lists()`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER executive_lists_delete AFTER DELETE ON executives
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION executive_lists()`.execute(db);
  await sql`
    CREATE TRIGGER executive_lists_truncate AFTER TRUNCATE ON executives
    FOR EACH STATEMENT EXECUTE FUNCTION executive_lists()`.execute(db);

  // The parents already recorded get their executives' arrays.
  await sql
    .raw(
      `SELECT executive_lists_refresh(${LEVELS.map(({ table }) => `ARRAY(SELECT id FROM ${table})`).join(', ')})`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql`DROP TRIGGER ${sql.id(`executive_lists_${event}`)} ON executives`.execute(db);
  }
  await sql`DROP FUNCTION executive_lists()`.execute(db);
  await sql`DROP FUNCTION executive_lists_refresh(uuid[], uuid[], uuid[])`.execute(db);
  for (const { table } of LEVELS) {
    await sql
      .raw(`ALTER TABLE ${table} DROP COLUMN public_executives, DROP COLUMN admin_executives`)
      .execute(db);
  }
}
