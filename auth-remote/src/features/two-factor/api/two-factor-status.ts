import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorKeys } from './two-factor-keys';

/** GET /api/users/profile/two-factor: whether sign-in asks this account for a code, and whether it must. */
export type TwoFactorStatus = ApiData<'getTwoFactorStatus'>;

export async function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const { data } = await api.get('/users/profile/two-factor', signal ? { signal } : {});
  return data;
}

export function twoFactorStatusQuery() {
  return queryOptions({
    queryKey: twoFactorKeys.status,
    queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
    // The site's policy may change at any time: ask again on each visit.
    staleTime: 0,
  });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery());
}
