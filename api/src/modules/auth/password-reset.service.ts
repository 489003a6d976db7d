import { queueMail } from '../../mail/outbox.js';
import { passwordChangedMail, passwordResetMail } from '../../mail/templates.js';
import { fieldError, formErrors } from '../../shared/errors.js';
import { FieldErrorList, textOf } from '../../shared/fields.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import { hashPassword } from '../../shared/passwords.js';
import { randomToken, tokenHash } from '../../shared/tokens.js';
import { passwordOf } from '../users/user-fields.js';
import {
  findLoginCandidate,
  findUserById,
  revokeUserFamilies,
  updateUser,
} from '../users/users.repository.js';
import type { UserStatus } from '../../db/schema.js';
import type { ForgotPasswordInput, ResetPasswordInput } from './auth.schemas.js';
import { refuseStatus } from './auth.service.js';
import {
  countRecentPasswordResets,
  findPasswordReset,
  replacePasswordReset,
  revokeLivePasswordResets,
  spendPasswordReset,
  type PasswordResetRecord,
} from './password-resets.repository.js';
import { lockUserForSessions } from './sessions.repository.js';

/**
 * "Forgot your password?": a reset link by email, then a new password with it.
 *
 * Who gets a link: active accounts, and pending ones (an unverified address, or an account an administrator
 * has not activated yet): the reset changes only the password, so a pending account stays pending and
 * still needs its verification link or an administrator. Suspended and deactivated accounts get nothing;
 * the answer is the same for them as for an unknown name, so it tells nobody which accounts exist.
 */

export const RESET_TTL_MINUTES = 60;
/** At most this many reset emails per account per hour, whoever asks and from wherever. */
export const RESET_MAILS_PER_HOUR = 3;
/** A user's reset tokens are deleted when they ask again this many days later. */
const RESET_KEEP_DAYS = 1;

export const FORGOT_PASSWORD_ANSWER =
  'If an account matches what you entered, we have sent a link to reset its password to the email address ' +
  'of that account. The link is valid for one hour.';
export const PASSWORD_RESET_DONE =
  'Your password has been reset. You can now sign in with your new password.';

export const RESET_MESSAGES = {
  required: 'A password reset token is required.',
  invalid: 'This password reset link is not valid. Please ask for a new one.',
  used: 'This password reset link has already been used. Please ask for a new one if you need to.',
  replaced:
    'This password reset link has been replaced by a newer one. Please use the link in the most recent email.',
  expired: 'This password reset link has expired. Please ask for a new one.',
} as const;

const mayReset = (status: UserStatus | undefined) => status === 'active' || status === 'pending';

/**
 * Sends a reset link to the account's address when the account may reset its password and has not been
 * sent too many links lately; otherwise does nothing. The caller answers the same either way. The email is
 * queued with the token and goes out after the answer, so the mail server's time does not tell either.
 */
export async function requestPasswordReset(ctx: AccountsContext, body: ForgotPasswordInput): Promise<void> {
  const identifier = textOf(body.username) || textOf(body.email);
  if (!identifier) throw fieldError('username', 'Username or email is required');

  const candidate = await findLoginCandidate(ctx.db, identifier);
  if (!candidate || !mayReset(candidate.status)) return;

  const token = randomToken();
  const issued = await ctx.db.transaction().execute(async (trx) => {
    // Under the user's lock: two requests at once cannot both pass the hourly count.
    const now = await lockUserForSessions(trx, candidate.id);
    if (!mayReset(now?.status)) return false;
    if ((await countRecentPasswordResets(trx, candidate.id, 60)) >= RESET_MAILS_PER_HOUR) return false;
    const user = await findUserById(trx, candidate.id);
    if (!user) return false;
    await replacePasswordReset(trx, {
      userId: candidate.id,
      tokenHash: tokenHash(token),
      ttlMinutes: RESET_TTL_MINUTES,
      keepDays: RESET_KEEP_DAYS,
    });
    await queueMail(trx, {
      kind: 'password-reset',
      // A link that has expired is no use: not sent after that.
      sendBefore: new Date(Date.now() + RESET_TTL_MINUTES * 60 * 1000),
      message: passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        username: user.username,
        link: `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        ttlMinutes: RESET_TTL_MINUTES,
      }),
    });
    return true;
  });
  if (!issued) {
    ctx.log.info({ userId: candidate.id }, 'password reset not sent: too many requests for this account');
    return;
  }
  ctx.mailOutbox.wake();
}

/** Why a reset token cannot be used, or null when it can. */
function tokenProblem(record: PasswordResetRecord | undefined): string | null {
  if (!record) return RESET_MESSAGES.invalid;
  if (record.used) return RESET_MESSAGES.used;
  if (record.revoked) return RESET_MESSAGES.replaced;
  if (record.expired) return RESET_MESSAGES.expired;
  return null;
}

/**
 * Sets a new password with a reset token. In one transaction: the token is spent, the password changed,
 * every session of the account ended and any other live reset link revoked; then the owner is told by
 * email. `problems` are those the route schema found (the password's rules); the token and the
 * confirmation are checked here, and all are reported at once.
 */
export async function resetPassword(
  ctx: AccountsContext,
  body: ResetPasswordInput,
  problems = new FieldErrorList(),
): Promise<void> {
  const token = textOf(body.token);
  const password = passwordOf(body.password);
  const confirm = passwordOf(body.passwordConfirm);
  const errors = problems;
  if (password && confirm && password !== confirm && !errors.has('passwordConfirm')) {
    errors.add('passwordConfirm', 'Passwords do not match');
  }
  const hash = token ? tokenHash(token) : '';
  const record = token ? await findPasswordReset(ctx.db, hash) : undefined;
  errors.add('token', token ? tokenProblem(record) : RESET_MESSAGES.required);
  if (!errors.isEmpty || !record) throw formErrors(errors.errors);

  const user = await findUserById(ctx.db, record.userId);
  if (!user) throw fieldError('token', RESET_MESSAGES.invalid);
  if (user.status === 'suspended' || user.status === 'inactive') throw refuseStatus(user.status);

  const passwordHash = await hashPassword(password);
  // The owner is told by email; the notice is queued with the change, so it cannot be lost or undo it.
  const notice = passwordChangedMail({
    to: user.email,
    firstName: user.firstName,
    username: user.username,
    loginLink: `${ctx.config.publicUrl}/login`,
    changedAt: new Date(),
  });
  await ctx.db.transaction().execute(async (trx) => {
    // Read again under the row's lock: an administrator's suspension made meanwhile stands.
    const now = await lockUserForSessions(trx, user.id);
    if (!now) throw fieldError('token', RESET_MESSAGES.invalid);
    if (now.status === 'suspended' || now.status === 'inactive') throw refuseStatus(now.status);
    if (!(await spendPasswordReset(trx, record.id))) {
      // Used, replaced or expired since it was read: say which.
      throw fieldError('token', tokenProblem(await findPasswordReset(trx, hash)) ?? RESET_MESSAGES.used);
    }
    await updateUser(trx, user.id, { passwordHash });
    await revokeUserFamilies(trx, user.id);
    await revokeLivePasswordResets(trx, user.id);
    await queueMail(trx, { kind: 'password-changed', message: notice });
  });
  ctx.mailOutbox.wake();
  ctx.log.info({ userId: user.id }, 'password reset: password changed and every session ended');
}
