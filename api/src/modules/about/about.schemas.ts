import { Type, type Static, type TSchema } from 'typebox';
import {
  OptionalTextField,
  TextField,
  withMessages,
  X_MESSAGES,
  X_NORMALISE,
} from '../../shared/form-schemas.js';
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

/** The label of a section in messages and names: "Mission". */
export const sectionLabel = (section: AboutSectionKey) => `${section[0]!.toUpperCase()}${section.slice(1)}`;

const DATA_TYPE = { type: 'Data must be an object' };

/*
 * The data of each section as a form sends it (spec 02 §3): the rules and messages of every field, checked by
 * the schema, each problem keyed by its path (`data.values[2].title`). What JSON Schema cannot say is the
 * service's (about.validation.ts): icons counted in visible characters, a blank icon taking its default, new
 * items numbered, ids unique, keys a section does not hold refused rather than dropped.
 */

const ID_PROBLEM = 'Id must be a positive whole number';

/** An item's id; a new item is sent without one (or with null) and numbered after the largest id. */
const ItemIdInput = Type.Optional(
  withMessages(
    Type.Integer({
      minimum: 1,
      description: 'Unique in its list; leave out (or null) for a new item, numbered after the largest id.',
    }),
    { type: ID_PROBLEM, minimum: ID_PROBLEM },
    ['blank-absent'],
  ),
);

/** An icon; blank or null takes the section's default, and it is counted in visible characters. */
const IconInput = (defaultIcon: string) =>
  Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description:
        `An emoji, at most ${ICON_MAX_LENGTH} visible characters (one per emoji); blank or null is ` +
        `saved as ${defaultIcon}.`,
      [X_NORMALISE]: ['trim', 'blank-null'],
      [X_MESSAGES]: { type: 'Icon must be text' },
    }),
  );

/** A list of items: sent whole, replacing the stored one. */
const ItemListInput = <T extends TSchema>(label: string, item: T) =>
  withMessages(
    Type.Array(item, {
      maxItems: LIST_MAX_ITEMS,
      description: `The whole list, replacing the stored one; an empty list clears it.`,
    }),
    {
      required: `${label} is required (an empty list clears it)`,
      type: `${label} must be a list`,
      maxItems: `${label} can have at most ${LIST_MAX_ITEMS} items`,
    },
    ['empty-absent'],
  );

/** One item of a list; fields it does not hold are dropped. */
const ItemInput = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, {
    additionalProperties: false,
    [X_MESSAGES]: { type: 'Each item must be an object' },
  });

const CardInput = (defaultIcon: string) =>
  ItemInput({
    id: ItemIdInput,
    icon: IconInput(defaultIcon),
    title: TextField('Title', TITLE_MAX_LENGTH),
    description: OptionalTextField('Description', ITEM_TEXT_MAX_LENGTH),
  });

/** A hero text the page uses: kept as sent (not trimmed); null is the same as left out. */
const HeroTextInput = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: HERO_TEXT_MAX_LENGTH,
    [X_MESSAGES]: { type: 'Must be text', maxLength: `Must be at most ${HERO_TEXT_MAX_LENGTH} characters` },
  }),
);

/** A section's data: the keys it holds (others are refused by the service). */
const DataInput = <T extends Record<string, TSchema>>(properties: T, description: string) =>
  Type.Object(properties, { description, [X_MESSAGES]: DATA_TYPE });

/** The data of each section as a form sends it. */
export const SECTION_DATA_INPUT = {
  hero: Type.Object(
    { subtitle: HeroTextInput, ctaText: HeroTextInput, ctaLink: HeroTextInput },
    {
      additionalProperties: true,
      description: 'Free-form: the texts the page uses, and any other key kept as it is sent.',
      [X_MESSAGES]: DATA_TYPE,
    },
  ),
  mission: DataInput({ icon: IconInput(DEFAULT_ICONS.mission) }, 'The mission icon.'),
  vision: DataInput({ icon: IconInput(DEFAULT_ICONS.vision) }, 'The vision icon.'),
  values: DataInput({ values: ItemListInput('Values', CardInput(DEFAULT_ICONS.values)) }, 'The core values.'),
  history: DataInput(
    {
      timeline: ItemListInput(
        'Timeline',
        ItemInput({
          id: ItemIdInput,
          year: TextField('Year', 20, { description: 'A number is taken as its text.' }),
          title: TextField('Title', TITLE_MAX_LENGTH),
          description: OptionalTextField('Description', ITEM_TEXT_MAX_LENGTH),
        }),
      ),
    },
    'The milestones of the branch, in order.',
  ),
  activities: DataInput(
    { activities: ItemListInput('Activities', CardInput(DEFAULT_ICONS.activities)) },
    'The activity areas.',
  ),
  achievements: DataInput(
    {
      achievements: ItemListInput(
        'Achievements',
        ItemInput({
          id: ItemIdInput,
          number: TextField('Number', 30, { description: 'A number is taken as its text.' }),
          description: TextField('Description', ITEM_TEXT_MAX_LENGTH),
        }),
      ),
    },
    'The figures the branch is proud of.',
  ),
} as const;

