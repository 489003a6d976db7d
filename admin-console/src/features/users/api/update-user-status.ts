import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser } from '../user-model';
import { userKeys } from './user-keys';

export interface StatusChange {
  readonly userId: string;
  readonly status: 'active' | 'inactive' | 'suspended';
  readonly reason?: string;
}

/** PATCH /users/{id}/status {status, reason?}. */
export function updateUserStatus({ userId, status, reason }: StatusChange) {
  return api.patch<ManagedUser>(`/users/${encodeURIComponent(userId)}/status`, {
    status,
    ...(reason ? { reason } : {}),
  });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
