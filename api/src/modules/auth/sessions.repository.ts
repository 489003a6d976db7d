import { sql, type Kysely } from 'kysely';
import type { Database, UserStatus } from '../../db/schema.js';
import type { PrincipalRecord } from '../../shared/principal.js';

/** Refresh-token families (sessions) and email verification tokens. Tokens are only ever stored hashed. */

type Db = Kysely<Database>;

export async function insertRefreshToken(
  db: Db,
  token: { userId: string; familyId: string; tokenHash: string; ttlDays: number },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: sql<Date>`now() + make_interval(days => ${token.ttlDays}::int)`,
    })
    .execute();
}

/**
 * Marks a live refresh token as spent and says whose session it belongs to. Atomic: of two requests
 * presenting the same token, only one gets a row back.
 */
export function spendRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; familyId: string } | undefined> {
  return db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id as userId', 'family_id as familyId'])
    .executeTakeFirst();
}

export function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; familyId: string } | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .select(['user_id as userId', 'family_id as familyId'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Locks the user's row until the transaction ends, and reads what decides whether they may hold a
 * session. Every change to a user's sessions (sign-in, rotation, logout, verification) takes this lock
 * first, and password and status changes take it by updating the row, so they happen one at a time per
 * user: a rotation cannot slip a new token past a logout, a password change or a suspension made at the
 * same moment. (`FOR NO KEY UPDATE` leaves rows that merely reference the user free to be written.)
 */
export function lockUserForSessions(
  db: Db,
  userId: string,
): Promise<{ status: UserStatus; passwordHash: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['status', 'password_hash as passwordHash'])
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** The description of a session that is starting: its device and the address it signs in from. */
export async function insertSessionDetails(
  db: Db,
  session: { familyId: string; userId: string; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      family_id: session.familyId,
      user_id: session.userId,
      user_agent: session.userAgent,
      created_ip: session.ip,
      last_ip: session.ip,
    })
    .execute();
}

/**
 * Notes a session's token refresh: when, and from where (an unknown address keeps the last one). Refreshes
 * happen once per access-token lifetime, not on every request, so this costs one write per session per
 * quarter of an hour at most.
 */
export async function touchSession(db: Db, familyId: string, ip: string | null): Promise<void> {
  await db
    .updateTable('sessions')
    .set((eb) => ({
      last_used_at: sql<Date>`now()`,
      last_ip: eb.fn.coalesce(eb.val(ip), eb.ref('last_ip')),
    }))
    .where('family_id', '=', familyId)
    .execute();
}

export interface LiveSessionRow {
  familyId: string;
  userAgent: string | null;
  signInIp: string | null;
  lastIp: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/**
 * A user's live sessions: the families holding a live refresh token, with their descriptions. A family
 * without one (started before sessions were described) is listed from its tokens alone.
 */
export async function findLiveSessions(db: Db, userId: string): Promise<LiveSessionRow[]> {
  return db
    .selectFrom('refresh_tokens as rt')
    .leftJoin('sessions as s', (join) =>
      join.onRef('s.family_id', '=', 'rt.family_id').onRef('s.user_id', '=', 'rt.user_id'),
    )
    .distinctOn('rt.family_id')
    .select((eb) => [
      'rt.family_id as familyId',
      's.user_agent as userAgent',
      's.created_ip as signInIp',
      's.last_ip as lastIp',
      eb.fn
        .coalesce(
          's.created_at',
          eb
            .selectFrom('refresh_tokens as first')
            .select((inner) => inner.fn.min<Date>('first.created_at').as('created'))
            .whereRef('first.family_id', '=', 'rt.family_id'),
        )
        .$castTo<Date>()
        .as('createdAt'),
      eb.fn.coalesce('s.last_used_at', 'rt.created_at').$castTo<Date>().as('lastUsedAt'),
    ])
    .where('rt.user_id', '=', userId)
    .where('rt.revoked_at', 'is', null)
    .where('rt.expires_at', '>', sql<Date>`now()`)
    .orderBy('rt.family_id')
    .orderBy('rt.created_at', 'desc')
    .execute();
}

/**
 * Ends one of a user's sessions: revokes the family's tokens when it is the user's and still live.
 * False when it is not (unknown, someone else's, ended or expired). Run under the user's lock.
 */
export async function revokeLiveFamilyOf(db: Db, userId: string, familyId: string): Promise<boolean> {
  const rows = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning(sql<boolean>`expires_at > now()`.as('live'))
    .execute();
  return rows.some((row) => row.live);
}

/** Ends every live session of a user but `keepFamilyId`; how many were live. Run under the user's lock. */
export async function revokeOtherFamilies(db: Db, userId: string, keepFamilyId: string): Promise<number> {
  const rows = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('family_id', '<>', keepFamilyId)
    .where('revoked_at', 'is', null)
    .returning(['family_id as familyId', sql<boolean>`expires_at > now()`.as('live')])
    .execute();
  return new Set(rows.filter((row) => row.live).map((row) => row.familyId)).size;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Who an access token speaks for, and whether its session still stands: one query by primary key and the
 * partial index on live families, run on every authenticated request.
 */
export function findPrincipal(
  db: Db,
  userId: string,
  familyId: string,
): Promise<PrincipalRecord | undefined> {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.status', 'users.is_superuser as isSuperuser'])
    .select(
      sql<string[]>`array(
        SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
        WHERE ur.user_id = users.id ORDER BY ur.created_at, r.name)`.as('roles'),
    )
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select(sql`1`.as('one'))
            .where('refresh_tokens.family_id', '=', familyId)
            .where('refresh_tokens.user_id', '=', userId)
            .where('refresh_tokens.revoked_at', 'is', null)
            .where('refresh_tokens.expires_at', '>', sql<Date>`now()`),
        )
        .$castTo<boolean>()
        .as('sessionLive'),
    )
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('user_two_factor')
            .select(sql`1`.as('one'))
            .whereRef('user_two_factor.user_id', '=', 'users.id')
            .where('user_two_factor.enabled_at', 'is not', null),
        )
        .$castTo<boolean>()
        .as('twoFactorEnabled'),
    )
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function insertVerificationToken(
  db: Db,
  token: { userId: string; tokenHash: string; ttlHours: number },
): Promise<void> {
  await db
    .insertInto('email_verification_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      expires_at: sql<Date>`now() + make_interval(hours => ${token.ttlHours}::int)`,
    })
    .execute();
}

