import { api } from '@party/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from './user-keys';

/** Role names from `data.roles`, whether the server lists names or role objects. */
export function roleNames(data: unknown): string[] {
  const roles = typeof data === 'object' && data !== null ? (data as { roles?: unknown }).roles : undefined;
  if (!Array.isArray(roles)) return [];
  return roles.flatMap((role: unknown) => {
    if (typeof role === 'string') return [role];
    if (typeof role === 'object' && role !== null && typeof (role as { name?: unknown }).name === 'string')
      return [(role as { name: string }).name];
    return [];
  });
}

/** GET /users/{id}/roles → data.roles. */
export async function getUserRoles(userId: string, signal?: AbortSignal): Promise<string[]> {
  const { data } = await api.get<unknown>(`/users/${encodeURIComponent(userId)}/roles`, { signal });
  return roleNames(data);
}

export const userRolesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.roles(userId),
    queryFn: ({ signal }) => getUserRoles(userId, signal),
  });

export function useUserRoles(userId: string) {
  return useQuery(userRolesQueryOptions(userId));
}
