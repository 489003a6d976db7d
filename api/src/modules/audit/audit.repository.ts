import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditChanges } from './audit.diff.js';

type Db = Kysely<Database>;

export interface AuditRow {
  actorId: string | null;
  actorUsername: string | null;
  ip: string | null;
  requestId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  label: string;
  changes: AuditChanges;
}

export interface AuditRecord extends AuditRow {
  id: string;
  occurredAt: Date;
}

export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: row.actorId,
      actor_username: row.actorUsername,
      ip: row.ip,
      request_id: row.requestId,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      label: row.label,
      changes: JSON.stringify(row.changes),
    })
    .execute();
}

export interface AuditFilters {
  /** An account id. */
  actorId?: string | undefined;
  /** A username as it was when the entry was written, any case. */
  actorUsername?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  before?: Date | undefined;
}

function whereFilters(filters: AuditFilters) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.actorId) conditions.push(eb('audit_log.actor_id', '=', filters.actorId));
    if (filters.actorUsername) {
      conditions.push(eb(sql`lower(audit_log.actor_username)`, '=', filters.actorUsername.toLowerCase()));
    }
    if (filters.entity) conditions.push(eb('audit_log.entity', '=', filters.entity));
    if (filters.entityId) conditions.push(eb('audit_log.entity_id', '=', filters.entityId));
    if (filters.action) conditions.push(eb('audit_log.action', '=', filters.action));
    if (filters.from) conditions.push(eb('audit_log.occurred_at', '>=', filters.from));
    if (filters.before) conditions.push(eb('audit_log.occurred_at', '<', filters.before));
    return eb.and(conditions);
  };
}

/** A page of entries, newest first. */
export async function listAuditEntries(
  db: Db,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRecord[]; total: number }> {
  const where = whereFilters(filters);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .select([
        'audit_log.id',
        'audit_log.occurred_at as occurredAt',
        'audit_log.actor_id as actorId',
        'audit_log.actor_username as actorUsername',
        'audit_log.ip',
        'audit_log.request_id as requestId',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id as entityId',
        'audit_log.label',
        'audit_log.changes',
      ])
      .where(where)
      .orderBy('audit_log.occurred_at', 'desc')
      .orderBy('audit_log.seq', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
