import { api } from '@party/shared-ui';
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
] as const;
export type AboutSectionKey = (typeof ABOUT_SECTION_KEYS)[number];

/**
 * One section as the API sends it. `data` differs by section and was written by an administrator, so it
 * is read defensively (about-content.ts) rather than trusted.
 */
export interface AboutSectionWire {
  readonly section?: string;
  readonly title?: unknown;
  readonly content?: unknown;
  readonly data?: unknown;
  readonly isPublished?: unknown;
}

export type AboutSectionsWire = Partial<Record<AboutSectionKey, AboutSectionWire>>;

/** GET /about: the published sections; a section the public may not see is simply absent. */
export async function getAboutSections(signal?: AbortSignal): Promise<AboutSectionsWire> {
  const response = await api.get<AboutSectionsWire | null>('/about', signal ? { signal } : {});
  return response.data ?? {};
}

export const aboutSectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['about', 'sections'] as const,
    queryFn: ({ signal }) => getAboutSections(signal),
  });

export const useAboutSections = () => useQuery(aboutSectionsQueryOptions());
