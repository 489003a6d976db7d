import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import { notFound } from '../../shared/errors.js';
import type { Principal } from '../../shared/principal.js';
import {
  findLiveSessions,
  insertRefreshToken,
  insertSessionDetails,
  lockUserForSessions,
  revokeLiveFamilyOf,
  revokeOtherFamilies,
} from './sessions.repository.js';
import { deviceLabel, networkOf, type SessionClient, type SessionNetwork } from './session-client.js';
import { randomToken, tokenHash } from '../../shared/tokens.js';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

const NO_CLIENT: SessionClient = { userAgent: null, ip: null };

/**
 * Starts a session (a new refresh-token family) for a user who has just proved who they are, described by
 * the client it starts from. `db` is the transaction that holds the user's lock (lockUserForSessions).
 */
export async function startSession(
  ctx: AccountsContext,
  userId: string,
  db: Kysely<Database>,
  client: SessionClient = NO_CLIENT,
): Promise<SessionTokens> {
  const familyId = randomUUID();
  await insertSessionDetails(db, { familyId, userId, userAgent: client.userAgent, ip: client.ip });
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

/** One of the caller's live sessions, as the profile lists it. */
export interface ActiveSessionDto {
  /** The session's refresh-token family. */
  id: string;
  device: string;
  /** The latest address it was used from (its sign-in address until its first token refresh). */
  ip: string | null;
  signInIp: string | null;
  network: SessionNetwork;
  createdAt: string;
  lastUsedAt: string;
  /** The session of the request that asks. */
  current: boolean;
}

/** The caller's live sessions: this one first, then the most recently used. */
export async function listSessions(ctx: AccountsContext, caller: Principal): Promise<ActiveSessionDto[]> {
  const rows = await findLiveSessions(ctx.db, caller.id);
  return rows
    .map((row): ActiveSessionDto => {
      const ip = row.lastIp ?? row.signInIp;
      return {
        id: row.familyId,
        device: deviceLabel(row.userAgent),
        ip,
        signInIp: row.signInIp,
        network: networkOf(ip),
        createdAt: new Date(row.createdAt).toISOString(),
        lastUsedAt: new Date(row.lastUsedAt).toISOString(),
        current: row.familyId === caller.familyId,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/**
 * Ends one of the caller's sessions at once: its refresh token stops working and so does its access token
 * (every request checks that its family is live). Someone else's session, or one that is unknown or
 * already over, is a 404 that tells them apart from nothing. Ending the caller's own session signs it out.
 */
export async function endSession(ctx: AccountsContext, caller: Principal, familyId: string): Promise<void> {
  const ended = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForSessions(trx, caller.id);
    return revokeLiveFamilyOf(trx, caller.id, familyId);
  });
  if (!ended) throw notFound('The session');
}

/** Ends every session of the caller but the one asking; how many were ended. */
export async function endOtherSessions(ctx: AccountsContext, caller: Principal): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserForSessions(trx, caller.id);
    return revokeOtherFamilies(trx, caller.id, caller.familyId);
  });
}
