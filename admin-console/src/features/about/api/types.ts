import type { ApiBody, ApiData, ApiRecord } from '@party/shared-ui/api-contract';

/** Every About section as GET /api/about sends it, keyed by name (spec 02 §3, §7); missing ones absent. */
export type AboutSections = ApiData<'getAboutSections'>;
export type AboutSectionKey = keyof AboutSections;

/** Each section's record as the contract names it: AboutHeroSection, AboutMissionSection, … */
export interface AboutSectionRecords {
  hero: ApiRecord<'AboutHeroSection'>;
  mission: ApiRecord<'AboutMissionSection'>;
  vision: ApiRecord<'AboutVisionSection'>;
  values: ApiRecord<'AboutValuesSection'>;
  history: ApiRecord<'AboutHistorySection'>;
  activities: ApiRecord<'AboutActivitiesSection'>;
  achievements: ApiRecord<'AboutAchievementsSection'>;
}

/** One section as the API sends it, its data of its kind (PUT /api/about/{section} answers the saved one). */
export type AboutSection<K extends AboutSectionKey = AboutSectionKey> = AboutSectionRecords[K];

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

/** Each section's save, on its own path (PUT /api/about/mission, …), with the body of its kind. */
export const SAVE_SECTION = {
  hero: 'saveAboutHeroSection',
  mission: 'saveAboutMissionSection',
  vision: 'saveAboutVisionSection',
  values: 'saveAboutValuesSection',
  history: 'saveAboutHistorySection',
  activities: 'saveAboutActivitiesSection',
  achievements: 'saveAboutAchievementsSection',
} as const satisfies Record<AboutSectionKey, string>;

/** What PUT /api/about/<section> sends for one section: its data typed by its kind. */
export type AboutSectionPayload<K extends AboutSectionKey = AboutSectionKey> = {
  [S in K]: ApiBody<(typeof SAVE_SECTION)[S]>;
}[K];

/** One section's save: the section, and the body of its kind. */
export type AboutSectionSave = {
  [K in AboutSectionKey]: { section: K; payload: AboutSectionPayload<K> };
}[AboutSectionKey];
