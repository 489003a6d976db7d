import { checkFormItems, checkFormText, FORM_RULES, type FormItemField } from '@party/shared-ui/api-contract';
import {
  SAVE_SECTION,
  type AboutSection,
  type AboutSectionKey,
  type AboutSectionPayload,
  type AboutSectionSave,
} from './api/types';

/**
 * The About console's editing model (spec 02 §3): each section's title, content, publish flag and data,
 * with the list sections' items, default icons, new ids and the client-side checks. Each section's body is
 * the contract's (PUT /api/about/<section>); the title and content are checked by the rules the API
 * declares for it.
 */

/** Icons are counted in visible characters (one per emoji), which the API's schema cannot say: it says so. */
export const ICON_MAX_LENGTH = 10;
export const ICON_TOO_LONG = `Icon must be at most ${ICON_MAX_LENGTH} characters`;

/** Default icons: mission target, vision telescope, value sparkle, activity star. */
export const DEFAULT_ICONS = { mission: '🎯', vision: '🔭', values: '✨', activities: '⭐' } as const;

/** Recommended item counts (spec 02 §9). */
export const RECOMMENDED_COUNTS: Partial<Record<AboutSectionKey, number>> = {
  values: 6,
  activities: 6,
  achievements: 4,
};

export type ListSectionKey = 'values' | 'history' | 'activities' | 'achievements';
export type IconSectionKey = 'mission' | 'vision';

export interface ItemField {
  readonly key: string;
  /** The API's own wording (spec 02 §3). */
  readonly label: string;
  readonly multiline?: boolean;
  readonly icon?: boolean;
}

export interface ListConfig {
  /** The key of the list inside `data`. */
  readonly dataKey: string;
  /** The list's path in the section's body, as its rules name it: `data.values`. */
  readonly list: string;
  /** One item's name, e.g. "value". */
  readonly itemName: string;
  readonly fields: readonly ItemField[];
  readonly defaultIcon?: string;
}

const LIST_CONFIGS = {
  values: {
    dataKey: 'values',
    list: 'data.values',
    itemName: 'value',
    defaultIcon: DEFAULT_ICONS.values,
    fields: [
      { key: 'icon', label: 'Icon', icon: true },
      { key: 'title', label: 'Title' },
      { key: 'description', label: 'Description', multiline: true },
    ],
  },
  history: {
    dataKey: 'timeline',
    list: 'data.timeline',
    itemName: 'milestone',
    fields: [
      { key: 'year', label: 'Year' },
      { key: 'title', label: 'Title' },
      { key: 'description', label: 'Description', multiline: true },
    ],
  },
  activities: {
    dataKey: 'activities',
    list: 'data.activities',
    itemName: 'activity',
    defaultIcon: DEFAULT_ICONS.activities,
    fields: [
      { key: 'icon', label: 'Icon', icon: true },
      { key: 'title', label: 'Title' },
      { key: 'description', label: 'Description', multiline: true },
    ],
  },
  achievements: {
    dataKey: 'achievements',
    list: 'data.achievements',
    itemName: 'achievement',
    fields: [
      { key: 'number', label: 'Number' },
      { key: 'description', label: 'Description', multiline: true },
    ],
  },
} as const satisfies Record<ListSectionKey, ListConfig>;

export const LISTS: Record<ListSectionKey, ListConfig> = LIST_CONFIGS;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The rules the API declares for the items of a list section's list. */
type DeclaredItemField<K extends ListSectionKey> = FormItemField<
  (typeof SAVE_SECTION)[K],
  (typeof LIST_CONFIGS)[K]['list']
>;
/** Fails to compile when a list edits other fields than the API declares for its items (ids aside). */
export const FIELDS_AS_DECLARED: {
  [K in ListSectionKey]: Same<(typeof LIST_CONFIGS)[K]['fields'][number]['key'] | 'id', DeclaredItemField<K>>;
} = {
  values: true,
  history: true,
  activities: true,
  achievements: true,
};

/** Whether the API requires an item field of a list section (its declared rule). */
export function isRequiredItemField(section: ListSectionKey, field: string): boolean {
  const rules: Readonly<Record<string, { readonly required: boolean }>> = FORM_RULES[SAVE_SECTION[section]];
  return rules[`${LISTS[section].list}[].${field}`]?.required ?? false;
}

export const SECTION_LABELS: Record<AboutSectionKey, string> = {
  hero: 'Hero',
  mission: 'Mission',
  vision: 'Vision',
  values: 'Values',
  history: 'History',
  activities: 'Activities',
  achievements: 'Achievements',
};

export const isListSection = (section: AboutSectionKey): section is ListSectionKey => section in LISTS;
export const isIconSection = (section: AboutSectionKey): section is IconSectionKey =>
  section === 'mission' || section === 'vision';

export interface ListItem {
  readonly id: number;
  readonly [field: string]: string | number;
}

/** One section as the console edits it. `extra` keeps data keys the console does not edit. */
export interface SectionDraft {
  title: string;
  content: string;
  isPublished: boolean;
  /** Mission and vision. */
  icon: string;
  /** Hero: subtitle, ctaText, ctaLink. */
  hero: { subtitle: string; ctaText: string; ctaLink: string };
  /** The list sections. */
  items: ListItem[];
  extra: Record<string, unknown>;
}

/** A list item's field as the form shows it (ids and figures may be numbers). */
const text = (value: string | number | undefined): string => (value === undefined ? '' : String(value));

