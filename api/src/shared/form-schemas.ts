import { Type, type TSchema } from 'typebox';
import { emailProblem, isWebUrl, parseDate, parseInstant, URL_MAX_LENGTH } from './fields.js';
import { X_RECORD } from './schemas.js';

/**
 * Form fields declared in the route schemas themselves (spec 02 §5): what is required, how long, in which
 * format, and the message a form shows beside the field when a rule is broken. One declaration serves three
 * readers: Ajv validates the body with it, the OpenAPI document publishes it, and the frontends' types are
 * generated from that document.
 *
 * Two schema extensions carry what JSON Schema cannot say:
 * - `x-messages`: the message per broken keyword (`required`, `minLength`, `maxLength`, `format`, `enum`,
 *   `type`, `minimum`, `maximum`, `multipleOf`, `maxItems`, `not`), used by the error handler instead of the
 *   generic wording (plugins/errors.ts);
 * - `x-normalise`: how a value is tidied before it is validated (plugins/form-normalise.ts), in order:
 *   `trim`, `lowercase`, `blank-null` (blank text or absent → null), `blank-absent` (blank text or null →
 *   field left out), `number-text` ("1,250.50" → 1250.5), `list-text` ("a, b" → ["a", "b"]), `unique-trimmed`
 *   (list entries trimmed, blank and repeated ones dropped), `empty-absent` (empty text or null → field left
 *   out; spaces are kept, as passwords are taken exactly as typed), `non-number-null` (anything but a number
 *   → null: for a field whose rules say that a value that is not a number means the default).
 */

export const X_MESSAGES = 'x-messages';
export const X_NORMALISE = 'x-normalise';

export type Normaliser =
  | 'trim'
  | 'lowercase'
  | 'blank-null'
  | 'blank-absent'
  | 'number-text'
  | 'list-text'
  | 'unique-trimmed'
  | 'empty-absent'
  | 'non-number-null';

export type FieldMessages = Partial<
  Record<
    | 'required'
    | 'minLength'
    | 'maxLength'
    | 'format'
    | 'enum'
    | 'type'
    | 'minimum'
    | 'maximum'
    | 'multipleOf'
    | 'maxItems'
    | 'pattern'
    | 'not',
    string
  >
>;

/** An absolute http(s) URL, or a path on this site; nothing a browser would run. */
export function isSiteUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !/[\s\\]/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The formats forms use beyond JSON Schema's own, registered with Ajv in app.ts. */
export const FORM_FORMATS = {
  /** An absolute http(s) URL with a host, or the path of an uploaded image (`/api/media/{id}`). */
  'web-url': (value: string) => isWebUrl(value),
  /** ISO 8601: a timestamp with its offset, a date and time without one (read as UTC), or a date. */
  instant: (value: string) => parseInstant(value) !== null,
  /** An absolute http(s) URL, or a path on this site (`/api/media/...`, `/images/...`). */
  'site-url': (value: string) => isSiteUrl(value),
  /** A real calendar day, YYYY-MM-DD (the date of a full ISO timestamp is taken too). */
  'calendar-date': (value: string) => parseDate(value) !== null,
  /** An email address by the rule of spec 02 §5 (shared/fields.ts `emailProblem`). */
  'email-address': (value: string) => emailProblem(value) === null,
} as const;

interface FieldOptions {
  description?: string;
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const describe = (options: FieldOptions) => (options.description ? { description: options.description } : {});

/**
 * A required text field, trimmed, at most `maxLength` characters: blank text is "<Label> is required".
 * `lowercase` compares and stores it in lower case.
 */
export function TextField(
  label: string,
  maxLength: number,
  options: FieldOptions & { lowercase?: boolean } = {},
) {
  return Type.String({
    minLength: 1,
    maxLength,
    ...describe(options),
    [X_NORMALISE]: options.lowercase ? ['trim', 'lowercase'] : ['trim'],
    [X_MESSAGES]: {
      required: `${label} is required`,
      minLength: `${label} is required`,
      maxLength: tooLong(label, maxLength),
      type: `${label} must be text`,
    },
  });
}

/** An optional text field, trimmed; missing, null or blank is null. */
export function OptionalTextField(label: string, maxLength: number, options: FieldOptions = {}) {
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength,
      ...describe(options),
      [X_NORMALISE]: ['trim', 'blank-null'],
      [X_MESSAGES]: { maxLength: tooLong(label, maxLength), type: `${label} must be text` },
    }),
  );
}

