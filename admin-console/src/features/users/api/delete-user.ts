import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './user-keys';

/** DELETE /users/{id}: permanent. */
export function deleteUser(userId: string) {
  return api.delete<ApiData<'deleteUser'>>(`/users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
