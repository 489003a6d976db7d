import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';

/** What the console asks for: the address, whole days valid (1 to 365) and, optionally, the role. */
export interface CreateInvitationInput {
  readonly email: string;
  readonly daysValid: number;
  readonly role?: string;
}

/** POST /invitations/create {email, daysValid, role?}. */
export async function createInvitation(input: CreateInvitationInput) {
  const body: ApiBody<'createInvitation'> = {
    email: input.email,
    daysValid: input.daysValid,
    ...(input.role ? { role: input.role } : {}),
  };
  return api.post<ApiData<'createInvitation'>>('/invitations/create', body);
}
