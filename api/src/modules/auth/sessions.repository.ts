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
 * Deletes refresh tokens that expired more than `graceDays` ago, and email verification tokens that
 * expired or were used more than `graceDays` ago.
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
  return { refresh: Number(refresh.numDeletedRows), verification: Number(verification.numDeletedRows) };
}
