import { api } from '@party/shared-ui';
import type { ApiPagination } from '@party/shared-ui';
import type { ApiQuery } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ward } from './types';

const LIMIT = 100;

/**
 * GET /constituencies/{id}/wards?include=branches: every ward with its executives, and each of its
 * branches with theirs, in one call. The ward page and the branch page both read it (same key, one
 * request when a visitor moves between them).
 */
export async function getWardsWithBranches(constituencyId: string, signal?: AbortSignal): Promise<Ward[]> {
  const response = await api.get(`/constituencies/${encodeURIComponent(constituencyId)}/wards`, {
    params: { include: 'branches', limit: LIMIT } satisfies ApiQuery<'listConstituencyWards'>,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const wardsWithBranchesQueryOptions = (constituencyId: string) =>
  queryOptions({
    queryKey: ['wards', 'list', constituencyId, { include: 'branches' }] as const,
    queryFn: ({ signal }) => getWardsWithBranches(constituencyId, signal),
  });

export const useWardsWithBranches = (constituencyId: string) =>
  useQuery(wardsWithBranchesQueryOptions(constituencyId));

/** How many wards, each with its branches and every executive, one page of the ward directory holds. */
export const WARDS_PER_PAGE = 3;

/** One page of the ward directory: its wards, whole, and where it stands among the pages. */
export interface WardsPage {
  readonly wards: readonly Ward[];
  readonly totalPages: number;
  readonly totalWards: number;
}

/**
 * GET /constituencies/{id}/wards?include=branches&page=…: a page of wards with their whole trees, so the
 * ward page stays a size a phone reads and renders quickly however many wards a constituency has.
 */
export async function getWardsPage(
  constituencyId: string,
  page: number,
  signal?: AbortSignal,
): Promise<WardsPage> {
  const response = await api.get(`/constituencies/${encodeURIComponent(constituencyId)}/wards`, {
    params: { include: 'branches', page, limit: WARDS_PER_PAGE } satisfies ApiQuery<'listConstituencyWards'>,
    ...(signal ? { signal } : {}),
  });
  const pagination: ApiPagination | undefined = response.pagination;
  return {
    wards: response.data,
    totalWards: pagination?.count ?? response.data.length,
    totalPages: Math.max(1, pagination?.total_pages ?? 1),
  };
}

export const wardsPageQueryOptions = (constituencyId: string, page: number) =>
  queryOptions({
    queryKey: [
      'wards',
      'list',
      constituencyId,
      { include: 'branches', page, limit: WARDS_PER_PAGE },
    ] as const,
    queryFn: ({ signal }) => getWardsPage(constituencyId, page, signal),
  });

export const useWardsPage = (constituencyId: string, page: number) =>
  useQuery(wardsPageQueryOptions(constituencyId, page));
