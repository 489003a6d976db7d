import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import { insertRefreshToken } from './sessions.repository.js';
import { randomToken, tokenHash } from '../../shared/tokens.js';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/**
 * Starts a session (a new refresh-token family) for a user who has just proved who they are. `db` is the
 * transaction that holds the user's lock (lockUserForSessions).
 */
export async function startSession(
  ctx: AccountsContext,
  userId: string,
  db: Kysely<Database>,
): Promise<SessionTokens> {
  const familyId = randomUUID();
  return issueTokens(ctx, userId, familyId, db);
}

/** A new access token and refresh token within an existing family (rotation), in `db`'s transaction. */
export async function issueTokens(
  ctx: AccountsContext,
  userId: string,
  familyId: string,
  db: Kysely<Database>,
): Promise<SessionTokens> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: tokenHash(refreshToken),
    ttlDays: ctx.config.refreshTokenTtlDays,
  });
  return { token: ctx.signAccessToken({ sub: userId, fam: familyId }), refreshToken };
}
