import { api } from '@party/shared-ui';
import type { ApiQuery } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Executive } from './types';

/** Spec 01 §9: the constituency page lists up to 100 executives. */
export const CONSTITUENCY_EXECUTIVES_LIMIT = 100;

/** GET /constituencies/{id}/executives: the constituency's own executives. */
export async function getConstituencyExecutives(
  constituencyId: string,
  signal?: AbortSignal,
): Promise<Executive[]> {
  const response = await api.get(`/constituencies/${encodeURIComponent(constituencyId)}/executives`, {
    params: { limit: CONSTITUENCY_EXECUTIVES_LIMIT } satisfies ApiQuery<'listConstituencyExecutives'>,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const constituencyExecutivesQueryOptions = (constituencyId: string) =>
  queryOptions({
    queryKey: [
      'constituencies',
      'detail',
      constituencyId,
      'executives',
      { limit: CONSTITUENCY_EXECUTIVES_LIMIT },
    ] as const,
    queryFn: ({ signal }) => getConstituencyExecutives(constituencyId, signal),
  });

export const useConstituencyExecutives = (constituencyId: string) =>
  useQuery(constituencyExecutivesQueryOptions(constituencyId));