const choiceMessages = (label: string, values: readonly string[]) => ({
  required: `${label} is required`,
  enum: `${label} must be one of: ${values.join(', ')}`,
  type: `${label} must be one of: ${values.join(', ')}`,
});

/** One value of a list, required, compared case-insensitively. */
export function ChoiceField<const T extends readonly string[]>(
  label: string,
  values: T,
  options: FieldOptions = {},
) {
  return Type.Unsafe<T[number]>({
    type: 'string',
    enum: [...values],
    ...describe(options),
    [X_NORMALISE]: ['trim', 'lowercase', 'blank-absent'],
    [X_MESSAGES]: choiceMessages(label, values),
  });
}

/** One value of a list or none (missing, null or blank is null), compared case-insensitively. */
export function OptionalChoiceField<const T extends readonly string[]>(
  label: string,
  values: T,
  options: FieldOptions = {},
) {
  return Type.Optional(
    Type.Unsafe<T[number] | null>({
      type: ['string', 'null'],
      enum: [...values, null],
      ...describe(options),
      [X_NORMALISE]: ['trim', 'lowercase', 'blank-null'],
      [X_MESSAGES]: choiceMessages(label, values),
    }),
  );
}

/** A link to a picture or page: absolute http(s), or an uploaded image; blank or null for none. */
export function WebUrlField(
  label: string,
  description = 'An http(s) URL (or /api/media/{id}); empty or null for none.',
) {
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      format: 'web-url',
      maxLength: URL_MAX_LENGTH,
      description,
      [X_NORMALISE]: ['trim', 'blank-null'],
      [X_MESSAGES]: {
        format: `${label} must be a valid URL`,
        maxLength: `${label} must be a valid URL`,
        type: `${label} must be a valid URL`,
      },
    }),
  );
}

/** An instant (ISO 8601; without an offset read as UTC), required. */
export function InstantField(label: string, description: string) {
  return Type.String({
    format: 'instant',
    description,
    [X_NORMALISE]: ['trim', 'blank-absent'],
    [X_MESSAGES]: {
      required: `${label} is required`,
      format: `${label} must be a valid date`,
      type: `${label} must be a valid date`,
    },
  });
}

const dateMessages = (label: string) => ({
  required: `${label} is required`,
  format: `${label} must be a valid date (YYYY-MM-DD)`,
  type: `${label} must be a valid date (YYYY-MM-DD)`,
});

/** A calendar day (YYYY-MM-DD; the date of a full timestamp is taken too), required. */
export function CalendarDateField(label: string, options: FieldOptions = {}) {
  return Type.String({
    format: 'calendar-date',
    ...describe({ description: 'YYYY-MM-DD.', ...options }),
    [X_NORMALISE]: ['trim', 'blank-absent'],
    [X_MESSAGES]: dateMessages(label),
  });
}

/** A calendar day (YYYY-MM-DD) or none: missing, null or blank is null. */
export function OptionalCalendarDateField(label: string, options: FieldOptions = {}) {
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      format: 'calendar-date',
      ...describe({ description: 'YYYY-MM-DD; empty or null for none.', ...options }),
      [X_NORMALISE]: ['trim', 'blank-null'],
      [X_MESSAGES]: dateMessages(label),
    }),
  );
}

interface NumberRules {
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  /** Whole numbers only (JSON Schema's `integer`). */
  integer?: boolean;
}

/**
 * A number or none: missing, null or blank is null; text such as "1,250.50" is read as the number it writes.
 * `messages` gives the form's wording per broken rule; anything else that is not a number is "<Label> must
 * be a number".
 */
