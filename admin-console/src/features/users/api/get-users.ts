import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RecordPage } from '../../../shared/record-console/record-console';
import type { ManagedUser } from '../user-model';
import { userKeys, type UserFilters } from './user-keys';

export const USERS_PAGE_SIZE = 10;

/**
 * GET /users?search&status&role&page&limit, as one page of the list: the total is the pagination's count
 * (spec 02 §2), else the users answered.
 */
export async function getUsers(filters: UserFilters, signal?: AbortSignal): Promise<RecordPage<ManagedUser>> {
  const query: ApiQuery<'listUsers'> = {
    search: filters.search.trim(),
    ...(filters.status ? { status: filters.status } : {}),
    role: filters.role.trim(),
    page: filters.page,
    limit: USERS_PAGE_SIZE,
  };
  const response = await api.get<ApiData<'listUsers'>>('/users', { params: query, signal });
  const users = Array.isArray(response.data) ? response.data : [];
  const pagination = response.pagination ?? {};
  return {
    items: users,
    page: filters.page,
    totalPages: pagination.total_pages ?? pagination.totalPages ?? 1,
    totalItems: pagination.count ?? users.length,
  };
}

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    placeholderData: keepPreviousData,
  });
