import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/** PATCH /invitations/{id}/resend, with no body. */
export function resendInvitation(id: string) {
  return api.patch<ApiData<'resendInvitation'>>(`/invitations/${encodeURIComponent(id)}/resend`);
}
