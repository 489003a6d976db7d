import { Type, type Static } from 'typebox';
import { withMessages, X_MESSAGES } from '../../shared/form-schemas.js';

/** Wire shapes of the About page's sections (camelCase, spec 02 §3 and §7). */

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

export const isAboutSection = (value: string): value is AboutSectionKey =>
  (ABOUT_SECTIONS as readonly string[]).includes(value);

export const AboutSectionSchema = Type.Object({
  section: Type.Enum([...ABOUT_SECTIONS]),
  title: Type.String(),
  content: Type.String(),
  data: Type.Unknown({
    description:
      'By section. hero: {subtitle?, ctaText?, ...}; mission and vision: {icon}; values: {values: [{id, icon, ' +
      'title, description}]}; history: {timeline: [{id, year, title, description}]}; activities: ' +
      '{activities: [{id, icon, title, description}]}; achievements: {achievements: [{id, number, description}]}.',
  }),
  isPublished: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AboutSectionDto = Static<typeof AboutSectionSchema>;

/** Sections keyed by name; the public sees the published ones only. */
export const AboutSectionsSchema = Type.Object(
  Object.fromEntries(ABOUT_SECTIONS.map((key) => [key, Type.Optional(AboutSectionSchema)])) as Record<
    AboutSectionKey,
    Type.TOptional<typeof AboutSectionSchema>
  >,
);

export const SectionParams = Type.Object({
  section: Type.String({ description: ABOUT_SECTIONS.join(', ') }),
});

export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 20_000;

/** Text kept as it is when left out; trimmed; may be blank. */
const KeptText = (label: string, maxLength: number) =>
  Type.Optional(
    withMessages(
      Type.String({ maxLength, description: 'Kept as it is when absent.' }),
      { maxLength: `${label} must be at most ${maxLength} characters`, type: `${label} must be text` },
      ['trim'],
    ),
  );

const SECTION_DATA = {
  type: 'object',
  additionalProperties: true,
  description:
    'The whole data of the section, replacing the stored one; kept when absent. Its shape depends on the ' +
    'section (see AboutSection.data) and is checked against it, each problem keyed by its path, e.g. ' +
    '`data.values[2].title`.',
  [X_MESSAGES]: { type: 'Data must be an object' },
};

/** One section's changes (spec 02 §3): fields left out keep their value. */
export const SectionBody = Type.Object({
  title: KeptText('Title', TITLE_MAX_LENGTH),
  content: KeptText('Content', CONTENT_MAX_LENGTH),
  data: Type.Optional(Type.Unsafe<Record<string, unknown>>(SECTION_DATA)),
  isPublished: Type.Optional(
    withMessages(Type.Boolean({ description: 'Kept as it is when absent.' }), {
      type: 'Must be true or false',
    }),
  ),
});
export type SectionInput = Static<typeof SectionBody>;

const SECTIONS_SHAPE = 'Sections must be an object keyed by section, or a list';

/**
 * Several sections saved together: keyed by section, or a list of sections naming themselves. Each section is
 * checked by the service (the rules of SectionBody, and the data of its section), keyed by its place in the
 * request, e.g. `sections.mission.title` or `sections[1].data.icon`.
 */
export const BulkBody = Type.Object({
  sections: Type.Unsafe<Record<string, unknown> | unknown[]>({
    description: 'Saved together or not at all.',
    anyOf: [
      {
        type: 'object',
        additionalProperties: true,
        description: '{<section>: {title?, content?, data?, isPublished?}}',
        [X_MESSAGES]: { type: SECTIONS_SHAPE },
      },
      {
        type: 'array',
        items: {},
        description: '[{section, title?, content?, data?, isPublished?}]',
        [X_MESSAGES]: { type: SECTIONS_SHAPE },
      },
    ],
    [X_MESSAGES]: { required: 'Give at least one section to save', anyOf: SECTIONS_SHAPE },
  }),
});