const KEPT = 'Kept as it is when absent.';

/** The fields every section's form has. */
const sectionFields = {
  title: KeptText('Title', TITLE_MAX_LENGTH),
  content: KeptText('Content', CONTENT_MAX_LENGTH),
  isPublished: Type.Optional(
    withMessages(Type.Boolean({ description: KEPT }), { type: 'Must be true or false' }),
  ),
};

/** One section's changes (spec 02 §3): fields left out keep their value; `data`, when sent, replaces it. */
const sectionBody = <K extends AboutSectionKey>(section: K) =>
  Type.Object({
    title: sectionFields.title,
    content: sectionFields.content,
    data: Type.Optional(SECTION_DATA_INPUT[section]),
    isPublished: sectionFields.isPublished,
  });

/** The body of PUT /about/{section} for each section, its data typed by its kind. */
export const SECTION_BODIES = {
  hero: sectionBody('hero'),
  mission: sectionBody('mission'),
  vision: sectionBody('vision'),
  values: sectionBody('values'),
  history: sectionBody('history'),
  activities: sectionBody('activities'),
  achievements: sectionBody('achievements'),
} as const;
export type SectionBodies = typeof SECTION_BODIES;
export type SectionBodyInput<K extends AboutSectionKey = AboutSectionKey> = Static<SectionBodies[K]>;

const SECTION_DATA_BODY = {
  type: 'object',
  additionalProperties: true,
  description:
    'The whole data of the section, replacing the stored one; kept when absent. Its shape is the one the ' +
    "section's own path declares (PUT /api/about/mission, …), checked against it, each problem keyed by its " +
    'path, e.g. `data.values[2].title`.',
  [X_MESSAGES]: DATA_TYPE,
};

/**
 * One section's changes when the section is named in another spelling (`/api/about/Mission`): the same
 * rules as its own path's body, checked by the service once the section is known.
 */
export const SectionBody = Type.Object({
  title: sectionFields.title,
  content: sectionFields.content,
  data: Type.Optional(Type.Unsafe<Record<string, unknown>>(SECTION_DATA_BODY)),
  isPublished: sectionFields.isPublished,
});
export type SectionInput = Static<typeof SectionBody>;

const SECTIONS_SHAPE = 'Sections must be an object keyed by section, or a list';

/** A section of a bulk save given in a list: its body, naming its section. */
const sectionEntry = <K extends AboutSectionKey>(section: K) =>
  Type.Object({
    section: Type.Literal(section, { description: 'Compared case-insensitively.' }),
    ...SECTION_BODIES[section].properties,
  });

/**
 * Several sections saved together: keyed by section, or a list of sections naming themselves. Each section is
 * checked by the rules of its own PUT body, its problems keyed by its place in the request, e.g.
 * `sections.mission.title` or `sections[1].data.icon`. The service checks them (a section's rules are known
 * only once its name is): a name that is no section, or a section given twice, is refused there too.
 */
export const BulkBody = Type.Object({
  sections: Type.Unsafe<
    | { [K in AboutSectionKey]?: SectionBodyInput<K> }
    | { [K in AboutSectionKey]: Static<ReturnType<typeof sectionEntry<K>>> }[AboutSectionKey][]
  >({
    description: 'Saved together or not at all.',
    anyOf: [
      {
        type: 'object',
        properties: Object.fromEntries(ABOUT_SECTIONS.map((section) => [section, SECTION_BODIES[section]])),
        additionalProperties: true,
        description: '{<section>: {title?, content?, data?, isPublished?}}',
        [X_MESSAGES]: { type: SECTIONS_SHAPE },
      },
      {
        type: 'array',
        items: { anyOf: ABOUT_SECTIONS.map(sectionEntry) },
        description: '[{section, title?, content?, data?, isPublished?}]',
        [X_MESSAGES]: { type: SECTIONS_SHAPE },
      },
    ],
    [X_MESSAGES]: { required: 'Give at least one section to save', anyOf: SECTIONS_SHAPE },
  }),
});
