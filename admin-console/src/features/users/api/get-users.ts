import { api, type ApiPagination } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '../user-model';
import { userKeys, type UserFilters } from './user-keys';

export const USERS_PAGE_SIZE = 10;

export interface UserPage {
  readonly users: readonly ManagedUser[];
  readonly pagination: ApiPagination;
}

/** GET /users?search&status&role&page&limit. */
export async function getUsers(filters: UserFilters, signal?: AbortSignal): Promise<UserPage> {
  const query: ApiQuery<'listUsers'> = {
    search: filters.search.trim(),
    ...(filters.status ? { status: filters.status } : {}),
    role: filters.role.trim(),
    page: filters.page,
    limit: USERS_PAGE_SIZE,
  };
  const response = await api.get<ApiData<'listUsers'>>('/users', { params: query, signal });
  return { users: Array.isArray(response.data) ? response.data : [], pagination: response.pagination ?? {} };
}

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserFilters, enabled: boolean) {
  return useQuery({ ...usersQueryOptions(filters), enabled });
}
