import { api } from '@party/shared-ui';
import type { ApiQuery } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Constituency } from './types';

/** The API's largest page: a constituency list is short, so one page holds all of it. */
const LIMIT = 100;

/** GET /constituencies: every constituency, in the API's order (the first one is the default choice). */
export async function getConstituencies(signal?: AbortSignal): Promise<Constituency[]> {
  const response = await api.get('/constituencies', {
    params: { limit: LIMIT } satisfies ApiQuery<'listConstituencies'>,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export const constituenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['constituencies', 'list', { limit: LIMIT }] as const,
    queryFn: ({ signal }) => getConstituencies(signal),
  });

export const useConstituencies = () => useQuery(constituenciesQueryOptions());
