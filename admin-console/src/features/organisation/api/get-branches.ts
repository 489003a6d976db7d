import { api } from '@party/shared-ui';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ORGANISATION_PAGE_SIZE } from './get-wards';
import { organisationKeys, toPage, wardPath, type Branch, type ListPage } from './types';

/** GET /api/wards/{wardId}/branches?page&limit: each branch with its executives. */
export async function getBranches(
  wardId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ListPage<Branch>> {
  const { data, pagination } = await api.get<Branch[]>(`${wardPath(wardId)}/branches`, {
    params: { page, limit },
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
