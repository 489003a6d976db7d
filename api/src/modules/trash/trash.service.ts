import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { conflict, forbidden, notFound } from '../../shared/errors.js';
import { iso, parseInstant } from '../../shared/fields.js';
import { pageRequest, pagination } from '../../shared/pagination.js';
import type { Principal } from '../../shared/principal.js';
import { hasSuperAccess } from '../../shared/roles.js';
import { recordAudit } from '../audit/audit.service.js';
import { TRASH_KIND_DEFINITIONS, TRASH_KINDS, isTrashKind, type TrashKind } from './trash.kinds.js';
import {
  accountLink,
  deleteRow,
  deleteTrashEntry,
  deleteTrashedMedia,
  entryHolding,
  expiredTrashIds,
  insertRows,
  insertTrashEntry,
  isTrashTable,
  listTrashEntries,
  lockTrashEntry,
  relink,
  rowExists,
  setMediaTrashed,
  type TrashRecord,
} from './trash.repository.js';
import type { TrashEntryDto, TrashQueryInput } from './trash.schemas.js';

/**
 * The Trash (issue: safety nets). Deleting a record of a trashable kind moves it here in the transaction of
 * the deletion; it stays 30 days, during which an administrator can restore it whole or delete it for good,
 * and then the API's hourly maintenance deletes it. See trash.kinds.ts for what each kind takes with it.
 */

export const TRASH_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

type Db = Kysely<Database>;

/**
 * Deletes the record `id` of `kind` by moving it to the Trash, with what goes with it. `trx` must be the
 * deletion's transaction, in which the caller has locked the record. False when there is no such record.
 */
export async function moveToTrash(trx: Db, kind: TrashKind, id: string, actor: AuditActor): Promise<boolean> {
  const definition = TRASH_KIND_DEFINITIONS[kind];
  const captured = await definition.capture(trx, id);
  const root = captured?.snapshot.tables[0]?.rows[0];
  if (!captured || !root) return false;
  if (!(await deleteRow(trx, definition.table, id))) return false;
  await setMediaTrashed(trx, captured.ownedMedia, true);
  await insertTrashEntry(trx, {
    kind,
    recordId: id,
    recordIds: captured.recordIds,
    label: definition.label(root),
    summary: captured.summary,
    snapshot: captured.snapshot,
    mediaIds: [...new Set([...captured.ownedMedia, ...captured.linkedMedia])],
    deletedBy: actor.id,
    deletedByUsername: actor.username,
  });
  return true;
}

/** The kinds a caller may see and act on: accounts only for the super roles. */
function kindsFor(caller: Principal): TrashKind[] {
  const superAccess = hasSuperAccess(caller);
  return TRASH_KINDS.filter((kind) => superAccess || TRASH_KIND_DEFINITIONS[kind].access === 'admin');
}

