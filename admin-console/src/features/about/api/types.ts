import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';

/** Every About section as GET /api/about sends it, keyed by name (spec 02 §3, §7); missing ones absent. */
export type AboutSections = ApiData<'getAboutSections'>;
export type AboutSectionKey = keyof AboutSections;

/** One section as the API sends it (PUT /api/about/{section} answers the saved one). */
export type AboutSection = ApiData<'saveAboutSection'>;

/** The sections in the order of the console's tabs: each section the API knows. */
export const ABOUT_SECTIONS = [
  'hero',
  'mission',
  'vision',
  'values',
  'history',
  'activities',
  'achievements',
] as const satisfies readonly AboutSection['section'][];

/** What PUT /api/about/{section} sends. */
export type AboutSectionPayload = ApiBody<'saveAboutSection'>;
