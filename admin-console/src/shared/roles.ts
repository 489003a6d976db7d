import { api } from '@party/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A role as GET /roles lists it (spec 02 §3). */
export interface RoleOption {
  readonly id: string;
  readonly name: string;
  readonly displayName: string;
  readonly description: string;
}

/** GET /roles: every role that can be granted, by invitation or by assignment. */
export async function getRoles(signal?: AbortSignal): Promise<RoleOption[]> {
  const { data } = await api.get<RoleOption[]>('/roles', { signal });
  return Array.isArray(data) ? data : [];
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ['roles', 'list'] as const, queryFn: ({ signal }) => getRoles(signal) });

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
