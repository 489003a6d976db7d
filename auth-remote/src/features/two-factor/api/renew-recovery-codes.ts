import { api } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalOf } from '../../../shared/refusal';
import { TWO_FACTOR_MESSAGES, type Outcome } from '../outcome';
import { passwordMissing } from './disable';
import { twoFactorKeys } from './two-factor-keys';

/** POST /api/users/profile/two-factor/recovery-codes: ten new codes, once; the earlier ones stop working. */
export async function renewRecoveryCodes(password: string): Promise<Outcome<{ recoveryCodes: string[] }>> {
  const missing = passwordMissing(password);
  if (missing) return missing;
  try {
    const { data } = await api.post('/users/profile/two-factor/recovery-codes', {
      password,
    } satisfies ApiBody<'renewRecoveryCodes'>);
    return { ok: true, recoveryCodes: data.recoveryCodes };
  } catch (error) {
    return { ok: false, ...refusalOf(error, TWO_FACTOR_MESSAGES.renewFailed) };
  }
}

export function useRenewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: twoFactorKeys.recoveryCodes,
    mutationFn: renewRecoveryCodes,
    onSettled: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
