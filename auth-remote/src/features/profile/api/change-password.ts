import { api } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refusalOf } from '../../../shared/refusal';
import { PROFILE_MESSAGES, type ActionOutcome } from '../outcome';
import { profileKeys } from './profile-keys';

/**
 * POST /api/users/change-password (spec 01 §2, §5). The server ends every other session of the user;
 * this one keeps its tokens (the answer carries none), so the session is left as it is.
 */

export type PasswordChange = Readonly<
  Required<Pick<ApiBody<'changePassword'>, 'currentPassword' | 'newPassword' | 'confirmPassword'>>
>;

/**
 * Changes the password; never rejects, the outcome says how it went. A new password and confirmation
 * that differ are refused before calling.
 */
export async function changePassword(change: PasswordChange): Promise<ActionOutcome> {
  if (change.newPassword !== change.confirmPassword) {
    return {
      ok: false,
      message: PROFILE_MESSAGES.passwordMismatch,
      fieldErrors: { confirmPassword: [PROFILE_MESSAGES.passwordMismatch] },
    };
  }
  try {
    await api.post('/users/change-password', change satisfies ApiBody<'changePassword'>);
    return { ok: true, message: PROFILE_MESSAGES.passwordChanged, fieldErrors: {} };
  } catch (error) {
    return { ok: false, ...refusalOf(error, PROFILE_MESSAGES.passwordChangeFailed) };
  }
}

/**
 * The password form's change; `options` add the form's own reactions (emptying the fields). A changed
 * password ends the other sessions, so the list of sessions is asked for again.
 */
export function useChangePassword(
  options: Omit<UseMutationOptions<ActionOutcome, Error, PasswordChange>, 'mutationKey' | 'mutationFn'> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: profileKeys.changePassword,
    mutationFn: changePassword,
    onSuccess: async (outcome, ...rest) => {
      if (outcome.ok) await client.invalidateQueries({ queryKey: profileKeys.sessions });
      await options.onSuccess?.(outcome, ...rest);
    },
  });
}
