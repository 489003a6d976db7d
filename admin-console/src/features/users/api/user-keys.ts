import type { UserStatus } from '../user-model';

export interface UserFilters {
  readonly search: string;
  readonly status: UserStatus | '';
  readonly role: string;
  readonly page: number;
}

/** Hierarchical keys; invalidating `lists()` reloads every page of users. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserFilters) => [...userKeys.lists(), filters] as const,
  roles: (userId: string) => [...userKeys.all, 'roles', userId] as const,
};
