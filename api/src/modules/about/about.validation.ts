import { textOf, type FieldErrorList } from '../../shared/fields.js';
import { TITLE_MAX_LENGTH, type AboutSectionKey } from './about.schemas.js';

/**
 * The shape of each About section's `data` (spec 02 §3), checked and normalised before it is stored. Errors
 * are keyed by their path in the request, e.g. `data.values[2].title` (or `sections.values.data.values[2].title`
 * in a bulk save), so the console can show each message beside its field.
 */

export const ICON_MAX_LENGTH = 10;
export const ITEM_TEXT_MAX_LENGTH = 2_000;
export const LIST_MAX_ITEMS = 50;

/** The default icons of spec 02 §3: mission target, vision telescope, value sparkle, activity star. */
export const DEFAULT_ICONS = { mission: '🎯', vision: '🔭', values: '✨', activities: '⭐' } as const;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader counts them: one per emoji, flags and family emoji included. */
export const visibleLength = (text: string) => [...graphemes.segment(text)].length;

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface TextRule {
  key: string;
  label: string;
  required?: boolean;
  max: number;
  /** Icons: counted in visible characters; a blank one takes this default. */
  icon?: string;
}

interface ListRule {
  /** The key of the list inside `data`. */
  key: string;
  label: string;
  fields: TextRule[];
}

const LISTS: Partial<Record<AboutSectionKey, ListRule>> = {
  values: {
    key: 'values',
    label: 'Values',
    fields: [
      { key: 'icon', label: 'Icon', max: ICON_MAX_LENGTH, icon: DEFAULT_ICONS.values },
      { key: 'title', label: 'Title', required: true, max: TITLE_MAX_LENGTH },
      { key: 'description', label: 'Description', max: ITEM_TEXT_MAX_LENGTH },
    ],
  },
  history: {
    key: 'timeline',
    label: 'Timeline',
    fields: [
      { key: 'year', label: 'Year', required: true, max: 20 },
      { key: 'title', label: 'Title', required: true, max: TITLE_MAX_LENGTH },
      { key: 'description', label: 'Description', max: ITEM_TEXT_MAX_LENGTH },
    ],
  },
  activities: {
    key: 'activities',
    label: 'Activities',
    fields: [
      { key: 'icon', label: 'Icon', max: ICON_MAX_LENGTH, icon: DEFAULT_ICONS.activities },
      { key: 'title', label: 'Title', required: true, max: TITLE_MAX_LENGTH },
      { key: 'description', label: 'Description', max: ITEM_TEXT_MAX_LENGTH },
    ],
  },
  achievements: {
    key: 'achievements',
    label: 'Achievements',
    fields: [
      { key: 'number', label: 'Number', required: true, max: 30 },
      { key: 'description', label: 'Description', required: true, max: ITEM_TEXT_MAX_LENGTH },
    ],
  },
};

function textField(value: unknown, rule: TextRule, path: string, errors: FieldErrorList): string {
  if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') {
    errors.add(path, `${rule.label} must be text`);
    return '';
  }
  const text = textOf(value);
  if (!text) {
    if (rule.icon) return rule.icon;
    if (rule.required) errors.add(path, `${rule.label} is required`);
    return '';
  }
  const length = rule.icon ? visibleLength(text) : text.length;
  if (length > rule.max) errors.add(path, `${rule.label} must be at most ${rule.max} characters`);
  return text;
}

/**
 * A key this section does not hold is refused rather than dropped: `data` replaces the stored data, so a
 * misspelt list key would otherwise empty the list without a word.
 */
function refuseUnknownKeys(data: Data, known: readonly string[], path: string, errors: FieldErrorList) {
  for (const key of Object.keys(data)) {
    if (!known.includes(key)) {
      errors.add(
        `${path}.${key}`,
        `Unknown field: this section holds ${known.map((k) => `"${k}"`).join(', ')}`,
      );
    }
  }
}

function checkList(data: Data, rule: ListRule, path: string, errors: FieldErrorList): Data {
  const listPath = `${path}.${rule.key}`;
  refuseUnknownKeys(data, [rule.key], path, errors);
  const raw = data[rule.key];
  if (raw === undefined || raw === null) {
    errors.add(listPath, `${rule.label} is required (an empty list clears it)`);
    return { [rule.key]: [] };
  }
  if (!Array.isArray(raw)) {
    errors.add(listPath, `${rule.label} must be a list`);
    return { [rule.key]: [] };
  }
  if (raw.length > LIST_MAX_ITEMS) {
    errors.add(listPath, `${rule.label} can have at most ${LIST_MAX_ITEMS} items`);
    return { [rule.key]: [] };
  }

  const items: Data[] = [];
  const seen = new Map<number, number>();
  raw.forEach((entry: unknown, index) => {
    const itemPath = `${listPath}[${index}]`;
    if (!isObject(entry)) {
      errors.add(itemPath, 'Each item must be an object');
      return;
    }
    const item: Data = {};
    const id = entry.id;
    if (id === undefined || id === null || id === '') {
      item.id = null; // numbered below
    } else if (typeof id === 'number' && Number.isInteger(id) && id > 0) {
      if (seen.has(id)) errors.add(`${itemPath}.id`, `Id ${id} is already used by item ${seen.get(id)! + 1}`);
      else seen.set(id, index);
      item.id = id;
    } else {
      errors.add(`${itemPath}.id`, 'Id must be a positive whole number');
    }
    for (const field of rule.fields) {
      item[field.key] = textField(entry[field.key], field, `${itemPath}.${field.key}`, errors);
    }
    items.push(item);
  });

  // spec 02 §3: a new item's id is the largest existing id plus 1, starting at 1.
  let next = Math.max(0, ...seen.keys()) + 1;
  for (const item of items) if (item.id === null) item.id = next++;
  return { [rule.key]: items };
}

/** Checks and normalises `data` for one section; `path` is where `data` sits in the request. */
export function checkSectionData(
  section: AboutSectionKey,
  data: unknown,
  path: string,
  errors: FieldErrorList,
): Data {
  if (!isObject(data)) {
    errors.add(path, 'Data must be an object');
    return {};
  }
  switch (section) {
    case 'hero': {
      // Free-form; the keys the page uses must be text when present.
      for (const key of ['subtitle', 'ctaText', 'ctaLink']) {
        const value = data[key];
        if (value !== undefined && value !== null && typeof value !== 'string') {
          errors.add(`${path}.${key}`, 'Must be text');
        } else if (typeof value === 'string' && value.length > 500) {
          errors.add(`${path}.${key}`, 'Must be at most 500 characters');
        }
      }
      return data;
    }
    case 'mission':
    case 'vision':
      refuseUnknownKeys(data, ['icon'], path, errors);
      return {
        icon: textField(
          data.icon,
          { key: 'icon', label: 'Icon', max: ICON_MAX_LENGTH, icon: DEFAULT_ICONS[section] },
          `${path}.icon`,
          errors,
        ),
      };
    default:
      return checkList(data, LISTS[section]!, path, errors);
  }
}
