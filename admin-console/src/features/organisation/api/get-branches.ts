import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ORGANISATION_PAGE_SIZE } from './get-wards';
import { toPage, wardPath, type Branch, type ListPage } from './types';
import { organisationKeys } from './organisation-keys';

/** GET /api/wards/{wardId}/branches?page&limit: each branch with its executives. */
export async function getBranches(
  wardId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ListPage<Branch>> {
  const query: ApiQuery<'listWardBranches'> = { page, limit };
  const { data, pagination } = await api.get<ApiData<'listWardBranches'>>(`${wardPath(wardId)}/branches`, {
    params: query,
    signal,
  });
  return toPage<Branch>(data, pagination, page);
}

export function branchesQueryOptions(wardId: string, page: number, limit = ORGANISATION_PAGE_SIZE) {
  return queryOptions({
    queryKey: organisationKeys.branches(wardId, page, limit),
    queryFn: ({ signal }) => getBranches(wardId, page, limit, signal),
    enabled: wardId !== '',
    placeholderData: keepPreviousData,
  });
}
