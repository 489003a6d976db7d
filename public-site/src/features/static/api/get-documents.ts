import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A PDF of the Downloads page, as GET /documents sends it. */
export type SiteDocument = ApiData<'listDocuments'>[number];

/** GET /documents: every document, in the order the back office set. */
export async function getDocuments(signal?: AbortSignal): Promise<SiteDocument[]> {
  const response = await api.get('/documents', { auth: false, ...(signal ? { signal } : {}) });
  return response.data;
}

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'documents'] as const,
    queryFn: ({ signal }) => getDocuments(signal),
  });

export const useDocuments = () => useQuery(documentsQueryOptions());
