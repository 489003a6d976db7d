import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { toPage, type Constituency, type ListPage } from './types';
import { organisationKeys } from './organisation-keys';

/** The admin pages list up to 50 constituencies (spec 02 §9). */
export const CONSTITUENCY_LIST_LIMIT = 50;

/** GET /api/constituencies?page=1&limit=50. */
export async function getConstituencies(
  limit = CONSTITUENCY_LIST_LIMIT,
  signal?: AbortSignal,
): Promise<ListPage<Constituency>> {
  const query: ApiQuery<'listConstituencies'> = { page: 1, limit };
  const { data, pagination } = await api.get<ApiData<'listConstituencies'>>('/constituencies', {
    params: query,
    signal,
  });
  return toPage<Constituency>(data, pagination, 1);
}

export function constituenciesQueryOptions(limit = CONSTITUENCY_LIST_LIMIT) {
  return queryOptions({
    queryKey: organisationKeys.constituencies(limit),
    queryFn: ({ signal }) => getConstituencies(limit, signal),
  });
}
