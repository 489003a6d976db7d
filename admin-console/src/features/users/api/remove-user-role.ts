import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleChange } from './assign-user-role';
import { roleNames } from './get-user-roles';
import { userKeys } from './user-keys';

/** DELETE /users/{id}/roles {role}; a user keeps at least one role (409 otherwise). */
export async function removeUserRole({ userId, role }: RoleChange): Promise<string[]> {
  const body: ApiBody<'removeUserRole'> = { role };
  const { data } = await api.delete<ApiData<'removeUserRole'>>(`/users/${encodeURIComponent(userId)}/roles`, {
    body,
  });
  return roleNames(data);
}

export function useRemoveUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserRole,
    onSuccess: (_roles, { userId }) => queryClient.invalidateQueries({ queryKey: userKeys.roles(userId) }),
  });
}
