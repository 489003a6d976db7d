import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { iso, parseInstant } from '../../shared/fields.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import { diffChanges, type AuditChanges, type DiffOptions, type Snapshot } from './audit.diff.js';
import { insertAuditEntry, listAuditEntries, type AuditRecord } from './audit.repository.js';
import type { AuditAction, AuditEntity, AuditEntryDto, AuditQueryInput } from './audit.schemas.js';

/**
 * The audit log of administrative writes. Each service that writes calls `recordAudit` with the
 * transaction of its change, so the entry commits or rolls back with it: there is never a change without
 * its entry, nor an entry for a change that did not happen.
 */

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  /** What the record is called (its title or name), to read the log at a glance. */
  label: string;
  changes: AuditChanges;
}

/** Labels are for reading at a glance: a long title is shortened. */
const LABEL_MAX = 200;

/** Writes one entry. `trx` must be the transaction of the change the entry describes. */
export async function recordAudit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const label = entry.label.trim();
  await insertAuditEntry(trx, {
    actorId: entry.actor.id,
    actorUsername: entry.actor.username,
    ip: entry.actor.ip,
    requestId: entry.actor.requestId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    label: label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label,
    changes: entry.changes,
  });
}

/**
 * A creation, an update or a deletion of one record, from its snapshots (its wire shape is usual): the
 * action follows from which snapshot is missing, the changes from their difference.
 */
export function recordChange(
  trx: Kysely<Database>,
  actor: AuditActor,
  record: {
    entity: AuditEntity;
    entityId: string | null;
    label: string;
    before: Snapshot | null;
    after: Snapshot | null;
    action?: AuditAction;
  } & DiffOptions,
): Promise<void> {
  const action =
    record.action ?? (record.before === null ? 'create' : record.after === null ? 'delete' : 'update');
  return recordAudit(trx, {
    actor,
    action,
    entity: record.entity,
    entityId: record.entityId,
    label: record.label,
    changes: diffChanges(record.before, record.after, { ignore: record.ignore ?? [] }),
  });
}

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

export function toAuditEntryDto(row: AuditRecord): AuditEntryDto {
  return {
    id: row.id,
    occurredAt: iso(row.occurredAt),
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    ip: row.ip,
    requestId: row.requestId,
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    label: row.label,
    changes: row.changes,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /audit: newest first. `actor` is an account id or a username as it was at the time; `from` and `to`
 * are instants, or whole UTC days when given as dates (`to=2026-11-28` takes in all of that day).
 */
export async function listAudit(db: Kysely<Database>, query: AuditQueryInput) {
  const page = pageRequest(query);
  const actor = query.actor?.trim();
  // The schema's `instant` format has accepted both, so they parse.
  const from = query.from ? (parseInstant(query.from) ?? undefined) : undefined;
  const to = query.to ? (parseInstant(query.to) ?? undefined) : undefined;
  const before =
    to && query.to && DATE_ONLY.test(query.to)
      ? new Date(to.getTime() + DAY_MS)
      : to && new Date(to.getTime() + 1);
  const { rows, total } = await listAuditEntries(
    db,
    {
      ...(actor && (UUID.test(actor) ? { actorId: actor } : { actorUsername: actor })),
      entity: query.entity,
      entityId: query.entityId?.trim(),
      action: query.action,
      from,
      before,
    },
    page,
  );
  return { data: rows.map(toAuditEntryDto), pagination: pagination(page, total) };
}
