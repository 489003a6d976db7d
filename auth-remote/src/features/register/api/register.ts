import { api, awaitEmailVerification } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { useMutation } from '@tanstack/react-query';
import { refusalOf, type Refusal } from '../../../shared/refusal';
import { registerKeys } from './register-keys';

/** POST /api/auth/register: creates an account from an invitation (spec 01 §4). */

/** The texts of spec 01 §5 and §8 for registration. */
export const REGISTER_MESSAGES = {
  registrationSuccess: 'Account created. Check your email for the verification link.',
  registrationFailed: 'Registration failed',
  inviteTokenRequired: 'An invitation token is required to create an account.',
} as const;

/** What the form sends: every field of the API's body that it fills, all required here. */
export type RegisterPayload = Readonly<
  Required<
    Pick<
      ApiBody<'register'>,
      'username' | 'email' | 'firstName' | 'lastName' | 'password' | 'passwordConfirm' | 'inviteToken'
    >
  >
>;

/** The account exists and its address awaits verification; or why it was refused. */
export type RegisterOutcome =
  | { readonly ok: true; readonly email: string; readonly message: string }
  | ({ readonly ok: false } & Refusal);

/**
 * Registers; never rejects, the outcome says how it went. On success any current session ends and the
 * session holds the address as waiting for its verification link, with the server's message (else the
 * spec's), for /check-email.
 */
export async function register(payload: RegisterPayload): Promise<RegisterOutcome> {
  if (payload.inviteToken.trim() === '') {
    return { ok: false, message: REGISTER_MESSAGES.inviteTokenRequired, fieldErrors: {} };
  }
  try {
    const { message } = await api.post('/auth/register', payload satisfies ApiBody<'register'>);
    const text = message || REGISTER_MESSAGES.registrationSuccess;
    awaitEmailVerification(payload.email, text);
    return { ok: true, email: payload.email, message: text };
  } catch (error) {
    return { ok: false, ...refusalOf(error, REGISTER_MESSAGES.registrationFailed) };
  }
}

export function useRegister() {
  return useMutation({ mutationKey: registerKeys.register, mutationFn: register });
}
