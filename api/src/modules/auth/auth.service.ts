import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { queueMail } from '../../mail/outbox.js';
import { verificationMail } from '../../mail/templates.js';
import type { Principal } from '../../shared/principal.js';
import { AppError, badRequest, fieldError, formErrors, unauthorized } from '../../shared/errors.js';
import { findInvitationByToken, claimInvitation } from '../invitations/invitations.repository.js';
import { STATUS_MESSAGES } from '../invitations/invitations.service.js';
import { assignRole } from '../roles/roles.repository.js';
import { FieldErrorList, textOf } from '../../shared/fields.js';
import { passwordOf } from '../users/user-fields.js';
import { findLoginCandidate, findUserById, insertUser, updateUser } from '../users/users.repository.js';
import type { UserDto } from '../users/users.schemas.js';
import { duplicateOr, ensureAvailable, loadUser } from '../users/users.service.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import { hashPassword, verifyPassword } from '../../shared/passwords.js';
import type { LoginInput, RegisterInput } from './auth.schemas.js';
import { issueTokens, startSession, type SessionTokens } from './sessions.js';
import {
  findRefreshToken,
  lockUserForSessions,
  findVerificationToken,
  insertVerificationToken,
  revokeFamily,
  spendRefreshToken,
  spendVerificationToken,
  touchSession,
} from './sessions.repository.js';
import type { SessionClient } from './session-client.js';
import { randomToken, tokenHash } from '../../shared/tokens.js';
import { hasTwoFactor, openChallenge } from './two-factor.challenge.js';
import type { TwoFactorChallengeDto } from './two-factor.schemas.js';

export const VERIFICATION_TTL_HOURS = 48;
export const TOKEN_REQUIRED = 'An invitation token is required to create an account.';
export const INVALID_CREDENTIALS = 'Invalid username/email or password.';
export const VERIFICATION_EXPIRED =
  'This verification link has expired. Please ask for a new verification email.';
export const VERIFY_FIRST =
  'Please verify your email address before signing in: follow the link in the verification email we sent you.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

const STATUS_REFUSALS = {
  suspended: 'This account has been suspended. Please contact an administrator.',
  inactive: 'This account has been deactivated. Please contact an administrator.',
} as const;

export function refuseStatus(status: 'suspended' | 'inactive'): AppError {
  const message = STATUS_REFUSALS[status];
  return new AppError(403, 'FORBIDDEN', message, { non_field_errors: [message] });
}

export type SessionDto = SessionTokens & UserDto & { user: UserDto };

export const sessionOf = (tokens: SessionTokens, user: UserDto): SessionDto => ({ ...tokens, user, ...user });

/**
 * Issues a verification token for a pending account and queues the email carrying it, in `db` (the
 * caller's transaction). The email is given up if it cannot be sent while the link is valid.
 */
