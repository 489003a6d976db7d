import { Type, type Static, type TSchema } from 'typebox';
import { withMessages, X_MESSAGES } from '../../shared/form-schemas.js';
import { RecordSchema } from '../../shared/schemas.js';

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

export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 20_000;
/** Icons are counted in visible characters (one per emoji), which JSON Schema cannot count: the service does. */
export const ICON_MAX_LENGTH = 10;
export const ITEM_TEXT_MAX_LENGTH = 2_000;
export const HERO_TEXT_MAX_LENGTH = 500;
export const LIST_MAX_ITEMS = 50;

/** The default icons of spec 02 §3: mission target, vision telescope, value sparkle, activity star. */
export const DEFAULT_ICONS = { mission: '🎯', vision: '🔭', values: '✨', activities: '⭐' } as const;

const Icon = (defaultIcon: string) =>
  Type.String({
    description: `An emoji, at most ${ICON_MAX_LENGTH} visible characters; a blank one is saved as ${defaultIcon}.`,
  });

const ItemId = Type.Integer({
  minimum: 1,
  description: 'Unique in its list; a new item sent without one is numbered after the largest id.',
});
const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) => Type.String({ maxLength, description: 'May be empty.' });
const ItemList = <T extends TSchema>(item: T) => Type.Array(item, { maxItems: LIST_MAX_ITEMS });

/** A core value or an activity area: an icon card. */
const Card = (defaultIcon: string) =>
  Type.Object({
    id: ItemId,
    icon: Icon(defaultIcon),
    title: RequiredText(TITLE_MAX_LENGTH),
    description: OptionalText(ITEM_TEXT_MAX_LENGTH),
  });

export const TimelineEntrySchema = Type.Object({
  id: ItemId,
  year: RequiredText(20),
  title: RequiredText(TITLE_MAX_LENGTH),
  description: OptionalText(ITEM_TEXT_MAX_LENGTH),
});

export const AchievementSchema = Type.Object({
  id: ItemId,
  number: RequiredText(30),
  description: RequiredText(ITEM_TEXT_MAX_LENGTH),
});

const HeroText = Type.Optional(Type.String({ maxLength: HERO_TEXT_MAX_LENGTH }));

/**
 * The data of each section as stored and sent (spec 02 §3). The hero is free-form: its keys the page uses
 * are text, and any other key is kept as it was sent.
 */
export const SECTION_DATA = {
  hero: Type.Object(
    { subtitle: HeroText, ctaText: HeroText, ctaLink: HeroText },
    { additionalProperties: true },
  ),
  mission: Type.Object({ icon: Icon(DEFAULT_ICONS.mission) }),
  vision: Type.Object({ icon: Icon(DEFAULT_ICONS.vision) }),
  values: Type.Object({ values: ItemList(Card(DEFAULT_ICONS.values)) }),
  history: Type.Object({ timeline: ItemList(TimelineEntrySchema) }),
  activities: Type.Object({ activities: ItemList(Card(DEFAULT_ICONS.activities)) }),
  achievements: Type.Object({ achievements: ItemList(AchievementSchema) }),
} as const;

export type SectionDataSchemas = typeof SECTION_DATA;
export type SectionData<K extends AboutSectionKey = AboutSectionKey> = Static<SectionDataSchemas[K]>;

/** A section with the data of its kind, named in the document: AboutHeroSection, AboutMissionSection, … */
const sectionSchema = <K extends AboutSectionKey>(section: K) =>
  RecordSchema(`About${section[0]!.toUpperCase()}${section.slice(1)}Section`, {
    section: Type.Literal(section),
    title: Type.String(),
    content: Type.String(),
    data: SECTION_DATA[section],
    isPublished: Type.Boolean(),
    updatedAt: Type.String({ format: 'date-time' }),
  });

/** Each section with the data of its kind. */
export const SECTION_SCHEMAS = {
  hero: sectionSchema('hero'),
  mission: sectionSchema('mission'),
  vision: sectionSchema('vision'),
  values: sectionSchema('values'),
  history: sectionSchema('history'),
  activities: sectionSchema('activities'),
  achievements: sectionSchema('achievements'),
} as const;

/** One section, told apart by its `section`. */
export const AboutSectionSchema = Type.Union([
  SECTION_SCHEMAS.hero,
  SECTION_SCHEMAS.mission,
  SECTION_SCHEMAS.vision,
  SECTION_SCHEMAS.values,
  SECTION_SCHEMAS.history,
  SECTION_SCHEMAS.activities,
  SECTION_SCHEMAS.achievements,
]);
export type AboutSectionDto = Static<typeof AboutSectionSchema>;

/** Sections keyed by name; the public sees the published ones only. */
export const AboutSectionsSchema = Type.Object({
  hero: Type.Optional(SECTION_SCHEMAS.hero),
  mission: Type.Optional(SECTION_SCHEMAS.mission),
  vision: Type.Optional(SECTION_SCHEMAS.vision),
  values: Type.Optional(SECTION_SCHEMAS.values),
  history: Type.Optional(SECTION_SCHEMAS.history),
  activities: Type.Optional(SECTION_SCHEMAS.activities),
  achievements: Type.Optional(SECTION_SCHEMAS.achievements),
});
export type AboutSectionsDto = Static<typeof AboutSectionsSchema>;

export const SectionParams = Type.Object({
  section: Type.String({ description: ABOUT_SECTIONS.join(', ') }),
});

/** Text kept as it is when left out; trimmed; may be blank. */
const KeptText = (label: string, maxLength: number) =>
  Type.Optional(
    withMessages(
      Type.String({ maxLength, description: 'Kept as it is when absent.' }),
      { maxLength: `${label} must be at most ${maxLength} characters`, type: `${label} must be text` },
      ['trim'],
    ),
  );

const SECTION_DATA_BODY = {
  type: 'object',
  additionalProperties: true,
  description:
    'The whole data of the section, replacing the stored one; kept when absent. Its shape depends on the ' +
    'section (the `data` of that section in the answer; item ids and blank icons may be left out) and is ' +
    'checked against it, each problem keyed by its path, e.g. `data.values[2].title`.',
  [X_MESSAGES]: { type: 'Data must be an object' },
};

/** One section's changes (spec 02 §3): fields left out keep their value. */
export const SectionBody = Type.Object({
  title: KeptText('Title', TITLE_MAX_LENGTH),
  content: KeptText('Content', CONTENT_MAX_LENGTH),
  data: Type.Optional(Type.Unsafe<Record<string, unknown>>(SECTION_DATA_BODY)),
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