export function OptionalNumberField(
  label: string,
  { integer, ...bounds }: NumberRules,
  messages: FieldMessages,
  options: FieldOptions = {},
) {
  return Type.Optional(
    Type.Unsafe<number | null>({
      type: [integer ? 'integer' : 'number', 'null'],
      ...bounds,
      ...describe(options),
      [X_NORMALISE]: ['number-text', 'blank-null'],
      [X_MESSAGES]: { type: `${label} must be a number`, ...messages },
    }),
  );
}

interface ListRules {
  maxItems: number;
  itemMaxLength: number;
  /** The form's wording, where it differs from the default one. */
  messages?: { type?: string; itemType?: string; itemMaxLength?: string; maxItems?: string };
}

function listSchema(label: string, { maxItems, itemMaxLength, messages = {} }: ListRules, nullable: boolean) {
  return {
    type: nullable ? ['array', 'null'] : 'array',
    maxItems,
    // An entry's messages are the list field's own (shared/validation.ts credits them to the list).
    items: {
      type: 'string',
      maxLength: itemMaxLength,
      [X_MESSAGES]: {
        type: messages.itemType ?? `${label} must be a list of text`,
        maxLength:
          messages.itemMaxLength ??
          `Each of the ${label.toLowerCase()} must be at most ${itemMaxLength} characters`,
      },
    },
    description:
      `A list of text, or comma-separated text: at most ${maxItems} entries of at most ` +
      `${itemMaxLength} characters each.` +
      (nullable ? ' Empty or null for none.' : ''),
    [X_NORMALISE]: nullable
      ? ['list-text', 'unique-trimmed']
      : ['blank-absent', 'list-text', 'unique-trimmed'],
    [X_MESSAGES]: {
      type: messages.type ?? `${label} must be a list or comma-separated text`,
      maxItems: messages.maxItems ?? `${label} can have at most ${maxItems} entries`,
    },
  };
}

/**
 * A list of text, sent as a JSON list or as comma-separated text; entries trimmed, blank and repeated ones
 * dropped; missing, null or blank is no list (left out). A broken rule on an entry is reported on the list.
 */
export function ListField(label: string, rules: ListRules) {
  return Type.Optional(Type.Unsafe<string[]>(listSchema(label, rules, false)));
}

/**
 * The same list where sending none means something (an edit clearing the list): blank text is the empty
 * list, and null is passed on as null.
 */
export function ClearableListField(label: string, rules: ListRules) {
  return Type.Optional(Type.Unsafe<string[] | null>(listSchema(label, rules, true)));
}

const EMAIL_MAX_LENGTH = 254;
const INVALID_EMAIL = 'Invalid email format';

interface EmailOptions extends FieldOptions {
  /** Wording that differs from the default (`Invalid email format` for any malformed address). */
  messages?: FieldMessages;
}

/**
 * An email address, trimmed, required: blank is "<Label> is required", anything malformed "Invalid email
 * format". A value that is not text gets the generic type message, as any other field.
 */
export function EmailField(label = 'Email', options: EmailOptions = {}) {
  return Type.String({
    format: 'email-address',
    maxLength: EMAIL_MAX_LENGTH,
    ...describe(options),
    [X_NORMALISE]: ['trim', 'blank-absent'],
    [X_MESSAGES]: {
      required: `${label} is required`,
      format: INVALID_EMAIL,
      maxLength: INVALID_EMAIL,
      ...options.messages,
    },
  });
}

/** An email address or none: missing, null or blank is null. */
export function OptionalEmailField(label = 'Email', options: EmailOptions = {}) {
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      format: 'email-address',
      maxLength: EMAIL_MAX_LENGTH,
      ...describe(options),
      [X_NORMALISE]: ['trim', 'blank-null'],
      [X_MESSAGES]: {
        format: INVALID_EMAIL,
        maxLength: INVALID_EMAIL,
        type: `${label} must be text`,
        ...options.messages,
      },
    }),
  );
}

