import type { Random } from './random.js';
import { resolve, type OpenApiDocument, type Schema } from './operations.js';

/**
 * Values that satisfy a schema of the document (what a careful client sends), and what the fuzzer
 * remembers between requests so that valid requests reach real records: ids of created records with the
 * ids of their parents, mailed tokens, and the accounts' user names.
 */

/** Ids of records the API created, each with the ids of the records above it, by resource name. */
export class Knowledge {
  private readonly records: Record<string, string>[] = [];
  readonly tokens: string[] = [];
  readonly refreshTokens: string[] = [];
  readonly usernames: string[] = [];
  readonly emails: string[] = [];

  /** Remembers a record: `{ constituencies: '…', wards: '…' }`, completed with its parent's known parents. */
  remember(record: Record<string, string>, parent?: string): void {
    const parentRecord = parent
      ? this.records.findLast((known) => known[parent] === record[parent])
      : undefined;
    this.records.push({ ...parentRecord, ...record });
    if (this.records.length > 2000) this.records.splice(0, 500);
  }

  /** A remembered record naming every resource in `resources`, if there is one. */
  record(random: Random, resources: string[]): Record<string, string> | undefined {
    const matching = this.records.filter((known) => resources.every((name) => known[name] !== undefined));
    return matching.length ? random.pick(matching.slice(-50)) : undefined;
  }

  /** Any remembered id (for a uuid field of a body). */
  anyId(random: Random): string | undefined {
    const record = this.records.length ? random.pick(this.records) : undefined;
    return record ? random.pick(Object.values(record)) : undefined;
  }

  addToken(list: string[], token: string): void {
    list.push(token);
    if (list.length > 200) list.splice(0, 100);
  }
}

const WORDS = [
  'ward',
  'branch',
  'borehole',
  'clinic',
  'road',
  'school',
  'market',
  'youth',
  'rally',
  'Adomfe',
  'Kumasi',
  'Accra',
  'executive',
  'health',
  'water',
];

function words(random: Random, min: number, max: number): string {
  const parts: string[] = [];
  let text = '';
  while (text.length < min || (text.length < Math.min(max, 24) && random.chance(0.5))) {
    parts.push(random.pick(WORDS));
    text = parts.join(' ');
  }
  return text.length > max ? text.slice(0, Math.max(max, min)) : text;
}

const isoDay = (random: Random) => {
  const day = new Date(Date.UTC(random.int(1960, 2030), random.int(0, 11), random.int(1, 28)));
  return day.toISOString().slice(0, 10);
};

/** Strings for a pattern the generator does not know how to read: tried in turn until one matches. */
const PATTERN_CANDIDATES = ['kwame.asante_1', '024 412 3456', '+233 24 412 3456', 'abc', 'A1'];

function stringFor(schema: Schema, random: Random, knowledge: Knowledge, name: string): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  const lower = name.toLowerCase();
  if (/(^|_)(invite)?token$/i.test(name) && knowledge.tokens.length && random.chance(0.7)) {
    return random.pick(knowledge.tokens);
  }
  if (/refresh_?token/i.test(name) && knowledge.refreshTokens.length && random.chance(0.7)) {
    return random.pick(knowledge.refreshTokens);
  }
  if (lower === 'username' && knowledge.usernames.length && random.chance(0.3)) {
    return random.pick(knowledge.usernames);
  }
  if (lower.includes('password') && random.chance(0.5)) return 'correct horse battery';
  switch (schema.format) {
    case 'uuid':
      return (random.chance(0.7) ? knowledge.anyId(random) : undefined) ?? random.uuid();
    case 'email-address':
    case 'email':
      if (knowledge.emails.length && random.chance(0.3)) return random.pick(knowledge.emails);
      return `${random.string(8)}.${random.int(1, 9999)}@example.org`;
    case 'web-url':
    case 'site-url':
    case 'uri':
      return random.chance(0.3)
        ? `/api/media/${knowledge.anyId(random) ?? random.uuid()}`
        : `https://images.example.org/${random.string(6)}.jpg`;
    case 'instant':
    case 'date-time':
      return new Date(Date.UTC(random.int(2015, 2030), random.int(0, 11), random.int(1, 28))).toISOString();
    case 'calendar-date':
    case 'date':
      return isoDay(random);
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const candidate = [random.string(Math.max(min, 6)), ...PATTERN_CANDIDATES].find(
      (text) => pattern.test(text) && text.length >= min && text.length <= max,
    );
    if (candidate) return candidate;
  }
  if (lower === 'icon') return random.pick(['⭐', '🏥', '💧', '']);
  return words(random, Math.max(min, 1), max);
}

function numberFor(schema: Schema, random: Random, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min + 1000, 1000);
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : integer ? 1 : 0.01;
  const steps = Math.floor((max - min) / step);
  const value = min + random.int(0, Math.min(steps, 100_000)) * step;
  return integer ? Math.round(value) : Number(value.toFixed(2));
}

/** A value the schema accepts (as far as this generator reads schemas: types, formats, enums, ranges). */
export function validValue(
  document: OpenApiDocument,
  raw: unknown,
  random: Random,
  knowledge: Knowledge,
  name = '',
  depth = 0,
): unknown {
  const schema = resolve(document, raw);
  if (Array.isArray(schema.enum) && schema.enum.length) return random.pick(schema.enum as unknown[]);
  if ('const' in schema) return schema.const;
  const choices = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(choices) && choices.length) {
    return validValue(document, random.pick(choices), random, knowledge, name, depth);
  }
  let type = schema.type;
  if (Array.isArray(type)) {
    const types = type as string[];
    const concrete = types.filter((t) => t !== 'null');
    type = concrete.length && random.chance(0.9) ? random.pick(concrete) : 'null';
  }
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
      return numberFor(schema, random, true);
    case 'number':
      return numberFor(schema, random, false);
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = typeof schema.maxItems === 'number' ? schema.maxItems : 4;
      const length = depth > 6 ? min : random.int(min, Math.min(max, min + 3));
      return Array.from({ length }, () =>
        validValue(document, schema.items, random, knowledge, name, depth + 1),
      );
    }
    case 'object':
      return validObject(document, schema, random, knowledge, depth);
    case 'string':
      return stringFor(schema, random, knowledge, name);
    default:
      if (schema.properties) return validObject(document, schema, random, knowledge, depth);
      return words(random, 1, 20);
  }
}

function validObject(
  document: OpenApiDocument,
  schema: Schema,
  random: Random,
  knowledge: Knowledge,
  depth: number,
): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const value: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (required.has(key) || (depth < 6 && random.chance(0.6))) {
      value[key] = validValue(document, property, random, knowledge, key, depth + 1);
    }
  }
  return value;
}

/** Whether a property of a multipart schema is a file. */
export function isFileField(document: OpenApiDocument, schema: unknown): boolean {
  return resolve(document, schema).format === 'binary';
}
