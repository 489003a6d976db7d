import { api } from '@party/shared-ui';
import { queryOptions } from '@tanstack/react-query';
import { type AboutSections } from './types';
import { aboutKeys } from './about-keys';

/** GET /api/about: every section, keyed by name (spec 02 §7). */
export async function getAboutSections(signal?: AbortSignal): Promise<AboutSections> {
  const { data } = await api.get('/about', { signal });
  return data;
}

export function aboutSectionsQueryOptions() {
  return queryOptions({
    queryKey: aboutKeys.sections(),
    queryFn: ({ signal }) => getAboutSections(signal),
  });
}
