import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { securityKeys } from './security-keys';

/** Whether every administrator must use two-factor sign-in (GET/PUT /api/settings/two-factor, super roles). */
export type TwoFactorPolicy = ApiData<'getTwoFactorPolicy'>;

export async function getTwoFactorPolicy(signal?: AbortSignal): Promise<TwoFactorPolicy> {
  const { data } = await api.get('/settings/two-factor', signal ? { signal } : {});
  return data;
}

export const twoFactorPolicyQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.twoFactorPolicy(),
    queryFn: ({ signal }) => getTwoFactorPolicy(signal),
  });

/** PUT /api/settings/two-factor; the answer is the policy as stored, with the count of administrators without it. */
export async function saveTwoFactorPolicy(
  requiredForAdmins: boolean,
): Promise<{ policy: TwoFactorPolicy; message: string }> {
  const { data, message } = await api.put('/settings/two-factor', {
    requiredForAdmins,
  } satisfies ApiBody<'saveTwoFactorPolicy'>);
  return { policy: data, message };
}

export function useSaveTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTwoFactorPolicy,
    onSuccess: ({ policy }) => queryClient.setQueryData(securityKeys.twoFactorPolicy(), policy),
  });
}
