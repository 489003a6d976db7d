import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, SnapshotRow, TrashSnapshot } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * The tables whose rows the Trash takes and gives back. Names reach SQL as identifiers, so only these are
 * ever used (the kinds in trash.kinds.ts name them; a snapshot from the database is checked against this).
 */
export const TRASH_TABLES = [
  'news',
  'projects',
  'documents',
  'gallery_assets',
  'constituencies',
  'wards',
  'branches',
  'executives',
  'users',
  'user_roles',
  'user_two_factor',
  'user_recovery_codes',
] as const;
export type TrashTableName = (typeof TRASH_TABLES)[number];

export const isTrashTable = (name: string): name is TrashTableName =>
  (TRASH_TABLES as readonly string[]).includes(name);

/** Tables whose rows may name a deleted account (ON DELETE SET NULL), and the naming column. */
export const ACCOUNT_LINKS = [
  { table: 'gallery_assets', column: 'created_by' },
  { table: 'invitations', column: 'created_by' },
  { table: 'gallery_audits', column: 'started_by' },
  { table: 'audit_log', column: 'actor_id' },
] as const;
export type AccountLink = (typeof ACCOUNT_LINKS)[number];

/** The known link with this table and column, if it is one (a snapshot's links are checked against these). */
export const accountLink = (table: string, column: string): AccountLink | undefined =>
  ACCOUNT_LINKS.find((link) => link.table === table && link.column === column);

/** Every row of `table` whose `column` is one of `ids`, each as PostgreSQL's own JSON of the row. */
export async function rowsWhere(
  db: Db,
  table: TrashTableName,
  column: string,
  ids: readonly string[],
): Promise<SnapshotRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<{ row: SnapshotRow }>`
    SELECT to_jsonb(t) AS row FROM ${sql.table(table)} t
    WHERE t.${sql.ref(column)} = ANY(${[...ids]}::uuid[])
  `.execute(db);
  return result.rows.map((r) => r.row);
}

/** Ids of the rows of `link.table` naming the account `userId`. */
export async function rowsNaming(db: Db, link: AccountLink, userId: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    SELECT t.id FROM ${sql.table(link.table)} t WHERE t.${sql.ref(link.column)} = ${userId}
  `.execute(db);
  return result.rows.map((r) => r.id);
}

/** Deletes one row by id (its children go by ON DELETE CASCADE); false when there was none. */
export async function deleteRow(db: Db, table: TrashTableName, id: string): Promise<boolean> {
  const result = await sql`DELETE FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0n) > 0;
}

export async function rowExists(db: Db, table: TrashTableName, id: string): Promise<boolean> {
  const result = await sql<{ found: number }>`
    SELECT 1 AS found FROM ${sql.table(table)} WHERE id = ${id}
  `.execute(db);
  return result.rows.length > 0;
}

/** The columns a table has today: a snapshot taken before a later migration may lack some or have others. */
async function columnsOf(db: Db, table: TrashTableName): Promise<Set<string>> {
  const result = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}
  `.execute(db);
  return new Set(result.rows.map((r) => r.name));
}

/**
 * Puts rows back as they were: PostgreSQL reads each JSON row into the table's own row type, so every value
 * comes back with its type (dates, arrays, numbers, bytes). Columns the snapshot lacks take their defaults.
 */
export async function insertRows(db: Db, table: TrashTableName, rows: readonly SnapshotRow[]): Promise<void> {
  if (rows.length === 0) return;
  const existing = await columnsOf(db, table);
  const present = Object.keys(rows[0] ?? {}).filter((name) => existing.has(name));
  if (present.length === 0) return;
  const columns = sql.join(present.map((name) => sql.ref(name)));
  await sql`
    INSERT INTO ${sql.table(table)} (${columns})
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)
  `.execute(db);
}

/** Names the account again in the rows that named it, where nothing else has been put there since. */
export async function relink(
  db: Db,
  link: AccountLink,
  ids: readonly string[],
  userId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    UPDATE ${sql.table(link.table)} SET ${sql.ref(link.column)} = ${userId}
    WHERE id = ANY(${[...ids]}::uuid[]) AND ${sql.ref(link.column)} IS NULL
  `.execute(db);
}

/**
 * Marks pictures as in the Trash (not served, not collected), or back in use. Their resized copies go at
 * once (they are made again on request once the picture is back), so none is served meanwhile.
 */
