import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Tables whose rows are edited in part (the fields sent replace the current ones, the others stay). */
export type PartlyEditedTable = 'constituencies' | 'wards' | 'branches' | 'gallery_assets';

/**
 * Locks one row until the transaction ends, before a partial edit reads it: the edit then reads, merges
 * and writes with no other edit in between, so two partial edits at once both land (neither writes back a
 * copy read before the other's change). A row that does not exist locks nothing; the read then finds none.
 */
export async function lockRowForEdit(
  trx: Kysely<Database>,
  table: PartlyEditedTable,
  id: string,
): Promise<void> {
  await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
}
