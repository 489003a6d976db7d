import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleNames } from './get-user-roles';
import { userKeys } from './user-keys';

export interface RoleChange {
  readonly userId: string;
  readonly role: string;
}

/** POST /users/{id}/roles {role}; answers the user's roles. */
export async function assignUserRole({ userId, role }: RoleChange): Promise<string[]> {
  const { data } = await api.post<unknown>(`/users/${encodeURIComponent(userId)}/roles`, { role });
  return roleNames(data);
}

export function useAssignUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUserRole,
    onSuccess: (_roles, { userId }) => queryClient.invalidateQueries({ queryKey: userKeys.roles(userId) }),
  });
}
