import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { FieldErrorList } from '../../shared/fields.js';
import { normaliseBody, X_MESSAGES } from '../../shared/form-schemas.js';
import type { ValidationIssue } from '../../shared/validation.js';
import type { SectionChanges } from './about.repository.js';
import {
  DEFAULT_ICONS,
  ICON_MAX_LENGTH,
  SECTION_BODIES,
  SECTION_DATA_INPUT,
  type AboutSectionKey,
} from './about.schemas.js';

/**
 * A section's body is checked by its schema (about.schemas.ts SECTION_BODIES: by Ajv on the section's own
 * path, here with the same schema where the section is named inside the body or in another spelling), then
 * by the rules a schema cannot say: icons counted in visible characters, a blank icon taking its default, new
 * items numbered, ids unique, keys a section does not hold refused. Every problem is keyed by its path in the
 * request, e.g. `data.values[2].title` (or `sections.values.data.values[2].title` in a bulk save), so that
 * the console shows each message beside its field, all at once and in the order of the form.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Characters as a reader counts them: one per emoji, flags and family emoji included. With `cap`, counting
 * stops past it: enough to say "too long" without walking a huge text through (some Node versions copy the
 * whole input at every step of a segmenter, which makes that walk quadratic).
 */
export function visibleLength(text: string, cap = Number.POSITIVE_INFINITY): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) {
    count += 1;
    if (count > cap) break;
  }
  return count;
}

type Data = Record<string, unknown>;
type Segment = string | number;

/** One problem: where it sits in the section's body, and its message. */
export interface Problem {
  path: Segment[];
  message: string;
}

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const propertiesOf = (schema: unknown): Data => {
  const properties = isObject(schema) ? schema.properties : undefined;
  return isObject(properties) ? properties : {};
};

const messagesOf = (schema: unknown): Data => {
  const messages = isObject(schema) ? schema[X_MESSAGES] : undefined;
  return isObject(messages) ? messages : {};
};

/** `/data/values/2/title` → ['data', 'values', 2, 'title']. */
const segmentsOf = (pointer: string): Segment[] =>
  pointer
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** A path as the request spells it: `data.values[2].title`, after `prefix` (`sections.mission.`). */
export const fieldName = (prefix: string, path: readonly Segment[]): string =>
  path.reduce<string>(
    (name, segment) =>
      typeof segment === 'number' ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    prefix.replace(/\.$/, ''),
  );

/** The field's own message for a broken rule (`x-messages`), the generic wording where it declares none. */
function problemOf(issue: Omit<ValidationIssue, 'message'>, missing?: string): Problem {
  const path = segmentsOf(issue.instancePath);
  if (issue.keyword === 'required' && missing !== undefined) {
    const message = messagesOf(propertiesOf(issue.parentSchema)[missing]).required;
    return {
      path: [...path, missing],
      message: typeof message === 'string' ? message : 'This field is required.',
    };
  }
  const message = messagesOf(issue.parentSchema)[issue.keyword];
  return { path, message: typeof message === 'string' ? message : 'Invalid value' };
}

/** The problems Ajv found in a section's body (its route takes `attachValidation`). */
export function issueProblems(issues: readonly ValidationIssue[]): Problem[] {
  return issues.map((issue) =>
    problemOf(
      issue,
      typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : undefined,
    ),
  );
}

