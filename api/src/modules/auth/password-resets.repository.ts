import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Password reset tokens ("Forgot your password?"). Tokens are only ever stored hashed. */

type Db = Kysely<Database>;

/**
 * Stores a new reset token for a user and revokes the ones still live: only the newest link works. The
 * user's rows older than `keepDays` go at the same time (they no longer count towards anything), so the
 * table holds a handful of rows per user at most. Run in the transaction that holds the user's lock.
 */
export async function replacePasswordReset(
  db: Db,
  reset: { userId: string; tokenHash: string; ttlMinutes: number; keepDays: number },
): Promise<void> {
  await db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', reset.userId)
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${reset.keepDays}::int)`)
    .execute();
  await revokeLivePasswordResets(db, reset.userId);
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: reset.userId,
      token_hash: reset.tokenHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${reset.ttlMinutes}::int)`,
    })
    .execute();
}

/** Revokes every reset token of a user that could still be used. */
export async function revokeLivePasswordResets(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** How many reset links a user was sent in the last `minutes` minutes. */
export async function countRecentPasswordResets(db: Db, userId: string, minutes: number): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes}::int)`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PasswordResetRecord {
  id: string;
  userId: string;
  used: boolean;
  revoked: boolean;
  expired: boolean;
}

export function findPasswordReset(db: Db, tokenHash: string): Promise<PasswordResetRecord | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .select([
      'id',
      'user_id as userId',
      sql<boolean>`used_at IS NOT NULL`.as('used'),
      sql<boolean>`revoked_at IS NOT NULL`.as('revoked'),
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Spends a live reset token. Atomic: of two requests presenting the same token, only one gets true; false
 * also when it was used, revoked or expired since it was read.
 */
export async function spendPasswordReset(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
