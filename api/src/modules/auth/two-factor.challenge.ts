import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { randomToken, tokenHash } from '../../shared/tokens.js';
import { credentialFingerprint } from './two-factor.crypto.js';
import { findTwoFactor, insertChallenge } from './two-factor.repository.js';
import type { TwoFactorChallengeDto } from './two-factor.schemas.js';

/**
 * The first step of a sign-in with two-factor sign-in on: the password was right, so instead of a session
 * the answer is a challenge, to be answered with a code (two-factor.service.ts completeTwoFactorSignIn).
 *
 * A challenge is an opaque random token, stored hashed like refresh tokens, rather than a signed one: it
 * must be spent once, count its wrong codes and be voided by a password change, which needs a row anyway.
 */

export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes one challenge takes before it is void and the person must sign in again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Whether the account's sign-in asks for a code after the password. */
export async function hasTwoFactor(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await findTwoFactor(db, userId);
  return row?.enabledAt != null;
}

/** Opens a challenge for an account whose password (`passwordHash`'s) was just proven. */
export async function openChallenge(
  db: Kysely<Database>,
  user: { id: string; passwordHash: string },
): Promise<TwoFactorChallengeDto> {
  const challenge = randomToken();
  const expiresAt = await insertChallenge(db, {
    userId: user.id,
    tokenHash: tokenHash(challenge),
    credential: credentialFingerprint(user.passwordHash),
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  });
  return { twoFactorRequired: true, challenge, expiresAt: new Date(expiresAt).toISOString() };
}
