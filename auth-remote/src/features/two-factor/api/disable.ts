import { api } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalOf, type Refusal } from '../../../shared/refusal';
import { TWO_FACTOR_MESSAGES, type Outcome } from '../outcome';
import { twoFactorKeys } from './two-factor-keys';

/** A password the person typed, checked for presence before calling. */
export function passwordMissing(password: string): ({ readonly ok: false } & Refusal) | null {
  if (password !== '') return null;
  return {
    ok: false,
    message: TWO_FACTOR_MESSAGES.passwordRequired,
    fieldErrors: { password: [TWO_FACTOR_MESSAGES.passwordRequired] },
  };
}

/** POST /api/users/profile/two-factor/disable: with the password; the key and recovery codes are deleted. */
export async function disableTwoFactor(password: string): Promise<Outcome<Record<never, never>>> {
  const missing = passwordMissing(password);
  if (missing) return missing;
  try {
    await api.post('/users/profile/two-factor/disable', { password } satisfies ApiBody<'disableTwoFactor'>);
    return { ok: true };
  } catch (error) {
    return { ok: false, ...refusalOf(error, TWO_FACTOR_MESSAGES.disableFailed) };
  }
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: twoFactorKeys.disable,
    mutationFn: disableTwoFactor,
    onSettled: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