interface PasswordRules {
  minLength?: number;
  maxLength?: number;
  /** The message when it is missing or empty; default "<Label> is required". */
  required?: string;
}

/**
 * A password (or any secret), required, taken exactly as typed: never trimmed, so spaces count. Missing, null
 * or empty is "<Label> is required" (or `required`); a value that is not text gets the generic type message.
 */
export function PasswordField(
  label: string,
  { minLength, maxLength, required = `${label} is required` }: PasswordRules = {},
  options: FieldOptions = {},
) {
  return Type.String({
    minLength: minLength ?? 1,
    ...(maxLength !== undefined && { maxLength }),
    ...describe(options),
    [X_NORMALISE]: ['empty-absent'],
    [X_MESSAGES]: {
      required,
      minLength: minLength ? `${label} must be at least ${minLength} characters` : required,
      ...(maxLength !== undefined && { maxLength: tooLong(label, maxLength) }),
    },
  });
}

/**
 * Adds `x-messages` to any schema (a number with bounds, a list), keeping its type, and keeping it optional
 * when it was (TypeBox marks that with a property a spread leaves behind).
 */
export function withMessages<T extends TSchema>(
  schema: T,
  messages: FieldMessages,
  normalise?: Normaliser[],
): T {
  const copy = { ...schema, [X_MESSAGES]: messages, ...(normalise && { [X_NORMALISE]: normalise }) };
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(schema))) {
    if (!descriptor.enumerable) Object.defineProperty(copy, key, descriptor);
  }
  return copy;
}

const isBlankText = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** "1,250.50" → 1250.5 (forms and spreadsheets write thousands so); anything else is left as it is. */
function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/,/g, '');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : value;
}

const NORMALISERS: Record<Normaliser, (value: unknown) => unknown> = {
  trim: (value) => (typeof value === 'string' ? value.trim() : value),
  lowercase: (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  'blank-null': (value) => (isBlankText(value) ? null : value),
  'blank-absent': (value) => (isBlankText(value) ? undefined : value),
  'number-text': numberFromText,
  'list-text': (value) => (typeof value === 'string' ? value.split(',') : value),
  'empty-absent': (value) => (value === '' || value === null ? undefined : value),
  'non-number-null': (value) => (typeof value === 'number' ? value : null),
  'unique-trimmed': (value) => {
    if (!Array.isArray(value)) return value;
    const items: unknown[] = [];
    for (const entry of value as unknown[]) {
      const item: unknown =
        typeof entry === 'string' ? entry.trim() : typeof entry === 'number' ? String(entry) : entry;
      if (item !== '' && !items.includes(item)) items.push(item);
    }
    return items;
  },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * Tidies a JSON body in place, field by field, as its schema's `x-normalise` says; fields the schema does not
 * annotate are left untouched. Only the body's own properties are visited: forms are flat.
 */
export function normaliseBody(schema: unknown, body: unknown): void {
  if (!isPlainObject(schema) || !isPlainObject(body) || !isPlainObject(schema.properties)) return;
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    const steps = isPlainObject(fieldSchema) ? fieldSchema[X_NORMALISE] : undefined;
    if (!Array.isArray(steps) || !Object.hasOwn(body, field)) continue;
    let value: unknown = body[field];
    for (const step of steps as Normaliser[]) value = NORMALISERS[step](value);
    if (value === undefined) delete body[field];
    else body[field] = value;
  }
}

/** The part of Ajv the form vocabulary needs. */
interface SchemaValidator {
  addVocabulary(keywords: string[]): unknown;
  addFormat(name: string, format: (value: string) => boolean): unknown;
}

/** Teaches Ajv the form extensions (as annotations) and formats; passed to Fastify's `ajv.plugins`. */
export function formSchemaVocabulary<T extends SchemaValidator>(ajv: T): T {
  // x-record names a record in the OpenAPI document (shared/schemas.ts); Ajv only needs to know it.
  ajv.addVocabulary([X_MESSAGES, X_NORMALISE, X_RECORD]);
  for (const [name, format] of Object.entries(FORM_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}
