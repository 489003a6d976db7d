import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { constituencyPath, toPage, type ListPage, type Ward } from './types';
import { organisationKeys } from './organisation-keys';

/** Wards and branches are listed ten to a page (spec 02 §9). */
export const ORGANISATION_PAGE_SIZE = 10;

/** GET /api/constituencies/{id}/wards?page&limit: each ward with its executives and branch count. */
export async function getWards(
  constituencyId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ListPage<Ward>> {
  const query: ApiQuery<'listConstituencyWards'> = { page, limit };
  const { data, pagination } = await api.get<ApiData<'listConstituencyWards'>>(
    `${constituencyPath(constituencyId)}/wards`,
    { params: query, signal },
  );
  return toPage<Ward>(data, pagination, page);
}

export function wardsQueryOptions(constituencyId: string, page: number, limit = ORGANISATION_PAGE_SIZE) {
  return queryOptions({
    queryKey: organisationKeys.wards(constituencyId, page, limit),
    queryFn: ({ signal }) => getWards(constituencyId, page, limit, signal),
    enabled: constituencyId !== '',
    placeholderData: keepPreviousData,
  });
}
