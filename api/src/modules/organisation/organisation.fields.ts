import { Type } from 'typebox';
import type { FormFields } from '../../shared/images.js';
import { FieldErrorList, INVALID_DATE, parseDate, textOf } from '../../shared/fields.js';
import {
  OptionalEmailField,
  OptionalTextField,
  withMessages,
  X_MESSAGES,
  X_NORMALISE,
} from '../../shared/form-schemas.js';

/**
 * The fields of constituencies, wards, branches and executives: how each is read from a form (snake_case
 * as the spec writes it, camelCase also accepted) and the rules and messages of spec 02 §5. Each field's
 * own rules (text, length, format) are declared once, in the body schemas (`fieldSchema`), which judge
 * every value as sent: a JSON body on its route, an executive's multipart form against the same schema
 * (organisation.routes.ts). The services settle what a rule on one field cannot: which spelling was sent,
 * what an update keeps, and what is required.
 */

export type FieldKind = 'text' | 'email' | 'phone' | 'date';

export interface FieldSpec<N extends string = string> {
  /** The wire name (snake_case). */
  name: N;
  /** The camelCase spelling, also accepted on input. */
  camel: string;
  /** Starts the messages: "{label} is required". */
  label: string;
  kind: FieldKind;
  required: boolean;
}

const MAX_LENGTH: Record<FieldKind, number> = { text: 200, email: 254, phone: 40, date: 40 };

export const INVALID_PHONE = 'Enter a valid phone number';

/**
 * A phone number: digits with the usual separators, optionally international ("+233 24 123 4567",
 * "(030) 222-1234"), with 7 to 15 digits.
 */
const PHONE_SCHEMA_PATTERN = '^(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)\\+?[0-9 ()./-]+$';

const tooLong = (spec: FieldSpec) => `${spec.label} must be at most ${MAX_LENGTH[spec.kind]} characters`;

/** A phone number or a calendar day, text or null, in its format (which JSON Schema's builders lack). */
function formattedSchema(spec: FieldSpec, description: string) {
  const rule =
    spec.kind === 'phone'
      ? { pattern: PHONE_SCHEMA_PATTERN, [X_MESSAGES]: { pattern: INVALID_PHONE } }
      : { format: 'calendar-date', [X_MESSAGES]: { format: INVALID_DATE } };
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: MAX_LENGTH[spec.kind],
      ...rule,
      description,
      [X_NORMALISE]: ['trim', 'blank-null'],
      [X_MESSAGES]: { ...rule[X_MESSAGES], maxLength: tooLong(spec), type: `${spec.label} must be text` },
    }),
  );
}

/**
 * One field of a body, in one spelling, as its schema declares it: text or null, trimmed, blank read as
 * null, at most its length, in its format. Never required by the schema: either spelling may carry it, and
 * an update keeps what is not sent (the services check what is required).
 */
export function fieldSchema(spec: FieldSpec) {
  const description = spec.required
    ? `${spec.label}: required on creation (in either spelling); empty is refused.`
    : `${spec.label}: optional; empty or null for none.`;
  switch (spec.kind) {
    case 'text':
      return OptionalTextField(spec.label, MAX_LENGTH.text, { description });
    case 'email':
      return OptionalEmailField(spec.label, { description, messages: { maxLength: tooLong(spec) } });
    default:
      return formattedSchema(spec, description);
  }
}

/** A body with each field of `specs` in both spellings. */
export const bodySchema = (specs: readonly FieldSpec[]) =>
  Object.fromEntries(
    specs.flatMap((spec) => [
      [spec.name, fieldSchema(spec)],
      [spec.camel, fieldSchema(spec)],
    ]),
  );

/** A form: its fields, and the problems its body schema found in them (organisation.routes.ts). */
export interface CheckedForm {
  fields: FormFields;
  problems: FieldErrorList;
}

export interface ReadFields<N extends string> {
  values: Record<N, string | null>;
  /** The key each field's errors go under: the spelling the client sent, else the wire name. */
  keys: Record<N, string>;
  errors: FieldErrorList;
}

