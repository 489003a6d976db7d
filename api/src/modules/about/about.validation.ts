import { Value } from 'typebox/value';
import { textOf, type FieldErrorList } from '../../shared/fields.js';
import type { SectionChanges } from './about.repository.js';
import { normaliseBody, X_MESSAGES } from '../../shared/form-schemas.js';
import {
  DEFAULT_ICONS,
  HERO_TEXT_MAX_LENGTH,
  ICON_MAX_LENGTH,
  LIST_MAX_ITEMS,
  SECTION_DATA,
  SectionBody,
  type AboutSectionKey,
  type SectionData,
  type SectionInput,
} from './about.schemas.js';

/**
 * The shape of each About section's `data` (spec 02 §3, declared in about.schemas.ts SECTION_DATA), checked
 * and normalised before it is stored. The route cannot check it, as the section is named by the path (or,
 * in a bulk save, inside the body): this does, with the limits the schemas declare and what they cannot say
 * (icons counted in visible characters, a blank icon taking its default, years and figures sent as numbers,
 * new items numbered, ids unique). Errors are keyed by their path in the request, e.g. `data.values[2].title`
 * (or `sections.values.data.values[2].title` in a bulk save), so the console can show each message beside
 * its field.
 */

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

interface StringRules {
  minLength?: number;
  maxLength?: number;
}

/** The limits a text field of an item schema declares: its length and whether it may be empty. */
function declared(item: { properties: Record<string, unknown> }, key: string, label: string): TextRule {
  const rules = item.properties[key] as StringRules;
  return { key, label, required: (rules.minLength ?? 0) > 0, max: rules.maxLength ?? Infinity };
}

type ListSectionKey = 'values' | 'history' | 'activities' | 'achievements';

const itemOf = (section: ListSectionKey) => {
  const list = SECTION_DATA[section].properties;
  return (Object.values(list)[0] as { items: { properties: Record<string, unknown> } }).items;
};

const iconRule = (defaultIcon: string): TextRule => ({
  key: 'icon',
  label: 'Icon',
  max: ICON_MAX_LENGTH,
  icon: defaultIcon,
});

const LISTS: Record<ListSectionKey, ListRule> = {
  values: {
    key: 'values',
    label: 'Values',
    fields: [
      iconRule(DEFAULT_ICONS.values),
      declared(itemOf('values'), 'title', 'Title'),
      declared(itemOf('values'), 'description', 'Description'),
    ],
  },
  history: {
    key: 'timeline',
    label: 'Timeline',
    fields: [
      declared(itemOf('history'), 'year', 'Year'),
      declared(itemOf('history'), 'title', 'Title'),
      declared(itemOf('history'), 'description', 'Description'),
    ],
  },
  activities: {
    key: 'activities',
    label: 'Activities',
    fields: [
      iconRule(DEFAULT_ICONS.activities),
      declared(itemOf('activities'), 'title', 'Title'),
      declared(itemOf('activities'), 'description', 'Description'),
    ],
  },
  achievements: {
    key: 'achievements',
    label: 'Achievements',
    fields: [
      declared(itemOf('achievements'), 'number', 'Number'),
      declared(itemOf('achievements'), 'description', 'Description'),
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
export function checkSectionData<K extends AboutSectionKey>(
  section: K,
  data: unknown,
  path: string,
  errors: FieldErrorList,
): SectionData<K> {
  return checkData(section, data, path, errors) as SectionData<K>;
}

function checkData(section: AboutSectionKey, data: unknown, path: string, errors: FieldErrorList): Data {
  if (!isObject(data)) {
    errors.add(path, 'Data must be an object');
    return {};
  }
  switch (section) {
    case 'hero': {
      // Free-form; the keys the page uses must be text when present (null is the same as absent).
      const hero: Data = {};
      for (const [key, value] of Object.entries(data)) {
        if (!Object.hasOwn(SECTION_DATA.hero.properties, key)) hero[key] = value;
        else if (value === undefined || value === null) continue;
        else if (typeof value !== 'string') errors.add(`${path}.${key}`, 'Must be text');
        else if (value.length > HERO_TEXT_MAX_LENGTH) {
          errors.add(`${path}.${key}`, `Must be at most ${HERO_TEXT_MAX_LENGTH} characters`);
        } else hero[key] = value;
      }
      return hero;
    }
    case 'mission':
    case 'vision':
      refuseUnknownKeys(data, ['icon'], path, errors);
      return { icon: textField(data.icon, iconRule(DEFAULT_ICONS[section]), `${path}.icon`, errors) };
    default:
      return checkList(data, LISTS[section], path, errors);
  }
}

/**
 * The fields of one section in a bulk save, checked by the rules PUT /about/{section} declares for its body
 * (about.schemas.ts SectionBody: tidied as declared, then each broken rule reported with its field's
 * message), its data by checkSectionData. Problems are added under `prefix` (`sections.mission.` or
 * `sections[1].`).
 */
export function checkSectionBody(
  section: AboutSectionKey,
  body: Record<string, unknown>,
  prefix: string,
  errors: FieldErrorList,
): SectionChanges {
  normaliseBody(SectionBody, body);
  const { data, ...fields } = body;
  let valid = true;
  for (const issue of Value.Errors(SectionBody, fields)) {
    valid = false;
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    const schema: unknown = SectionBody.properties[field as keyof typeof SectionBody.properties];
    const messages = isObject(schema)
      ? (schema[X_MESSAGES] as Record<string, string> | undefined)
      : undefined;
    errors.add(`${prefix}${field}`, messages?.[issue.keyword] ?? 'Invalid value');
  }
  const { title, content, isPublished }: SectionInput = valid ? fields : {};
  const changes: SectionChanges = { title, content, isPublished };
  if (data !== undefined) changes.data = checkSectionData(section, data, `${prefix}data`, errors);
  return changes;
}
