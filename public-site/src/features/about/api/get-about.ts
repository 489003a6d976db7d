import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /about's answer: the sections by name, each with the data of its kind (spec 02 §3). */
export type AboutSections = ApiData<'getAboutSections'>;

/** One section as the API sends it. */
export type AboutSection = NonNullable<AboutSections[keyof AboutSections]>;

/** A core value or an activity area as the API sends it. */
export type AboutCardWire = NonNullable<AboutSections['values']>['data']['values'][number];

/** GET /about: the published sections; a section the public may not see is simply absent. */
export async function getAboutSections(signal?: AbortSignal): Promise<AboutSections> {
  const response = await api.get('/about', signal ? { signal } : {});
  return response.data;
}

export const aboutSectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['about', 'sections'] as const,
    queryFn: ({ signal }) => getAboutSections(signal),
  });

export const useAboutSections = () => useQuery(aboutSectionsQueryOptions());