/**
 * Reads `specs` from a form whose fields the body schema has already judged (`problems`: each field's own
 * rules). On create (no `current`) a field the client did not send is empty; on update it keeps its
 * current value, so a client may send only what changes. What is required applies to the resulting
 * record, so an update cannot blank a required field. Every problem is reported together, in the form's
 * order; a date is kept as its day (YYYY-MM-DD).
 */
export function readFields<N extends string>(
  form: FormFields,
  specs: readonly FieldSpec<N>[],
  current: Record<N, string | null> | undefined,
  problems: FieldErrorList,
): ReadFields<N> {
  const values = {} as Record<N, string | null>;
  const keys = {} as Record<N, string>;
  const errors = new FieldErrorList();
  for (const spec of specs) {
    const sent = form.pick(spec.name, spec.camel);
    const key = (keys[spec.name] = sent?.key ?? spec.name);
    const raw = sent ? textOf(sent.value) : (current?.[spec.name] ?? '');
    values[spec.name] = raw === '' ? null : spec.kind === 'date' ? (parseDate(raw) ?? raw) : raw;
    if (problems.has(key)) problems.errors[key]!.forEach((message) => errors.add(key, message));
    else if (raw === '' && spec.required) errors.add(key, `${spec.label} is required`);
  }
  // Whatever else the schema found (nothing a form shows today) is still reported.
  for (const [key, messages] of Object.entries(problems.errors)) {
    if (!errors.has(key)) messages.forEach((message) => errors.add(key, message));
  }
  return { values, keys, errors };
}

// ---------------------------------------------------------------------------------------------------------
// The fields of each kind of record

export const CONSTITUENCY_FIELDS = [
  {
    name: 'constituency_name',
    camel: 'constituencyName',
    label: 'Constituency name',
    kind: 'text',
    required: true,
  },
  {
    name: 'office_location',
    camel: 'officeLocation',
    label: 'Office location',
    kind: 'text',
    required: true,
  },
  { name: 'phone_number', camel: 'phoneNumber', label: 'Phone number', kind: 'phone', required: true },
  { name: 'email', camel: 'email', label: 'Email', kind: 'email', required: true },
] as const satisfies readonly FieldSpec[];

export const WARD_FIELDS = [
  { name: 'ward_name', camel: 'wardName', label: 'Ward name', kind: 'text', required: true },
  {
    name: 'office_location',
    camel: 'officeLocation',
    label: 'Office location',
    kind: 'text',
    required: true,
  },
  { name: 'phone_number', camel: 'phoneNumber', label: 'Phone number', kind: 'phone', required: false },
  { name: 'email', camel: 'email', label: 'Email', kind: 'email', required: false },
] as const satisfies readonly FieldSpec[];

export const BRANCH_FIELDS = [
  { name: 'branch_name', camel: 'branchName', label: 'Branch name', kind: 'text', required: true },
  {
    name: 'office_location',
    camel: 'officeLocation',
    label: 'Office location',
    kind: 'text',
    required: false,
  },
  { name: 'phone_number', camel: 'phoneNumber', label: 'Phone number', kind: 'phone', required: false },
  { name: 'email', camel: 'email', label: 'Email', kind: 'email', required: false },
] as const satisfies readonly FieldSpec[];

export type ExecutiveLevel = 'constituency' | 'ward' | 'branch';

export type ExecutiveField =
  | 'full_name'
  | 'position_held'
  | 'date_of_birth'
  | 'date_of_assumption_of_office'
  | 'date_of_end_of_tenure'
  | 'phone_number'
  | 'email';

/** Which executive fields each level requires (spec 02 §5); the end of tenure is never required. */
const EXECUTIVE_REQUIRED: Record<ExecutiveLevel, ReadonlySet<ExecutiveField>> = {
  constituency: new Set([
    'full_name',
    'position_held',
    'date_of_birth',
    'date_of_assumption_of_office',
    'phone_number',
    'email',
  ]),
  ward: new Set(['full_name', 'position_held', 'date_of_assumption_of_office']),
  branch: new Set(['full_name', 'position_held']),
};

