import { api } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { useMutation } from '@tanstack/react-query';
import { refusalOf, type Refusal } from '../../../shared/refusal';
import { verifyEmailKeys } from './verify-email-keys';

/** POST /api/auth/resend-verification: asks for a new verification email for an account still pending. */

export const RESEND_MESSAGES = {
  /** Shown when the server's answer carries no text: the same whatever account was named. */
  sent:
    'If an account waiting for its email address to be verified matches what you entered, we have sent a ' +
    'new verification link to that address.',
  failed: 'We could not take your request just now. Please try again in a minute.',
  required: 'Email is required',
} as const;

export type ResendOutcome =
  { readonly ok: true; readonly message: string } | ({ readonly ok: false } & Refusal);

/**
 * Asks for a new verification link for an email address (or a username); never rejects, the outcome says
 * how it went. The server answers the same whether or not the account exists, and so does this.
 */
export async function resendVerification(identifier: string): Promise<ResendOutcome> {
  const id = identifier.trim();
  if (id === '') {
    return {
      ok: false,
      message: RESEND_MESSAGES.required,
      fieldErrors: { email: [RESEND_MESSAGES.required] },
    };
  }
  try {
    const { message } = await api.post(
      '/auth/resend-verification',
      (id.includes('@') ? { email: id } : { username: id }) satisfies ApiBody<'resendVerification'>,
      // Public: a stale session in this browser must not get in the way (or be refreshed) here.
      { auth: false },
    );
    return { ok: true, message: message || RESEND_MESSAGES.sent };
  } catch (error) {
    return { ok: false, ...refusalOf(error, RESEND_MESSAGES.failed) };
  }
}

export function useResendVerification() {
  return useMutation({ mutationKey: verifyEmailKeys.resend, mutationFn: resendVerification });
}
