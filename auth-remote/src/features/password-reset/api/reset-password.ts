import { api, clearSession } from '@party/shared-ui';
import { checkFormText, formMessage, type ApiBody } from '@party/shared-ui/api-contract';
import { useMutation } from '@tanstack/react-query';
import { refusalOf, type Refusal } from '../../../shared/refusal';
import { passwordResetKeys } from './password-reset-keys';

/** POST /api/auth/reset-password: a new password with the token from the reset email. */

export const RESET_MESSAGES = {
  done: 'Your password has been reset. You can now sign in with your new password.',
  failed: 'Failed to reset the password',
  passwordsDiffer: 'Passwords do not match',
} as const;

export type PasswordReset = Readonly<
  Required<Pick<ApiBody<'resetPassword'>, 'token' | 'password' | 'passwordConfirm'>>
>;

export type ResetOutcome =
  { readonly ok: true; readonly message: string } | ({ readonly ok: false } & Refusal);

/**
 * What the browser can tell before asking (the API's own rules and words, as registration has them): a
 * password of 8 to 128 characters, confirmed, and the two equal. Empty when they hold.
 */
export function checkPasswordReset(values: { password: string; passwordConfirm: string }) {
  const errors = checkFormText('resetPassword', { password: values.password });
  if (values.passwordConfirm === '') {
    errors.passwordConfirm = [formMessage('resetPassword', 'passwordConfirm', 'required')];
  } else if (!errors.password && values.password !== values.passwordConfirm) {
    errors.passwordConfirm = [RESET_MESSAGES.passwordsDiffer];
  }
  return errors;
}

/**
 * Sets the new password; never rejects, the outcome says how it went. The server ends every session of
 * the account, so any session this browser holds is dropped too: the person signs in with the new password.
 */
export async function resetPassword(reset: PasswordReset): Promise<ResetOutcome> {
  const problems = checkPasswordReset(reset);
  if (Object.keys(problems).length > 0) {
    return { ok: false, message: RESET_MESSAGES.failed, fieldErrors: problems };
  }
  try {
    const { message } = await api.post('/auth/reset-password', reset satisfies ApiBody<'resetPassword'>);
    clearSession();
    return { ok: true, message: message || RESET_MESSAGES.done };
  } catch (error) {
    return { ok: false, ...refusalOf(error, RESET_MESSAGES.failed) };
  }
}

export function useResetPassword() {
  return useMutation({ mutationKey: passwordResetKeys.reset, mutationFn: resetPassword });
}
