import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser } from '../user-model';
import { userKeys } from './user-keys';

/** The snake_case payload of spec 02 §3. */
export interface CreateUserPayload {
  readonly username: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly password?: string;
  readonly role?: string;
  readonly is_active: boolean;
  readonly is_staff: boolean;
  readonly is_superuser: boolean;
  readonly auto_generate_password: boolean;
  readonly send_welcome_email: boolean;
}

export type CreatedUser = ManagedUser & { readonly generatedPassword?: string };

/** POST /users. */
export function createUser(payload: CreateUserPayload) {
  return api.post<CreatedUser>('/users', payload);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
