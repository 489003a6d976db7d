import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '../invitation-model';
import { invitationKeys } from './invitation-keys';

export interface CreateInvitationInput {
  readonly email: string;
  readonly daysValid: number;
  readonly role?: string;
}

/** POST /invitations/create {email, daysValid, role?}. */
export async function createInvitation(input: CreateInvitationInput) {
  return api.post<Invitation>('/invitations/create', {
    email: input.email,
    daysValid: input.daysValid,
    ...(input.role ? { role: input.role } : {}),
  });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
