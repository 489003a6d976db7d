import { api } from '@party/shared-ui';
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
