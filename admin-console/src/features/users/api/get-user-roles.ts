import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from './user-keys';

/** A user's roles, as GET, POST and DELETE /users/{id}/roles answer them. */
export type UserRoles = ApiData<'listUserRoles'>;

/** Role names from `data.roles`: role objects, or bare names as older servers listed them. */
export function roleNames(data: UserRoles | null): string[] {
  const roles: readonly (UserRoles['roles'][number] | string)[] = Array.isArray(data?.roles)
    ? data.roles
    : [];
  return roles.flatMap((role) => {
    if (typeof role === 'string') return [role];
    if (typeof role === 'object' && role !== null && typeof role.name === 'string') return [role.name];
    return [];
  });
}

/** GET /users/{id}/roles → data.roles. */
export async function getUserRoles(userId: string, signal?: AbortSignal): Promise<string[]> {
  const { data } = await api.get<UserRoles>(`/users/${encodeURIComponent(userId)}/roles`, { signal });
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