export async function issueVerification(
  ctx: AccountsContext,
  db: Kysely<Database>,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const token = randomToken();
  await insertVerificationToken(db, {
    userId: user.id,
    tokenHash: tokenHash(token),
    ttlHours: VERIFICATION_TTL_HOURS,
  });
  const link = `${ctx.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await queueMail(db, {
    kind: 'verification',
    dedupeKey: verificationMailKey(user.id),
    sendBefore: new Date(Date.now() + VERIFICATION_TTL_HOURS * 3600 * 1000),
    message: verificationMail({ to: user.email, firstName: user.firstName, link }),
  });
}

/** The outbox key of a user's verification email: one waits to be sent at a time. */
export const verificationMailKey = (userId: string) => `verification:${userId}`;

/**
 * Registration with an invitation (spec 01 §5, §7). The user is created pending, with the invitation's
 * role, the invitation is marked used and the verification email queued, in one transaction; the email
 * goes out just after.
 * `problems` are those the route schema found in the fields (auth.schemas.ts); the checks that compare
 * fields or read the invitation are added to them, and all are reported at once.
 */
export async function register(
  ctx: AccountsContext,
  body: RegisterInput,
  problems = new FieldErrorList(),
): Promise<UserDto> {
  const tokenField = body.inviteToken === undefined && body.token !== undefined ? 'token' : 'inviteToken';
  const token = textOf(body.inviteToken !== undefined ? body.inviteToken : body.token);
  const { username, email, firstName, lastName } = body;
  const password = passwordOf(body.password);
  const passwordConfirm = passwordOf(body.passwordConfirm);

  const errors = problems;
  if (password && passwordConfirm && password !== passwordConfirm && !errors.has('passwordConfirm')) {
    errors.add('passwordConfirm', 'Passwords do not match');
  }

  const invitation = token ? await findInvitationByToken(ctx.db, token) : undefined;
  if (!token) errors.add(tokenField, TOKEN_REQUIRED);
  else if (!invitation) errors.add(tokenField, 'This invitation link is not valid.');
  else if (invitation.status !== 'pending') errors.add(tokenField, STATUS_MESSAGES[invitation.status]);
  if (invitation && !errors.has('email') && email.toLowerCase() !== invitation.email.toLowerCase()) {
    errors.add('email', `Use ${invitation.email} to match your invitation.`);
  }
  if (!errors.isEmpty || !invitation) throw formErrors(errors.errors);

  await ensureAvailable(ctx.db, username, email);

  const passwordHash = await hashPassword(password);
  let userId: string;
  try {
    userId = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimInvitation(trx, invitation.id))) {
        // Used, revoked or expired since it was read: say which.
        const now = await findInvitationByToken(trx, token);
        throw fieldError(tokenField, STATUS_MESSAGES[now?.status ?? 'used']);
      }
      const id = await insertUser(trx, {
        username,
        email,
        passwordHash,
        firstName,
        lastName,
        status: 'pending',
      });
      await assignRole(trx, id, invitation.roleId);
      await issueVerification(ctx, trx, { id, email, firstName });
      return id;
    });
  } catch (error) {
    throw duplicateOr(error);
  }
  ctx.mailOutbox.wake();
  return loadUser(ctx.db, userId);
}

/** The client a session is recorded with when the caller names none. */
const UNKNOWN_CLIENT: SessionClient = { userAgent: null, ip: null };

/**
 * Sign-in. `problems` are those the route schema found (the password); one identifier is required. The
 * session is recorded with `client`, the device and address it signs in from. An account with two-factor
 * sign-in on gets no session yet: a challenge to answer with a code (two-factor.service.ts).
 */
export async function login(
  ctx: AccountsContext,
  body: LoginInput,
  problems = new FieldErrorList(),
  client: SessionClient = UNKNOWN_CLIENT,
): Promise<SessionDto | TwoFactorChallengeDto> {
  const identifier = textOf(body.username) || textOf(body.email);
  const password = passwordOf(body.password);
  const errors = new FieldErrorList().add('username', identifier ? null : 'Username or email is required');
  for (const [field, messages] of Object.entries(problems.errors))
    messages.forEach((m) => errors.add(field, m));
  if (!errors.isEmpty) throw formErrors(errors.errors);

  const candidate = await findLoginCandidate(ctx.db, identifier);
  // An unknown user costs the same hash verification as a wrong password, and gets the same answer.
  const ok = await verifyPassword(candidate?.passwordHash, password);
  if (!candidate || !ok) throw badRequest(INVALID_CREDENTIALS, { non_field_errors: [INVALID_CREDENTIALS] });
  if (candidate.status === 'pending') throw badRequest(VERIFY_FIRST, { non_field_errors: [VERIFY_FIRST] });
  if (candidate.status !== 'active') throw refuseStatus(candidate.status);
  if (await hasTwoFactor(ctx.db, candidate.id)) return openChallenge(ctx.db, candidate);

  const tokens = await ctx.db.transaction().execute(async (trx) => {
    // The password or the status may have changed while the hash was being checked.
    const now = await lockUserForSessions(trx, candidate.id);
    if (now?.passwordHash !== candidate.passwordHash) return 'password changed' as const;
    if (now.status !== 'active') return now.status;
    await updateUser(trx, candidate.id, { lastLogin: true });
    return startSession(ctx, candidate.id, trx, client);
  });
  if (tokens === 'password changed') {
    throw badRequest(INVALID_CREDENTIALS, { non_field_errors: [INVALID_CREDENTIALS] });
  }
  if (tokens === 'pending') throw badRequest(VERIFY_FIRST, { non_field_errors: [VERIFY_FIRST] });
  if (tokens === 'suspended' || tokens === 'inactive') throw refuseStatus(tokens);
  return sessionOf(tokens, await loadUser(ctx.db, candidate.id));
}

/** Spends a verification token, activates the pending account and signs the user in from `client`. */
export async function verifyEmail(
  ctx: AccountsContext,
  body: { token?: string | undefined },
  client: SessionClient = UNKNOWN_CLIENT,
): Promise<SessionDto> {
  const token = textOf(body.token);
  if (!token) throw fieldError('token', 'A verification token is required.');
  const invalid = () => fieldError('token', 'This verification link is not valid or has already been used.');
  const record = await findVerificationToken(ctx.db, tokenHash(token));
  if (!record || record.used) throw invalid();
  if (record.expired) {
    throw fieldError('token', VERIFICATION_EXPIRED);
  }
  const user = await findUserById(ctx.db, record.userId);
  if (!user) throw invalid();
  if (user.status === 'suspended' || user.status === 'inactive') throw refuseStatus(user.status);

  const tokens = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendVerificationToken(trx, record.id))) throw invalid();
    // Read again under the row's lock: an administrator's suspension made meanwhile stands.
    const now = await lockUserForSessions(trx, user.id);
    if (!now) throw invalid();
    if (now.status === 'suspended' || now.status === 'inactive') throw refuseStatus(now.status);
    await updateUser(trx, user.id, { status: 'active', emailVerified: true, lastLogin: true });
    return startSession(ctx, user.id, trx, client);
  });
  return sessionOf(tokens, await loadUser(ctx.db, user.id));
}

/**
 * Rotation: the presented refresh token is spent and a new one issued in the same family. A token that is
 * not live (already rotated, revoked or expired) revokes its whole family: if it was stolen, both the thief
 * and the user are signed out, and the user signs in again. The session notes when and from where
 * (`client`) it was last refreshed.
 */
export async function refresh(
  ctx: AccountsContext,
  body: { refreshToken?: string | undefined },
  client: SessionClient = UNKNOWN_CLIENT,
): Promise<SessionTokens> {
  const presented = textOf(body.refreshToken);
  if (!presented) throw fieldError('refreshToken', 'A refresh token is required.');
  const hash = tokenHash(presented);
  const known = await findRefreshToken(ctx.db, hash);
  if (!known) throw unauthorized(SESSION_EXPIRED);
  // Under the user's lock, so that a logout, password change or suspension is either before (and this
  // token is no longer live) or after (and ends the session this issues).
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const user = await lockUserForSessions(trx, known.userId);
    const spent = await spendRefreshToken(trx, hash);
    if (!spent) {
      await revokeFamily(trx, known.familyId);
      return 'reused' as const;
    }
    if (user?.status !== 'active') {
      await revokeFamily(trx, spent.familyId);
      return 'inactive' as const;
    }
    await touchSession(trx, spent.familyId, client.ip);
    return issueTokens(ctx, spent.userId, spent.familyId, trx);
  });
  if (outcome === 'reused') {
    ctx.log.warn({ familyId: known.familyId }, 'refresh token reused or expired: session family revoked');
  }
  if (typeof outcome === 'string') throw unauthorized(SESSION_EXPIRED);
  return outcome;
}

/** Ends the session the bearer token belongs to (its refresh-token family). */
export async function logout(ctx: AccountsContext, caller: Principal): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockUserForSessions(trx, caller.id);
    await revokeFamily(trx, caller.familyId);
  });
}
