import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './user-keys';

/** The snake_case payload of spec 02 §3. */
export type CreateUserPayload = ApiBody<'createUser'>;

/** The new user, with the generated password when no welcome email carried it. */
export type CreatedUser = ApiData<'createUser'>;

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
