import { api } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalOf } from '../../../shared/refusal';
import { TWO_FACTOR_MESSAGES, type Outcome } from '../outcome';
import { twoFactorKeys } from './two-factor-keys';

/**
 * POST /api/users/profile/two-factor/enable: the app's first code turns two-factor sign-in on; the answer
 * carries the ten recovery codes, once.
 */
export async function enableTwoFactor(code: string): Promise<Outcome<{ recoveryCodes: string[] }>> {
  if (code.trim() === '') {
    return {
      ok: false,
      message: TWO_FACTOR_MESSAGES.codeRequired,
      fieldErrors: { code: [TWO_FACTOR_MESSAGES.codeRequired] },
    };
  }
  try {
    const { data } = await api.post('/users/profile/two-factor/enable', {
      code: code.trim(),
    } satisfies ApiBody<'enableTwoFactor'>);
    return { ok: true, recoveryCodes: data.recoveryCodes };
  } catch (error) {
    return { ok: false, ...refusalOf(error, TWO_FACTOR_MESSAGES.enableFailed) };
  }
}

export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: twoFactorKeys.enable,
    mutationFn: enableTwoFactor,
    onSettled: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
