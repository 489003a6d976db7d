import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/** PATCH /invitations/{id}/revoke, with no body. */
export function revokeInvitation(id: string) {
  return api.patch<ApiData<'revokeInvitation'>>(`/invitations/${encodeURIComponent(id)}/revoke`);
}
