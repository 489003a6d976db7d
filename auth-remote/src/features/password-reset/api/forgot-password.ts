import { api, SESSION_MESSAGES } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { useMutation } from '@tanstack/react-query';
import { refusalOf, type Refusal } from '../../../shared/refusal';
import { passwordResetKeys } from './password-reset-keys';

/** POST /api/auth/forgot-password: asks for a reset link by email. */

export const FORGOT_MESSAGES = {
  /** Shown when the server's answer carries no text: the same whatever account was named. */
  sent:
    'If an account matches what you entered, we have sent a link to reset its password to the email address ' +
    'of that account. The link is valid for one hour.',
  failed: 'We could not take your request just now. Please try again in a minute.',
} as const;

export type ForgotOutcome =
  { readonly ok: true; readonly message: string } | ({ readonly ok: false } & Refusal);

/**
 * Asks for a reset link for a username or an email address; never rejects, the outcome says how it went.
 * The server answers the same whether or not the account exists, and so does this. An identifier with @
 * is sent as both username and email, as sign-in does.
 */
export async function requestPasswordReset(identifier: string): Promise<ForgotOutcome> {
  const id = identifier.trim();
  if (id === '') {
    const message = SESSION_MESSAGES.identifierRequired;
    return { ok: false, message, fieldErrors: { username: [message] } };
  }
  try {
    const { message } = await api.post(
      '/auth/forgot-password',
      (id.includes('@') ? { username: id, email: id } : { username: id }) satisfies ApiBody<'forgotPassword'>,
    );
    return { ok: true, message: message || FORGOT_MESSAGES.sent };
  } catch (error) {
    return { ok: false, ...refusalOf(error, FORGOT_MESSAGES.failed) };
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: passwordResetKeys.forgot, mutationFn: requestPasswordReset });
}
