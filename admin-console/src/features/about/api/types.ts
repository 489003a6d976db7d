/** About sections as the API sends them (spec 02 §3; api/src/modules/about/about.schemas.ts). */

export const ABOUT_SECTIONS = [
  'hero',
  'mission',
  'vision',
  'values',
  'history',
  'activities',
  'achievements',
] as const;
export type AboutSectionKey = (typeof ABOUT_SECTIONS)[number];

export interface AboutSection {
  readonly section?: string;
  readonly title: string;
  readonly content: string;
  readonly data: unknown;
  readonly isPublished: boolean;
  readonly updatedAt?: string;
}

export type AboutSections = Partial<Record<AboutSectionKey, AboutSection>>;

/** What PUT /api/about/{section} sends. */
export interface AboutSectionPayload {
  title: string;
  content: string;
  data: Record<string, unknown>;
  isPublished: boolean;
}

export const aboutKeys = {
  all: ['admin', 'about'] as const,
  sections: () => [...aboutKeys.all, 'sections'] as const,
};
