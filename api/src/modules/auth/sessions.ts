import { randomUUID } from 'node:crypto';
import type { AccountsContext } from './context.js';
import { insertRefreshToken } from './sessions.repository.js';
import { randomToken, tokenHash } from './tokens.js';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/** Starts a session (a new refresh-token family) for a user who has just proved who they are. */
export async function startSession(ctx: AccountsContext, userId: string): Promise<SessionTokens> {
  const familyId = randomUUID();
  return issueTokens(ctx, userId, familyId);
}

/** A new access token and refresh token within an existing family (rotation). */
export async function issueTokens(
  ctx: AccountsContext,
  userId: string,
  familyId: string,
): Promise<SessionTokens> {
  const refreshToken = randomToken();
  await insertRefreshToken(ctx.db, {
    userId,
    familyId,
    tokenHash: tokenHash(refreshToken),
    ttlDays: ctx.config.refreshTokenTtlDays,
  });
  return { token: ctx.signAccessToken({ sub: userId, fam: familyId }), refreshToken };
}
