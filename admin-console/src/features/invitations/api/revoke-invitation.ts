import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '../invitation-model';
import { invitationKeys } from './invitation-keys';

/** PATCH /invitations/{id}/revoke, with no body. */
export function revokeInvitation(id: string) {
  return api.patch<Invitation>(`/invitations/${encodeURIComponent(id)}/revoke`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
