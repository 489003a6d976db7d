import { api } from '@party/shared-ui';
import { queryOptions } from '@tanstack/react-query';
import { constituencyPath, type Constituency } from './types';
import { organisationKeys } from './organisation-keys';

/** GET /api/constituencies/{id}: the details block, with the ward count. */
export async function getConstituency(id: string, signal?: AbortSignal): Promise<Constituency> {
  const { data } = await api.get<Constituency>(constituencyPath(id), { signal });
  return data;
}

export function constituencyQueryOptions(id: string) {
  return queryOptions({
    queryKey: organisationKeys.constituency(id),
    queryFn: ({ signal }) => getConstituency(id, signal),
    enabled: id !== '',
  });
}
