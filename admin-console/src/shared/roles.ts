import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A role as GET /roles lists it (spec 02 §3). */
export type RoleOption = ApiData<'listRoles'>[number];

/** GET /roles: every role that can be granted, by invitation or by assignment. */
export async function getRoles(signal?: AbortSignal): Promise<RoleOption[]> {
  const { data } = await api.get<ApiData<'listRoles'>>('/roles', { signal });
  return Array.isArray(data) ? data : [];
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ['roles', 'list'] as const, queryFn: ({ signal }) => getRoles(signal) });

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
