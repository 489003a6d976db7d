import { Type, type Static } from 'typebox';

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

// Deliberately permissive: the service checks each section's data and reports every problem at once.
export const SectionBody = Type.Object({
  title: Type.Optional(Type.String({ description: 'Kept as it is when absent.' })),
  content: Type.Optional(Type.String({ description: 'Kept as it is when absent.' })),
  data: Type.Optional(Type.Unknown({ description: 'The whole data of the section; kept when absent.' })),
  isPublished: Type.Optional(Type.Boolean({ description: 'Kept as it is when absent.' })),
});
export type SectionInput = Static<typeof SectionBody>;

export const BulkBody = Type.Object({
  // No schema type: ['object', 'array'] would need Ajv's allowUnionTypes; the service checks the shape.
  sections: Type.Unsafe<unknown>({
    description:
      'Either {<section>: {title, content, data, isPublished}} or a list of {section, title, content, data, ' +
      'isPublished}. Saved together or not at all.',
  }),
});
