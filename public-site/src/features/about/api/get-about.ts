import { api } from '@party/shared-ui';
import type { ApiData, Unchecked } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The sections the admin About console edits (spec 02 §3), keyed by name. */
export const ABOUT_SECTION_KEYS = [
  'hero',
  'mission',
  'vision',
  'values',
  'history',
  'activities',
  'achievements',
] as const satisfies readonly (keyof ApiAboutSections)[];
export type AboutSectionKey = (typeof ABOUT_SECTION_KEYS)[number];

/**
 * One section as the API sends it. `data` differs by section and was written by an administrator, so it
 * is read defensively (about-content.ts) rather than trusted.
 */
export type AboutSectionWire = Unchecked<ApiAboutSection>;

/** GET /about's answer: the sections by name. */
type ApiAboutSections = ApiData<'getAboutSections'>;
type ApiAboutSection = NonNullable<ApiAboutSections[AboutSectionKey]>;

export type AboutSectionsWire = Partial<Record<AboutSectionKey, AboutSectionWire>>;

/** GET /about: the published sections; a section the public may not see is simply absent. */
export async function getAboutSections(signal?: AbortSignal): Promise<AboutSectionsWire> {
  const response = await api.get('/about', signal ? { signal } : {});
  // Read as possibly null: an answer without sections is an empty page, not an error.
  const sections: AboutSectionsWire | null = response.data;
  return sections ?? {};
}

export const aboutSectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['about', 'sections'] as const,
    queryFn: ({ signal }) => getAboutSections(signal),
  });

export const useAboutSections = () => useQuery(aboutSectionsQueryOptions());
