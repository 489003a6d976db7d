import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleNames } from './get-user-roles';
import { userKeys } from './user-keys';

export interface RoleChange {
  readonly userId: string;
  readonly role: string;
}

/** POST /users/{id}/roles {role}; answers the user's roles. */
export async function assignUserRole({ userId, role }: RoleChange): Promise<string[]> {
  const body: ApiBody<'assignUserRole'> = { role };
  const { data } = await api.post<ApiData<'assignUserRole'>>(
    `/users/${encodeURIComponent(userId)}/roles`,
    body,
  );
  return roleNames(data);
}

export function useAssignUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUserRole,
    onSuccess: (_roles, { userId }) => queryClient.invalidateQueries({ queryKey: userKeys.roles(userId) }),
  });
}
