import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema.js';
import { queueMail } from '../../mail/outbox.js';
import { twoFactorResetMail } from '../../mail/templates.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { badRequest, conflict, fieldError, notFound, type AppError } from '../../shared/errors.js';
import { iso } from '../../shared/fields.js';
import { verifyPassword } from '../../shared/passwords.js';
import type { Principal } from '../../shared/principal.js';
import { hasAdminAccess } from '../../shared/roles.js';
import { tokenHash } from '../../shared/tokens.js';
import { recordChange } from '../audit/audit.service.js';
import { findSettings } from '../site/site.repository.js';
import { passwordOf } from '../users/user-fields.js';
import { findPasswordHash, lockUser, revokeUserFamilies, updateUser } from '../users/users.repository.js';
import { loadUser } from '../users/users.service.js';
import { refuseStatus, sessionOf, type SessionDto } from './auth.service.js';
import type { SessionClient } from './session-client.js';
import { startSession } from './sessions.js';
import { lockUserForSessions } from './sessions.repository.js';
import { CHALLENGE_MAX_ATTEMPTS } from './two-factor.challenge.js';
import {
  credentialFingerprint,
  matchingStep,
  newRecoveryCodes,
  newSecret,
  normaliseRecoveryCode,
  normaliseTotpCode,
  openSecret,
  otpauthUri,
  recoveryCodeHash,
  sealingKey,
  sealSecret,
} from './two-factor.crypto.js';
import type { TwoFactorPolicy } from './two-factor.policy.js';
import {
  countAdminsWithoutTwoFactor,
  countChallengeFailure,
  countRecoveryCodesLeft,
  deleteTwoFactor,
  findChallenge,
  findTwoFactor,
  lockChallenge,
  lockTwoFactorPolicy,
  markTwoFactorEnabled,
  readTwoFactorPolicy,
  replaceRecoveryCodes,
  savePendingTwoFactor,
  writeTwoFactorPolicy,
  spendChallenge,
  spendRecoveryCode,
  spendStep,
  type ChallengeRow,
} from './two-factor.repository.js';
import {
  CODE_REQUIRED,
  RECOVERY_CODE_REQUIRED,
  type EnableTwoFactorInput,
  type LoginTwoFactorInput,
  type PasswordConfirmationInput,
  type TwoFactorPolicyDto,
  type TwoFactorSetupDto,
  type TwoFactorStatusDto,
} from './two-factor.schemas.js';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): set-up from the profile, the second step
 * of sign-in, recovery codes, and the site's policy for administrators. The codes themselves are the
 * otpauth library's (two-factor.crypto.ts).
 */

/** The name the authenticator app shows when the site's settings name no office: the product's name. */
export const DEFAULT_ISSUER = 'Constituency Branch';

export const ALREADY_ON = 'Two-factor sign-in is already on for this account.';
export const NOT_ON = 'Two-factor sign-in is not on for this account.';
export const NO_SETUP = 'There is no set-up waiting for a code: start the set-up again.';
export const SETUP_UNREADABLE = 'This set-up can no longer be finished: start the set-up again.';
export const WRONG_SETUP_CODE =
  'That code is not right. Check that the app shows this account, and that the phone’s clock is right.';
export const WRONG_PASSWORD = 'Password is incorrect';
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
export const CODE_REUSED =
  'That code has already been used. Wait for the next code in your authenticator app.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it has already been used.';
export const SIGN_IN_AGAIN = 'This sign-in has expired. Please sign in again.';
export const TOO_MANY_CODES = 'Too many wrong codes. Please sign in again.';
export const RESET_YOURSELF =
  'You cannot turn off your own two-factor sign-in here: turn it off from your profile, with your password.';
export const notUsedBy = (username: string) => `${username} does not use two-factor sign-in`;
export const ENROL_YOURSELF_FIRST =
  'Turn on two-factor sign-in for your own account first (on your profile): the back office would ' +
  'otherwise close to you as soon as this is saved.';

/** Keys derived from the JWT secret, once per secret (tests build apps with several). */
const keys = new Map<string, Buffer>();
const keyOf = (ctx: AccountsContext) => {
  let key = keys.get(ctx.config.jwtSecret);
  if (!key) keys.set(ctx.config.jwtSecret, (key = sealingKey(ctx.config.jwtSecret)));
  return key;
};

async function checkPassword(db: Kysely<Database>, userId: string, input: PasswordConfirmationInput) {
  const ok = await verifyPassword(await findPasswordHash(db, userId), passwordOf(input.password));
  if (!ok) throw fieldError('password', WRONG_PASSWORD);
}

const hashesOf = (codes: readonly string[]) =>
  codes.map((code) => recoveryCodeHash(normaliseRecoveryCode(code)!));