export function executiveFields(level: ExecutiveLevel): FieldSpec<ExecutiveField>[] {
  const required = EXECUTIVE_REQUIRED[level];
  const field = (name: ExecutiveField, camel: string, label: string, kind: FieldKind) => ({
    name,
    camel,
    label,
    kind,
    required: required.has(name),
  });
  return [
    field('full_name', 'fullName', 'Full name', 'text'),
    field('position_held', 'positionHeld', 'Position', 'text'),
    field('date_of_birth', 'dateOfBirth', 'Date of birth', 'date'),
    field('date_of_assumption_of_office', 'dateOfAssumptionOfOffice', 'Date of assumption of office', 'date'),
    field('date_of_end_of_tenure', 'dateOfEndOfTenure', 'Date of end of tenure', 'date'),
    field('phone_number', 'phoneNumber', 'Phone number', 'phone'),
    field('email', 'email', 'Email', 'email'),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// What an executive lets the public site show

/**
 * Each executive decides whether the public site shows their phone number, their email and their date of
 * birth: one consent per field, recorded by an administrator. Without it the field is kept for the
 * administrators and withheld from everyone else (executives.service.ts). Name, position, picture and term
 * of office are always public.
 */
export type ConsentFlag = 'phone_number_public' | 'email_public' | 'date_of_birth_public';

export interface ConsentSpec {
  /** The wire name (snake_case), also the column's. */
  name: ConsentFlag;
  /** The camelCase spelling, also accepted on input. */
  camel: string;
  /** The field it publishes. */
  field: 'phone_number' | 'email' | 'date_of_birth';
  /** Starts the messages: "{label} must be true or false". */
  label: string;
}

export const EXECUTIVE_CONSENTS = [
  {
    name: 'phone_number_public',
    camel: 'phoneNumberPublic',
    field: 'phone_number',
    label: 'Show phone number on the public site',
  },
  { name: 'email_public', camel: 'emailPublic', field: 'email', label: 'Show email on the public site' },
  {
    name: 'date_of_birth_public',
    camel: 'dateOfBirthPublic',
    field: 'date_of_birth',
    label: 'Show date of birth on the public site',
  },
] as const satisfies readonly ConsentSpec[];

export type Consents = Record<ConsentFlag, boolean>;

/** Nothing is published without a consent: a new executive starts here unless the form says otherwise. */
export const NO_CONSENT: Consents = {
  phone_number_public: false,
  email_public: false,
  date_of_birth_public: false,
};

const consentSchema = (spec: ConsentSpec) =>
  Type.Optional(
    withMessages(
      Type.Boolean({
        description:
          `Whether the public site shows the executive's ${spec.field.replaceAll('_', ' ')} (their consent). ` +
          'false when left out on creation; kept as it is when left out on update.',
      }),
      { type: `${spec.label} must be true or false` },
    ),
  );

/** The consents of an executive's body, each in both spellings. */
export const consentBodySchema = () =>
  Object.fromEntries(
    EXECUTIVE_CONSENTS.flatMap((spec) => [
      [spec.name, consentSchema(spec)],
      [spec.camel, consentSchema(spec)],
    ]),
  );

/** Every spelling of a consent, for the multipart form, whose fields arrive as text. */
export const CONSENT_NAMES: ReadonlySet<string> = new Set(
  EXECUTIVE_CONSENTS.flatMap((spec) => [spec.name, spec.camel]),
);

/**
 * A consent as a multipart form sends it: "true" or "false" (any case, spaces around), a blank field as
 * not sent; anything else is passed on as it is, for the schema to refuse.
 */
export function consentFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  if (text === 'true') return true;
  if (text === 'false') return false;
  return value;
}

/**
 * The consents of a form whose fields the body schema has judged: each one sent (in either spelling)
 * replaces the current one; one not sent keeps it, or on create is no consent. A value the schema refused
 * is reported by the caller with the other problems, so it is left out here.
 */
export function readConsents(form: FormFields, current: Consents | undefined): Consents {
  const consents = { ...(current ?? NO_CONSENT) };
  for (const spec of EXECUTIVE_CONSENTS) {
    const sent = form.pick(spec.name, spec.camel);
    if (typeof sent?.value === 'boolean') consents[spec.name] = sent.value;
  }
  return consents;
}
