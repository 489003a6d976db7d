import { hasPendingOutboxMail } from '../../mail/outbox.repository.js';
import { fieldError } from '../../shared/errors.js';
import { textOf } from '../../shared/fields.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import { findLoginCandidate, findUserById } from '../users/users.repository.js';
import { issueVerification, VERIFICATION_TTL_HOURS, verificationMailKey } from './auth.service.js';
import { lockUserForSessions } from './sessions.repository.js';
import { countRecentVerificationTokens } from './verification.repository.js';

/**
 * "Send the verification email again", for an account still waiting for its address to be verified (its
 * first email was lost, went to spam, or its link expired).
 *
 * Only a pending account gets one. Every other case (no such account, an active one, a suspended one)
 * gets the same answer and nothing is sent, so the answer tells nobody which accounts exist or what state
 * they are in. Earlier links stay valid until they expire: each proves the same address.
 */

/** At most this many verification emails per account per hour (registration's own counts), whoever asks. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

export const RESEND_VERIFICATION_ANSWER =
  'If an account waiting for its email address to be verified matches what you entered, we have sent a new ' +
  `verification link to that address. The link is valid for ${VERIFICATION_TTL_HOURS} hours.`;

type Outcome = 'queued' | 'waiting' | 'limited' | 'not pending';

/** Queues a fresh verification email when the account may have one; the caller answers the same anyway. */
export async function resendVerification(
  ctx: AccountsContext,
  body: { username?: string | undefined; email?: string | undefined },
): Promise<void> {
  const identifier = textOf(body.email) || textOf(body.username);
  if (!identifier) throw fieldError('email', 'Email is required');

  const candidate = await findLoginCandidate(ctx.db, identifier);
  if (candidate?.status !== 'pending') return;

  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    // Under the user's lock: two requests at once cannot both pass the hourly count, and a verification
    // or an administrator's change of status made meanwhile is seen.
    const now = await lockUserForSessions(trx, candidate.id);
    if (now?.status !== 'pending') return 'not pending';
    // One still waiting to go out (the mail server is away): it will arrive; a second would only repeat it.
    if (await hasPendingOutboxMail(trx, verificationMailKey(candidate.id))) return 'waiting';
    if ((await countRecentVerificationTokens(trx, candidate.id, 60)) >= VERIFICATION_MAILS_PER_HOUR) {
      return 'limited';
    }
    const user = await findUserById(trx, candidate.id);
    if (!user) return 'not pending';
    await issueVerification(ctx, trx, user);
    return 'queued';
  });
  if (outcome === 'queued' || outcome === 'waiting') ctx.mailOutbox.wake();
  if (outcome !== 'queued') {
    ctx.log.info({ userId: candidate.id, outcome }, 'verification email not queued again');
  }
}