// ---------------------------------------------------------------------------------------------------------
// The signed-in account's own two-factor sign-in (profile)

export async function getTwoFactorStatus(
  ctx: AccountsContext,
  caller: Principal,
  policy: TwoFactorPolicy,
): Promise<TwoFactorStatusDto> {
  const [row, left, required] = await Promise.all([
    findTwoFactor(ctx.db, caller.id),
    countRecoveryCodesLeft(ctx.db, caller.id),
    // Withheld: the access check already found the policy applies and is not met.
    caller.adminWithheld || !hasAdminAccess(caller)
      ? Promise.resolve(caller.adminWithheld === true)
      : policy.requiredForAdmins(ctx.db),
  ]);
  const enabled = row?.enabledAt != null;
  return {
    enabled,
    pending: row !== undefined && !enabled,
    enabledAt: row?.enabledAt ? iso(row.enabledAt) : null,
    recoveryCodesLeft: enabled ? left : 0,
    required,
  };
}

/**
 * Starts a set-up: a new key, waiting for its first code. A set-up already waiting is replaced (its key no
 * longer works); an account whose two-factor sign-in is on is a 409 (turn it off first).
 */
export async function startTwoFactorSetup(
  ctx: AccountsContext,
  caller: Principal,
): Promise<TwoFactorSetupDto> {
  const secret = newSecret();
  if (!(await savePendingTwoFactor(ctx.db, caller.id, sealSecret(keyOf(ctx), caller.id, secret)))) {
    throw conflict(ALREADY_ON);
  }
  const issuer = (await findSettings(ctx.db))?.officeName.trim() || DEFAULT_ISSUER;
  const label = caller.username;
  const uri = otpauthUri(secret, issuer, label);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrSvg, issuer, label };
}

/**
 * Finishes a set-up with the app's first code: two-factor sign-in is on, and ten recovery codes are made,
 * answered once and stored hashed. The code is spent (it cannot sign in afterwards).
 */
export async function enableTwoFactor(
  ctx: AccountsContext,
  caller: Principal,
  input: EnableTwoFactorInput,
): Promise<{ recoveryCodes: string[] }> {
  const code = normaliseTotpCode(input.code);
  if (!code) throw fieldError('code', CODE_REQUIRED);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserForSessions(trx, caller.id);
    const row = await findTwoFactor(trx, caller.id);
    if (!row) throw conflict(NO_SETUP);
    if (row.enabledAt) throw conflict(ALREADY_ON);
    const secret = openSecret(keyOf(ctx), caller.id, row.secret);
    if (!secret) throw conflict(SETUP_UNREADABLE);
    const step = matchingStep(secret, code);
    if (step === null) throw fieldError('code', WRONG_SETUP_CODE);
    await markTwoFactorEnabled(trx, caller.id, step);
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(trx, caller.id, hashesOf(recoveryCodes));
    return { recoveryCodes };
  });
}

/**
 * Turns two-factor sign-in off (or drops a set-up still waiting), with the password: the key, the recovery
 * codes and any sign-in waiting for a code go. Allowed whatever the site's policy: an administrator who must
 * use it is then asked to set it up again before the back office opens (a lost phone is replaced this way).
 */
export async function disableTwoFactor(
  ctx: AccountsContext,
  caller: Principal,
  input: PasswordConfirmationInput,
): Promise<void> {
  await checkPassword(ctx.db, caller.id, input);
  const removed = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForSessions(trx, caller.id);
    return deleteTwoFactor(trx, caller.id);
  });
  if (!removed) throw conflict(NOT_ON);
}

/** New recovery codes, with the password; every earlier code (used or not) stops working. */
export async function renewRecoveryCodes(
  ctx: AccountsContext,
  caller: Principal,
  input: PasswordConfirmationInput,
): Promise<{ recoveryCodes: string[] }> {
  await checkPassword(ctx.db, caller.id, input);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserForSessions(trx, caller.id);
    const row = await findTwoFactor(trx, caller.id);
    if (!row?.enabledAt) throw conflict(NOT_ON);
    const recoveryCodes = newRecoveryCodes();
    await replaceRecoveryCodes(trx, caller.id, hashesOf(recoveryCodes));
    return { recoveryCodes };
  });
}

// ---------------------------------------------------------------------------------------------------------
// The second step of sign-in

/** What answers a challenge: a code from the app, or a recovery code, normalised. */
export type SecondFactor = { kind: 'code'; code: string } | { kind: 'recovery'; hash: string };

/**
 * Reads the second step's request: the proof (checked for form first, so a mistyped code costs no attempt)
 * and the challenge it answers, which must be live. Throws 400s naming `code`, `recoveryCode` or
 * `challenge` (sign in again).
 */