/** The schema a JSON pointer into `schema` names (`#/properties/data/items`). */
function schemaAt(schema: unknown, pointer: string): unknown {
  let node = schema;
  for (const part of segmentsOf(pointer.replace(/^#/, '')))
    node = isObject(node) ? node[String(part)] : undefined;
  return node;
}

/** The problems `schema` finds in `value`, as Ajv would report them on the section's own path. */
function schemaProblems(schema: TSchema, value: unknown): Problem[] {
  return [...Value.Errors(schema, value)].flatMap((error) => {
    const issue = { ...error, parentSchema: schemaAt(schema, error.schemaPath) };
    const missing = (error.params as { requiredProperties?: unknown }).requiredProperties;
    return Array.isArray(missing)
      ? missing.map((name) => problemOf(issue, String(name)))
      : [problemOf(issue)];
  });
}

/**
 * Tidies a section's data as its schema says, below the body's own fields (which the form-normalise plugin
 * tidies): the section's keys, and each item of its list. A number sent for a text (a year, a figure) is
 * that number's text; an item's keys its schema does not hold are dropped.
 */
export function normaliseSectionData(section: AboutSectionKey, data: unknown): void {
  if (!isObject(data)) return;
  const schema = SECTION_DATA_INPUT[section];
  const tidy = (objectSchema: unknown, object: Data) => {
    for (const [key, property] of Object.entries(propertiesOf(objectSchema))) {
      const type = isObject(property) ? property.type : undefined;
      const takesText = type === 'string' || (Array.isArray(type) && type.includes('string'));
      if (takesText && typeof object[key] === 'number') object[key] = String(object[key]);
    }
    normaliseBody(objectSchema, object);
  };
  if (section !== 'hero') tidy(schema, data);
  for (const [key, property] of Object.entries(propertiesOf(schema))) {
    const items = isObject(property) ? property.items : undefined;
    const list = data[key];
    if (!isObject(items) || !Array.isArray(list)) continue;
    const known = Object.keys(propertiesOf(items));
    for (const item of list) {
      if (!isObject(item)) continue;
      for (const field of Object.keys(item)) if (!known.includes(field)) delete item[field];
      tidy(items, item);
    }
  }
}

/** A key the section does not hold is refused rather than dropped: `data` replaces the stored data. */
function unknownKeys(section: AboutSectionKey, data: Data): Problem[] {
  if (section === 'hero') return [];
  const known = Object.keys(propertiesOf(SECTION_DATA_INPUT[section]));
  return Object.keys(data)
    .filter((key) => !known.includes(key))
    .map((key) => ({
      path: ['data', key],
      message: `Unknown field: this section holds ${known.map((k) => `"${k}"`).join(', ')}`,
    }));
}

/** An icon by the rules a schema cannot say: blank takes the default, at most 10 visible characters. */
function icon(value: unknown, defaultIcon: string, path: Segment[], problems: Problem[]): unknown {
  if (value === undefined || value === null || value === '') return defaultIcon;
  if (typeof value === 'string' && visibleLength(value, ICON_MAX_LENGTH) > ICON_MAX_LENGTH) {
    problems.push({ path, message: `Icon must be at most ${ICON_MAX_LENGTH} characters` });
  }
  return value;
}

type ListSectionKey = Exclude<AboutSectionKey, 'hero' | 'mission' | 'vision'>;

/** The rules of a list a schema cannot say: ids unique, new items numbered, default icons, empty texts. */
function listRules(section: ListSectionKey, data: Data, problems: Problem[]): Data {
  const [key, listSchema] = Object.entries(propertiesOf(SECTION_DATA_INPUT[section]))[0]!;
  const fields = Object.keys(propertiesOf(isObject(listSchema) ? listSchema.items : undefined));
  const list = data[key];
  if (!Array.isArray(list)) return data;
  const seen = new Map<number, number>();
  const items = list.map((entry: unknown, index) => {
    if (!isObject(entry)) return entry;
    const item: Data = {};
    for (const field of fields) {
      const value = entry[field];
      const path = ['data', key, index, field];
      if (field === 'icon')
        item.icon = icon(value, DEFAULT_ICONS[section as keyof typeof DEFAULT_ICONS], path, problems);
      else if (field !== 'id') item[field] = value ?? '';
      else if (typeof value !== 'number')
        item.id = value ?? null; // numbered below
      else {
        const first = seen.get(value);
        if (first === undefined) seen.set(value, index);
        else problems.push({ path, message: `Id ${value} is already used by item ${first + 1}` });
        item.id = value;
      }
    }
    return item;
  });
  // spec 02 §3: a new item's id is the largest existing id plus 1, starting at 1.
  let next = Math.max(0, ...seen.keys()) + 1;
  for (const item of items) if (isObject(item) && item.id === null) item.id = next++;
  return { [key]: items };
}

/** The rules of a section's data a schema cannot say; returns the data as it is stored. */
function dataRules(section: AboutSectionKey, data: Data, problems: Problem[]): Data {
  problems.push(...unknownKeys(section, data));
  switch (section) {
    case 'hero':
      // Free-form; a text the page uses sent as null is the same as left out.
      return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
    case 'mission':
    case 'vision':
      return { icon: icon(data.icon, DEFAULT_ICONS[section], ['data', 'icon'], problems) };
    default:
      return listRules(section, data, problems);
  }
}

/** Compares two paths in the order of the form: by the schema's order of fields, items by position. */
function formOrder(schema: unknown, a: readonly Segment[], b: readonly Segment[]): number {
  let node = schema;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) {
      if (typeof x === 'number' && typeof y === 'number') return x - y;
      const order = Object.keys(propertiesOf(node));
      return order.indexOf(String(x)) - order.indexOf(String(y));
    }
    node = typeof x === 'number' ? (isObject(node) ? node.items : undefined) : propertiesOf(node)[x];
  }
  return a.length - b.length;
}

/**
 * Checks one section's body: `found` are the problems its schema found (Ajv's, on the section's own path),
 * or, when null, the body is tidied and checked here against the same schema. Adds every problem under
 * `prefix` (`sections.mission.`, `sections[1].`, or none) and returns the changes to store.
 */
export function checkSectionBody(
  section: AboutSectionKey,
  body: Data,
  prefix: string,
  errors: FieldErrorList,
  found: Problem[] | null = null,
): SectionChanges {
  const schema = SECTION_BODIES[section];
  let problems = found;
  if (problems === null) {
    normaliseBody(schema, body);
    normaliseSectionData(section, body.data);
    problems = schemaProblems(schema, body);
  }
  const changes: SectionChanges = {
    title: body.title as string | undefined,
    content: body.content as string | undefined,
    isPublished: body.isPublished as boolean | undefined,
  };
  if (isObject(body.data)) changes.data = dataRules(section, body.data, problems);
  const added = new Set<string>();
  problems
    .map((problem, index) => ({ problem, index }))
    .sort((x, y) => formOrder(schema, x.problem.path, y.problem.path) || x.index - y.index)
    .forEach(({ problem }) => {
      const field = fieldName(prefix, problem.path);
      if (!added.has(`${field}\n${problem.message}`)) errors.add(field, problem.message);
      added.add(`${field}\n${problem.message}`);
    });
  return changes;
}
