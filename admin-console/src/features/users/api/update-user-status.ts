import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './user-keys';

/** The user and the body of PATCH /users/{id}/status. */
export type StatusChange = { readonly userId: string } & ApiBody<'setUserStatus'>;

/** PATCH /users/{id}/status {status, reason?}. */
export function updateUserStatus({ userId, status, reason }: StatusChange) {
  const body: ApiBody<'setUserStatus'> = { status, ...(reason ? { reason } : {}) };
  return api.patch<ApiData<'setUserStatus'>>(`/users/${encodeURIComponent(userId)}/status`, body);
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
