import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ADMIN_ROLE_NAMES } from '../../shared/roles.js';

/**
 * Two-factor sign-in: each account's authenticator key and recovery codes, the sign-in challenges waiting
 * for their code, and the site's policy for administrators. Keys arrive here sealed and codes hashed.
 */

type Db = Kysely<Database>;

export interface TwoFactorRow {
  /** Sealed (two-factor.crypto.ts). */
  secret: string;
  enabledAt: Date | null;
  /** The time step of the latest code accepted. */
  lastUsedStep: number | null;
}

const stepOf = (value: string | number | null): number | null => (value === null ? null : Number(value));

const TWO_FACTOR_COLUMNS = ['secret', 'enabled_at as enabledAt', 'last_used_step as lastUsedStep'] as const;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const row = await db
    .selectFrom('user_two_factor')
    .select(TWO_FACTOR_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, lastUsedStep: stepOf(row.lastUsedStep) };
}

/**
 * Starts (or starts again) a set-up with a new sealed key. An account whose two-factor sign-in is already
 * on is left as it is: false then.
 */
export async function savePendingTwoFactor(db: Db, userId: string, sealedSecret: string): Promise<boolean> {
  const row = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret: sealedSecret })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret: sealedSecret, last_used_step: null })
        .where('user_two_factor.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Turns a pending set-up on, noting the step of the code that confirmed it; false when none was pending. */
export async function markTwoFactorEnabled(db: Db, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_two_factor')
    .set({ enabled_at: sql<Date>`now()`, last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends the code of time step `step`: only when no code of that step or a later one was accepted before.
 * Atomic, so of two requests bearing the same code only one gets true.
 */
export async function spendStep(db: Db, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_two_factor')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends an account's two-factor sign-in: its key, its recovery codes and its open challenges. */
export async function deleteTwoFactor(db: Db, userId: string): Promise<boolean> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  const row = await db
    .deleteFrom('user_two_factor')
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces every recovery code of an account (used or not) with new ones, given as hashes. */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: readonly string[]): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((hash) => ({ user_id: userId, code_hash: hash })))
    .execute();
}

/** Spends an unused recovery code of an account, found by its hash; false when there is none. Atomic. */
export async function spendRecoveryCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const row = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/**
 * Opens the second step of a sign-in. Challenges past their time are deleted on the way: they can no longer
 * be answered, and are told apart from unknown ones by nobody.
 */
export async function insertChallenge(
  db: Db,
  challenge: { userId: string; tokenHash: string; credential: string; ttlSeconds: number },
): Promise<Date> {
  await db
    .deleteFrom('two_factor_challenges')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  const row = await db
    .insertInto('two_factor_challenges')
    .values({
      user_id: challenge.userId,
      token_hash: challenge.tokenHash,
      credential: challenge.credential,
      expires_at: sql<Date>`now() + make_interval(secs => ${challenge.ttlSeconds}::int)`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return row.expires_at;
}

export interface ChallengeRow {
  id: string;
  userId: string;
  credential: string;
  attempts: number;
  /** Not used yet and not past its time. */
  live: boolean;
}

const CHALLENGE_COLUMNS = [
  'id',
  'user_id as userId',
  'credential',
  'attempts',
  sql<boolean>`used_at IS NULL AND expires_at > now()`.as('live'),
] as const;

export function findChallenge(db: Db, tokenHash: string): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('two_factor_challenges')
    .select(CHALLENGE_COLUMNS)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The challenge, locked until the transaction ends: its attempts are counted one at a time. */
export function lockChallenge(trx: Db, id: string): Promise<ChallengeRow | undefined> {
  return trx
    .selectFrom('two_factor_challenges')
    .select(CHALLENGE_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Counts a wrong code against a challenge; the count after it. */
export async function countChallengeFailure(trx: Db, id: string): Promise<number> {
  const row = await trx
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

export async function spendChallenge(trx: Db, id: string): Promise<void> {
  await trx
    .updateTable('two_factor_challenges')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether every administrator must use two-factor sign-in (false on a site whose settings row is missing). */
export async function readTwoFactorPolicy(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('site_settings')
    .select('two_factor_required_for_admins as required')
    .executeTakeFirst();
  return row?.required ?? false;
}

/** The policy, locked until the transaction ends: read before it is changed. */
export async function lockTwoFactorPolicy(trx: Db): Promise<boolean> {
  const row = await trx
    .selectFrom('site_settings')
    .select('two_factor_required_for_admins as required')
    .forUpdate()
    .executeTakeFirst();
  return row?.required ?? false;
}

/** Sets the policy (the settings row is created when missing, as site.repository.ts saveSettings does). */
export async function writeTwoFactorPolicy(db: Db, required: boolean): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ id: true, office_name: '', phone: '', email: '', two_factor_required_for_admins: required })
    .onConflict((oc) => oc.column('id').doUpdateSet({ two_factor_required_for_admins: required }))
    .execute();
}

/** Active accounts with an administrator role (or the superuser flag) whose two-factor sign-in is not on. */
export async function countAdminsWithoutTwoFactor(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('users.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('users.is_superuser', '=', true),
        eb.exists(
          eb
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.id', 'user_roles.role_id')
            .select(sql`1`.as('one'))
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('roles.name', 'in', [...ADMIN_ROLE_NAMES]),
        ),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_two_factor')
            .select(sql`1`.as('one'))
            .whereRef('user_two_factor.user_id', '=', 'users.id')
            .where('user_two_factor.enabled_at', 'is not', null),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
