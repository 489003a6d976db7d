import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationKeys } from './invitation-keys';

/** PATCH /invitations/{id}/revoke, with no body. */
export function revokeInvitation(id: string) {
  return api.patch<ApiData<'revokeInvitation'>>(`/invitations/${encodeURIComponent(id)}/revoke`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
