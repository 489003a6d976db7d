import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '../invitation-model';
import { invitationKeys } from './invitation-keys';

/** PATCH /invitations/{id}/resend, with no body. */
export function resendInvitation(id: string) {
  return api.patch<Invitation>(`/invitations/${encodeURIComponent(id)}/resend`);
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
