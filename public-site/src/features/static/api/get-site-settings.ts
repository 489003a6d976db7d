import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /site-settings: the office's contact details, opening hours and social links. */
export type SiteSettings = ApiData<'getSiteSettings'>;

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const response = await api.get('/site-settings', { auth: false, ...(signal ? { signal } : {}) });
  return response.data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'settings'] as const,
    queryFn: ({ signal }) => getSiteSettings(signal),
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