export function findVerificationToken(
  db: Db,
  tokenHash: string,
): Promise<{ id: string; userId: string; used: boolean; expired: boolean } | undefined> {
  return db
    .selectFrom('email_verification_tokens')
    .select([
      'id',
      'user_id as userId',
      sql<boolean>`used_at IS NOT NULL`.as('used'),
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends a verification token; false when another request spent it first. */
export async function spendVerificationToken(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('email_verification_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes refresh tokens that expired more than `graceDays` ago, email verification tokens that
 * expired or were used more than `graceDays` ago, and the descriptions of sessions with no token left.
 */
export async function deleteStaleTokens(
  db: Db,
  graceDays: number,
): Promise<{ refresh: number; verification: number }> {
  const before = sql<Date>`now() - make_interval(days => ${graceDays})`;
  const refresh = await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).executeTakeFirst();
  const verification = await db
    .deleteFrom('email_verification_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  // A session's description goes with its family's last token. (A session is described in the transaction
  // that issues its first token, so none is seen here without one.)
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('refresh_tokens')
            .select(sql`1`.as('one'))
            .whereRef('refresh_tokens.family_id', '=', 'sessions.family_id'),
        ),
      ),
    )
    .execute();
  return { refresh: Number(refresh.numDeletedRows), verification: Number(verification.numDeletedRows) };
}