export async function readTwoFactorAnswer(
  db: Kysely<Database>,
  input: LoginTwoFactorInput,
): Promise<{ challenge: ChallengeRow; proof: SecondFactor }> {
  let proof: SecondFactor;
  if (input.recoveryCode !== undefined && input.recoveryCode !== '') {
    const normalised = normaliseRecoveryCode(input.recoveryCode);
    if (!normalised) throw fieldError('recoveryCode', WRONG_RECOVERY_CODE);
    proof = { kind: 'recovery', hash: recoveryCodeHash(normalised) };
  } else if (input.code !== undefined) {
    const code = normaliseTotpCode(input.code);
    if (!code) throw fieldError('code', CODE_REQUIRED);
    proof = { kind: 'code', code };
  } else {
    throw badRequest(CODE_REQUIRED, { code: [CODE_REQUIRED], recoveryCode: [RECOVERY_CODE_REQUIRED] });
  }
  const challenge = await findChallenge(db, tokenHash(input.challenge));
  if (!challenge?.live || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) throw signInAgain();
  return { challenge, proof };
}

const signInAgain = () => fieldError('challenge', SIGN_IN_AGAIN);

type Checked = 'right' | 'wrong' | 'reused';

/** Checks and spends a proof, in the transaction holding the user's lock. */
async function spendProof(
  ctx: AccountsContext,
  trx: Kysely<Database>,
  userId: string,
  proof: SecondFactor,
): Promise<Checked> {
  if (proof.kind === 'recovery')
    return (await spendRecoveryCode(trx, userId, proof.hash)) ? 'right' : 'wrong';
  const row = await findTwoFactor(trx, userId);
  const secret = row && openSecret(keyOf(ctx), userId, row.secret);
  if (!row || !secret) {
    // Sealed under another JWT secret: only the recovery codes can sign this account in now.
    ctx.log.warn({ event: 'two_factor_key_unreadable', userId }, 'two-factor key cannot be opened');
    return 'wrong';
  }
  const step = matchingStep(secret, proof.code);
  if (step === null) return 'wrong';
  if (row.lastUsedStep !== null && step <= row.lastUsedStep) return 'reused';
  return (await spendStep(trx, userId, step)) ? 'right' : 'reused';
}

/** The wrong answer's 400: the field it names, and once the challenge is spent, sign in again. */
function wrongAnswer(checked: Exclude<Checked, 'right'>, proof: SecondFactor, spent: boolean): AppError {
  const field = proof.kind === 'code' ? 'code' : 'recoveryCode';
  const message =
    proof.kind === 'recovery' ? WRONG_RECOVERY_CODE : checked === 'reused' ? CODE_REUSED : WRONG_CODE;
  if (!spent) return fieldError(field, message);
  return badRequest(TOO_MANY_CODES, { [field]: [message], challenge: [TOO_MANY_CODES] });
}

/** Why the second step was refused, for the security log; undefined for a refusal that is not one. */
export function twoFactorRefusal(error: AppError, proof: SecondFactor): string | undefined {
  const wrong = proof.kind === 'recovery' ? 'wrong recovery code' : 'wrong two-factor code';
  if (error.message === TOO_MANY_CODES) return `${wrong}: challenge void`;
  if (error.message === WRONG_CODE || error.message === WRONG_RECOVERY_CODE) return wrong;
  if (error.message === CODE_REUSED) return 'two-factor code reused';
  if (error.message === SIGN_IN_AGAIN) return 'two-factor challenge expired or spent';
  return undefined;
}

/** Whether a refusal counts as a failed sign-in against the account (the sign-in throttle). */
export const isWrongAnswer = (error: AppError) =>
  [WRONG_CODE, WRONG_RECOVERY_CODE, CODE_REUSED, TOO_MANY_CODES].includes(error.message);

/**
 * Answers a challenge: with the right proof, the session starts as a sign-in's does (same session record,
 * listed among the account's sessions) and the proof is spent. A wrong one counts against the challenge,
 * void after CHALLENGE_MAX_ATTEMPTS. A challenge whose account changed its password since, or no longer has
 * two-factor sign-in on, is void too; a suspended or deactivated account is refused as at sign-in.
 */
