import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { executivesPath, type Executive } from './types';
import { organisationKeys } from './organisation-keys';

/** The constituency executives list asks for up to 100 (spec 02 §9). */
export const EXECUTIVE_LIST_LIMIT = 100;

/** GET /api/constituencies/{id}/executives?limit=100. */
export async function getConstituencyExecutives(
  constituencyId: string,
  signal?: AbortSignal,
): Promise<readonly Executive[]> {
  const query: ApiQuery<'listConstituencyExecutives'> = { page: 1, limit: EXECUTIVE_LIST_LIMIT };
  const { data } = await api.get<ApiData<'listConstituencyExecutives'>>(
    executivesPath({ level: 'constituency', constituencyId }),
    { params: query, signal },
  );
  return Array.isArray(data) ? data : [];
}

export function constituencyExecutivesQueryOptions(constituencyId: string) {
  return queryOptions({
    queryKey: organisationKeys.constituencyExecutives(constituencyId),
    queryFn: ({ signal }) => getConstituencyExecutives(constituencyId, signal),
    enabled: constituencyId !== '',
  });
}