export async function setMediaTrashed(db: Db, ids: readonly string[], trashed: boolean): Promise<void> {
  if (ids.length === 0) return;
  if (trashed) {
    await db
      .deleteFrom('media_derivatives')
      .where('media_id', 'in', [...ids])
      .execute();
  }
  await db
    .updateTable('media')
    .set({ trashed_at: trashed ? sql<Date>`now()` : null })
    .where('id', 'in', [...ids])
    .execute();
}

/** Deletes pictures that are in the Trash (never one back in use). */
export async function deleteTrashedMedia(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('media')
    .where('id', 'in', [...ids])
    .where('trashed_at', 'is not', null)
    .execute();
}

export interface NewTrashEntry {
  kind: string;
  recordId: string;
  recordIds: string[];
  label: string;
  summary: string;
  snapshot: TrashSnapshot;
  mediaIds: string[];
  deletedBy: string | null;
  deletedByUsername: string | null;
}

export async function insertTrashEntry(db: Db, entry: NewTrashEntry): Promise<string> {
  const row = await db
    .insertInto('trash')
    .values({
      kind: entry.kind,
      record_id: entry.recordId,
      record_ids: entry.recordIds,
      label: entry.label,
      summary: entry.summary,
      snapshot: JSON.stringify(entry.snapshot),
      media_ids: entry.mediaIds,
      deleted_by: entry.deletedBy,
      deleted_by_username: entry.deletedByUsername,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface TrashRecord {
  id: string;
  kind: string;
  recordId: string;
  label: string;
  summary: string;
  deletedBy: string | null;
  deletedByUsername: string | null;
  deletedAt: Date;
}

export interface TrashFilters {
  kinds: readonly string[];
  deletedBy?: { id: string } | { username: string } | undefined;
  search?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

function whereFilters(filters: TrashFilters) {
  return (eb: ExpressionBuilder<Database, 'trash'>) => {
    const conditions: Expression<SqlBool>[] = [eb('trash.kind', 'in', [...filters.kinds])];
    const by = filters.deletedBy;
    if (by && 'id' in by) conditions.push(eb('trash.deleted_by', '=', by.id));
    if (by && 'username' in by) {
      conditions.push(eb(sql`lower(trash.deleted_by_username)`, '=', by.username.toLowerCase()));
    }
    if (filters.search) {
      const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(eb.or([eb('trash.label', 'ilike', pattern), eb('trash.summary', 'ilike', pattern)]));
    }
    if (filters.from) conditions.push(eb('trash.deleted_at', '>=', filters.from));
    if (filters.before) conditions.push(eb('trash.deleted_at', '<', filters.before));
    return eb.and(conditions);
  };
}

const ENTRY_COLUMNS = [
  'trash.id',
  'trash.kind',
  'trash.record_id as recordId',
  'trash.label',
  'trash.summary',
  'trash.deleted_by as deletedBy',
  'trash.deleted_by_username as deletedByUsername',
  'trash.deleted_at as deletedAt',
] as const;

/** A page of entries, the most recently deleted first. */
export async function listTrashEntries(
  db: Db,
  filters: TrashFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: TrashRecord[]; total: number }> {
  if (filters.kinds.length === 0) return { rows: [], total: 0 };
  const where = whereFilters(filters);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('trash')
      .select(ENTRY_COLUMNS)
      .where(where)
      .orderBy('trash.deleted_at', 'desc')
      .orderBy('trash.seq', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('trash')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface LockedTrashEntry extends TrashRecord {
  snapshot: TrashSnapshot;
  mediaIds: string[];
}

/** One entry with its snapshot, locked until the transaction ends (one restore or purge at a time). */
export function lockTrashEntry(db: Db, id: string): Promise<LockedTrashEntry | undefined> {
  return db
    .selectFrom('trash')
    .select([...ENTRY_COLUMNS, 'trash.snapshot', 'trash.media_ids as mediaIds'])
    .where('trash.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The entry holding a row with this id (a parent deleted with it or on its own), if one does. */
export function entryHolding(
  db: Db,
  rowId: string,
): Promise<{ id: string; kind: string; label: string } | undefined> {
  return db
    .selectFrom('trash')
    .select(['trash.id', 'trash.kind', 'trash.label'])
    .where(sql<boolean>`trash.record_ids @> ARRAY[${rowId}]::uuid[]`)
    .orderBy('trash.deleted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function deleteTrashEntry(db: Db, id: string): Promise<void> {
  await db.deleteFrom('trash').where('id', '=', id).execute();
}

/** Ids of entries deleted before `before`, oldest first, at most `limit`. */
export async function expiredTrashIds(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('trash')
    .select('id')
    .where('deleted_at', '<', before)
    .orderBy('deleted_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
