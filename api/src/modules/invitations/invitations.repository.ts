import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsPattern } from '../../shared/search.js';

type Db = Kysely<Database>;

export type InvitationStatus = 'pending' | 'used' | 'expired' | 'revoked';

export interface InvitationRecord {
  id: string;
  email: string;
  token: string;
  roleId: string;
  role: string;
  status: InvitationStatus;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  createdByUsername: string | null;
}

/**
 * The status, derived in SQL (spec 01 §4) so that lists can filter on it: revoked, else used, else expired
 * once the expiry has passed, else pending.
 */
const status = sql<InvitationStatus>`CASE
  WHEN invitations.revoked_at IS NOT NULL THEN 'revoked'
  WHEN invitations.used_at IS NOT NULL THEN 'used'
  WHEN invitations.expires_at <= now() THEN 'expired'
  ELSE 'pending' END`;

function selectInvitations(db: Db) {
  return db
    .selectFrom('invitations')
    .innerJoin('roles', 'roles.id', 'invitations.role_id')
    .leftJoin('users as creator', 'creator.id', 'invitations.created_by')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.token',
      'invitations.role_id as roleId',
      'roles.name as role',
      status.as('status'),
      'invitations.expires_at as expiresAt',
      'invitations.used_at as usedAt',
      'invitations.revoked_at as revokedAt',
      'invitations.created_at as createdAt',
      'creator.username as createdByUsername',
    ]);
}

export function findInvitationById(db: Db, id: string): Promise<InvitationRecord | undefined> {
  return selectInvitations(db).where('invitations.id', '=', id).executeTakeFirst();
}

export function findInvitationByToken(db: Db, token: string): Promise<InvitationRecord | undefined> {
  return selectInvitations(db).where('invitations.token', '=', token).executeTakeFirst();
}

export async function insertInvitation(
  db: Db,
  invitation: { email: string; token: string; roleId: string; daysValid: number; createdBy: string },
): Promise<string> {
  const row = await db
    .insertInto('invitations')
    .values({
      email: invitation.email,
      token: invitation.token,
      role_id: invitation.roleId,
      expires_at: sql<Date>`now() + make_interval(days => ${invitation.daysValid}::int)`,
      created_by: invitation.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const isPending = (eb: ExpressionBuilder<Database, 'invitations'>) =>
  eb.and([
    eb('invitations.revoked_at', 'is', null),
    eb('invitations.used_at', 'is', null),
    eb('invitations.expires_at', '>', sql<Date>`now()`),
  ]);

/** Revokes a pending invitation; false when it was not pending (any more). */
export async function revokeInvitation(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('invitations')
    .set({ revoked_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('invitations.id', '=', id)
    .where(isPending)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a pending invitation used. Atomic: of two registrations racing on one token only one succeeds.
 */
export async function claimInvitation(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('invitations')
    .set({ used_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('invitations.id', '=', id)
    .where(isPending)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface InvitationFilters {
  status?: InvitationStatus | undefined;
  email?: string | undefined;
  /** The creator's username (case-insensitive) or user id. */
  createdBy?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function whereFilters(filters: InvitationFilters) {
  return (eb: ExpressionBuilder<Database, 'invitations'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.status) conditions.push(eb(status, '=', filters.status));
    const email = filters.email?.trim();
    if (email) conditions.push(eb(sql`lower(invitations.email)`, 'like', containsPattern(email)));
    const createdBy = filters.createdBy?.trim();
    if (createdBy) {
      conditions.push(
        UUID.test(createdBy)
          ? eb('invitations.created_by', '=', createdBy)
          : eb(
              'invitations.created_by',
              'in',
              eb
                .selectFrom('users')
                .select('users.id')
                .where(sql`lower(users.username)`, '=', createdBy.toLowerCase()),
            ),
      );
    }
    return eb.and(conditions);
  };
}

export async function listInvitations(
  db: Db,
  filters: InvitationFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: InvitationRecord[]; total: number }> {
  const where = whereFilters(filters);
  const [rows, count] = await Promise.all([
    selectInvitations(db)
      .where(where)
      .orderBy('invitations.created_at', 'desc')
      .orderBy('invitations.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
