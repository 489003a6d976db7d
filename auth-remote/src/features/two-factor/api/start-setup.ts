import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusalOf } from '../../../shared/refusal';
import { TWO_FACTOR_MESSAGES, type Outcome } from '../outcome';
import { twoFactorKeys } from './two-factor-keys';

/**
 * POST /api/users/profile/two-factor/setup: a new authenticator key, as a QR code and as text. The only
 * answer that ever carries the key; nothing changes at sign-in until the app's first code turns it on.
 */
export type TwoFactorSetup = ApiData<'startTwoFactorSetup'>;

export async function startSetup(): Promise<Outcome<{ setup: TwoFactorSetup }>> {
  try {
    const { data } = await api.post('/users/profile/two-factor/setup');
    return { ok: true, setup: data };
  } catch (error) {
    return { ok: false, ...refusalOf(error, TWO_FACTOR_MESSAGES.setupFailed) };
  }
}

export function useStartSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: twoFactorKeys.setup,
    mutationFn: startSetup,
    onSettled: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