export function toTrashEntryDto(row: TrashRecord): TrashEntryDto {
  return {
    id: row.id,
    kind: row.kind as TrashKind,
    recordId: row.recordId,
    label: row.label,
    summary: row.summary,
    deletedAt: iso(row.deletedAt),
    purgeAt: iso(new Date(row.deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS)),
    deletedById: row.deletedBy,
    deletedByUsername: row.deletedByUsername,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/** GET /trash: the most recently deleted first, narrowed by kind, who deleted, a text and a date range. */
export async function listTrash(db: Db, caller: Principal, query: TrashQueryInput) {
  const page = pageRequest(query);
  const allowed = kindsFor(caller);
  const kinds = query.kind ? allowed.filter((kind) => kind === query.kind) : allowed;
  const by = query.deletedBy?.trim();
  const from = query.from ? (parseInstant(query.from) ?? undefined) : undefined;
  const to = query.to ? (parseInstant(query.to) ?? undefined) : undefined;
  const before =
    to && query.to && DATE_ONLY.test(query.to)
      ? new Date(to.getTime() + DAY_MS)
      : to && new Date(to.getTime() + 1);
  const { rows, total } = await listTrashEntries(
    db,
    {
      kinds,
      deletedBy: by ? (UUID.test(by) ? { id: by } : { username: by }) : undefined,
      search: query.search?.trim() || undefined,
      from,
      before,
    },
    page,
  );
  return { data: rows.map(toTrashEntryDto), pagination: pagination(page, total) };
}

/** The entry, locked, if the caller may act on it. */
async function entryFor(trx: Db, caller: Principal, id: string) {
  const entry = await lockTrashEntry(trx, id);
  if (!entry || !isTrashKind(entry.kind)) throw notFound('The Trash entry');
  if (!kindsFor(caller).includes(entry.kind)) {
    throw forbidden('Only a super administrator can restore or delete accounts in the Trash.');
  }
  return { entry, kind: entry.kind, definition: TRASH_KIND_DEFINITIONS[entry.kind] };
}

function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export interface RestoredRecord {
  kind: TrashKind;
  recordId: string;
  label: string;
}

/**
 * POST /trash/{id}/restore: puts the record back whole, with everything it took with it, and forgets the
 * entry. Refused (409, nothing changed) when what it belonged under is gone, or when another record has
 * taken its name in the meantime.
 */
export async function restoreEntry(
  db: Db,
  caller: Principal,
  actor: AuditActor,
  id: string,
): Promise<RestoredRecord> {
  return db.transaction().execute(async (trx) => {
    const { entry, kind, definition } = await entryFor(trx, caller, id);
    const { tables, links } = entry.snapshot;
    const root = tables[0]?.rows[0];
    if (!root || tables.some((t) => !isTrashTable(t.table))) {
      throw conflict(`“${entry.label}” cannot be restored: its saved copy is not readable.`);
    }
    const parent = definition.parent?.(root);
    if (parent && !(await rowExists(trx, parent.table, parent.id))) {
      const holder = await entryHolding(trx, parent.id);
      throw conflict(
        holder
          ? `Restore “${holder.label}” first: this ${definition.noun} belonged to it, and it is in the Trash too.`
          : `“${entry.label}” cannot be restored: the ${parent.noun} it belonged to has been deleted for good.`,
      );
    }
    for (const { table, rows } of tables) {
      if (!isTrashTable(table)) continue;
      try {
        await insertRows(trx, table, rows);
      } catch (error) {
        const code = pgCode(error);
        if (code === '23505') {
          throw conflict(
            kind === 'user'
              ? `“${entry.label}” cannot be restored: another account now has this username or email address.`
              : `“${entry.label}” cannot be restored: another ${definition.noun} now has the same name. Rename one of them, then restore.`,
          );
        }
        if (code === '23503') {
          throw conflict(
            `“${entry.label}” cannot be restored: something it refers to has been deleted for good.`,
          );
        }
        throw error;
      }
    }
    await setMediaTrashed(trx, entry.mediaIds, false);
    // An account's entry names the rows that named the account (its audit entries, its uploads...).
    for (const { table, column, ids } of links) {
      const link = accountLink(table, column);
      if (link) await relink(trx, link, ids, entry.recordId);
    }
    await deleteTrashEntry(trx, entry.id);
    await recordAudit(trx, {
      actor,
      action: 'restore',
      entity: definition.entity,
      entityId: entry.recordId,
      label: entry.label,
      changes: {},
    });
    return { kind, recordId: entry.recordId, label: entry.label };
  });
}

/** DELETE /trash/{id}: deletes the entry and the pictures it kept, for good. */
export async function purgeEntry(db: Db, caller: Principal, actor: AuditActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { entry, definition } = await entryFor(trx, caller, id);
    await deleteTrashedMedia(trx, entry.mediaIds);
    await deleteTrashEntry(trx, entry.id);
    await recordAudit(trx, {
      actor,
      action: 'purge',
      entity: definition.entity,
      entityId: entry.recordId,
      label: entry.label,
      changes: {},
    });
  });
}

/**
 * The scheduler's part: entries deleted more than 30 days ago go for good, with their pictures, a few at a
 * time and each in its own transaction. Answers how many went.
 */
export async function purgeExpiredTrash(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const ids = await expiredTrashIds(db, before, 50);
    if (ids.length === 0) break;
    for (const id of ids) {
      await db.transaction().execute(async (trx) => {
        const entry = await lockTrashEntry(trx, id);
        if (!entry) return;
        await deleteTrashedMedia(trx, entry.mediaIds);
        await deleteTrashEntry(trx, entry.id);
        purged += 1;
      });
    }
    if (ids.length < 50) break;
  }
  if (purged > 0) log.info({ purged }, 'Trash entries older than 30 days deleted');
  return purged;
}