export async function completeTwoFactorSignIn(
  ctx: AccountsContext,
  { challenge, proof }: { challenge: ChallengeRow; proof: SecondFactor },
  client: SessionClient,
): Promise<SessionDto> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const user = await lockUserForSessions(trx, challenge.userId);
    const now = await lockChallenge(trx, challenge.id);
    if (!user || !now?.live || now.attempts >= CHALLENGE_MAX_ATTEMPTS) return { kind: 'void' } as const;
    const twoFactor = await findTwoFactor(trx, challenge.userId);
    if (credentialFingerprint(user.passwordHash) !== now.credential || !twoFactor?.enabledAt) {
      await spendChallenge(trx, now.id);
      return { kind: 'void' } as const;
    }
    if (user.status !== 'active') return { kind: 'status', status: user.status } as const;
    const checked = await spendProof(ctx, trx, challenge.userId, proof);
    if (checked !== 'right') {
      const attempts = await countChallengeFailure(trx, now.id);
      return { kind: 'wrong', checked, void: attempts >= CHALLENGE_MAX_ATTEMPTS } as const;
    }
    await spendChallenge(trx, now.id);
    await updateUser(trx, challenge.userId, { lastLogin: true });
    return { kind: 'signed-in', tokens: await startSession(ctx, challenge.userId, trx, client) } as const;
  });
  switch (outcome.kind) {
    case 'void':
      throw signInAgain();
    case 'status':
      // A pending account never gets a challenge (its password step is refused).
      throw outcome.status === 'pending' ? signInAgain() : refuseStatus(outcome.status);
    case 'wrong':
      throw wrongAnswer(outcome.checked, proof, outcome.void);
    case 'signed-in':
      return sessionOf(outcome.tokens, await loadUser(ctx.db, challenge.userId));
  }
}

// ---------------------------------------------------------------------------------------------------------
// An administrator's reset (super roles)

/**
 * Turns off another account's two-factor sign-in, for someone who lost both their phone and their recovery
 * codes: the key, the recovery codes and any sign-in waiting for a code go, and every session of the account
 * ends (whoever holds a session may be whoever holds the phone). Audited; the owner is told by email, queued
 * with the change. Refused on the caller's own account (409: their profile turns it off, with the password)
 * and on an account that does not use it (409; a set-up still waiting is left alone). Answers the username.
 */
export async function resetTwoFactor(
  ctx: AccountsContext,
  caller: Principal,
  actor: AuditActor,
  userId: string,
): Promise<{ username: string }> {
  if (userId === caller.id) throw conflict(RESET_YOURSELF);
  const username = await ctx.db.transaction().execute(async (trx) => {
    // The account's lock, which a second step of sign-in also takes: no session starts with the old key.
    const user = await lockUser(trx, userId);
    if (!user) throw notFound('The user');
    if (!(await findTwoFactor(trx, userId))?.enabledAt) throw conflict(notUsedBy(user.username));
    await deleteTwoFactor(trx, userId);
    await revokeUserFamilies(trx, userId);
    await recordChange(trx, actor, {
      entity: 'user',
      entityId: userId,
      label: user.username,
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    await queueMail(trx, {
      kind: 'two-factor-reset',
      message: twoFactorResetMail({
        to: user.email,
        firstName: user.firstName,
        username: user.username,
        loginLink: `${ctx.config.publicUrl}/login`,
        resetAt: new Date(),
      }),
    });
    return user.username;
  });
  ctx.mailOutbox.wake();
  ctx.log.info(
    { event: 'two_factor_reset', userId, by: caller.id },
    'two-factor sign-in turned off by an administrator',
  );
  return { username };
}

// ---------------------------------------------------------------------------------------------------------
// The site's policy (super roles)

export async function getTwoFactorPolicy(db: Kysely<Database>): Promise<TwoFactorPolicyDto> {
  const [requiredForAdmins, adminsWithoutTwoFactor] = await Promise.all([
    readTwoFactorPolicy(db),
    countAdminsWithoutTwoFactor(db),
  ]);
  return { requiredForAdmins, adminsWithoutTwoFactor };
}

/**
 * Requires two-factor sign-in of every administrator, or stops requiring it; audited. Turning it on is
 * refused (409) to someone whose own two-factor sign-in is off: the back office would close to them at once.
 * Every API process sees the change within the policy's cache time; this one at once.
 */
export async function setTwoFactorPolicy(
  ctx: AccountsContext,
  caller: Principal,
  actor: AuditActor,
  requiredForAdmins: boolean,
  policy: TwoFactorPolicy,
): Promise<TwoFactorPolicyDto> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockTwoFactorPolicy(trx);
    if (requiredForAdmins && !before && !(await findTwoFactor(trx, caller.id))?.enabledAt) {
      throw conflict(ENROL_YOURSELF_FIRST);
    }
    await writeTwoFactorPolicy(trx, requiredForAdmins);
    await recordChange(trx, actor, {
      entity: 'site_settings',
      entityId: null,
      label: 'Two-factor sign-in policy',
      before: { twoFactorRequiredForAdmins: before },
      after: { twoFactorRequiredForAdmins: requiredForAdmins },
    });
  });
  policy.forget();
  return getTwoFactorPolicy(ctx.db);
}