/** Characters as a reader counts them: one per emoji. */
export function visibleLength(value: string): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value)].length;
  }
  return [...value].length;
}

/** spec 02 §3: the largest existing id plus 1, starting at 1. */
export function nextItemId(items: readonly { id: number }[]): number {
  return Math.max(0, ...items.map((item) => item.id)) + 1;
}

export function newItem(section: ListSectionKey, items: readonly ListItem[]): ListItem {
  const config = LISTS[section];
  const item: Record<string, string | number> = { id: nextItemId(items) };
  for (const field of config.fields) item[field.key] = field.icon ? (config.defaultIcon ?? '') : '';
  return item as ListItem;
}

/** The editable draft of a section as loaded (missing sections start empty). */
export function toDraft(loaded: AboutSection | undefined | null): SectionDraft {
  const draft: SectionDraft = {
    title: loaded?.title ?? '',
    content: loaded?.content ?? '',
    isPublished: loaded?.isPublished ?? true,
    icon: '',
    hero: { subtitle: '', ctaText: '', ctaLink: '' },
    items: [],
    extra: {},
  };
  switch (loaded?.section) {
    case undefined:
      break;
    case 'hero': {
      const { subtitle = '', ctaText = '', ctaLink = '', ...rest } = loaded.data;
      draft.hero = { subtitle, ctaText, ctaLink };
      draft.extra = rest;
      break;
    }
    case 'mission':
    case 'vision':
      draft.icon = loaded.data.icon || DEFAULT_ICONS[loaded.section];
      break;
    case 'values':
      draft.items = loaded.data.values;
      break;
    case 'history':
      draft.items = loaded.data.timeline;
      break;
    case 'activities':
      draft.items = loaded.data.activities;
      break;
    case 'achievements':
      draft.items = loaded.data.achievements;
      break;
  }
  return draft;
}

/** A draft's item field as the API takes it: trimmed text. */
const itemText = (item: ListItem, key: string) => text(item[key]).trim();

/** What PUT /api/about/<section> sends for a draft: the body of the section's kind. */
export function toSave(section: AboutSectionKey, draft: SectionDraft): AboutSectionSave {
  const fields = { title: draft.title, content: draft.content, isPublished: draft.isPublished };
  const card = (item: ListItem, defaultIcon: string) => ({
    id: item.id,
    icon: itemText(item, 'icon') || defaultIcon,
    title: itemText(item, 'title'),
    description: itemText(item, 'description'),
  });
  switch (section) {
    case 'hero':
      return { section, payload: { ...fields, data: { ...draft.extra, ...draft.hero } } };
    case 'mission':
    case 'vision':
      return { section, payload: { ...fields, data: { icon: draft.icon.trim() || DEFAULT_ICONS[section] } } };
    case 'values':
      return {
        section,
        payload: { ...fields, data: { values: draft.items.map((item) => card(item, DEFAULT_ICONS.values)) } },
      };
    case 'activities':
      return {
        section,
        payload: {
          ...fields,
          data: { activities: draft.items.map((item) => card(item, DEFAULT_ICONS.activities)) },
        },
      };
    case 'history':
      return {
        section,
        payload: {
          ...fields,
          data: {
            timeline: draft.items.map((item) => ({
              id: item.id,
              year: itemText(item, 'year'),
              title: itemText(item, 'title'),
              description: itemText(item, 'description'),
            })),
          },
        },
      };
    case 'achievements':
      return {
        section,
        payload: {
          ...fields,
          data: {
            achievements: draft.items.map((item) => ({
              id: item.id,
              number: itemText(item, 'number'),
              description: itemText(item, 'description'),
            })),
          },
        },
      };
  }
}

/** The body of a draft (toSave's payload). */
export const toPayload = (section: AboutSectionKey, draft: SectionDraft): AboutSectionPayload =>
  toSave(section, draft).payload;

/** Field errors keyed as the server keys them (`data.icon`, `data.values[2].title`). */
export function validateDraft(section: AboutSectionKey, draft: SectionDraft): Record<string, string[]> {
  const errors = checkFormText(SAVE_SECTION[section], { title: draft.title, content: draft.content });
  if (isIconSection(section) && visibleLength(draft.icon.trim()) > ICON_MAX_LENGTH) {
    errors['data.icon'] = [ICON_TOO_LONG];
  }
  if (isListSection(section)) {
    const config = LISTS[section];
    const items = draft.items.map((item) =>
      Object.fromEntries(config.fields.map((field) => [field.key, text(item[field.key])])),
    );
    // The list and its fields are those the API declares for this section (FIELDS_AS_DECLARED).
    const checkItems = checkFormItems as (
      operation: (typeof SAVE_SECTION)[ListSectionKey],
      list: string,
      items: readonly Record<string, string>[],
    ) => Record<string, string[]>;
    Object.assign(errors, checkItems(SAVE_SECTION[section], config.list, items));
    draft.items.forEach((item, index) => {
      for (const field of config.fields) {
        if (field.icon && visibleLength(text(item[field.key]).trim()) > ICON_MAX_LENGTH) {
          errors[`${config.list}[${index}].${field.key}`] = [ICON_TOO_LONG];
        }
      }
    });
  }
  return errors;
}

/** "Values" for the success message, "values" for the failure one (spec 02 §8). */
export const successMessage = (section: AboutSectionKey) =>
  `${SECTION_LABELS[section]} section updated successfully!`;
export const failureMessage = (section: AboutSectionKey) => `Failed to update ${section} section`;
