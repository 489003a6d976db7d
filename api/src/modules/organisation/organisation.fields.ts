import { Type } from 'typebox';
import type { FormFields } from '../../shared/images.js';
import { dateOf, emailProblem, FieldErrorList, INVALID_DATE, textOf } from '../../shared/fields.js';
import { X_MESSAGES, X_NORMALISE } from '../../shared/form-schemas.js';

/**
 * The fields of constituencies, wards, branches and executives: how each is read from a form (snake_case
 * as the spec writes it, camelCase also accepted) and the rules and messages of spec 02 §5. A JSON body's
 * fields are declared with their rules in the route schemas (`fieldSchema`), which judge each value as sent;
 * the services settle what a rule on one field cannot: which spelling was sent, what an update keeps, what
 * is required, and every field of a multipart form (not validated by schema).
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

// Digits with the usual separators, optionally international: "+233 24 123 4567", "(030) 222-1234".
const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;

export const INVALID_PHONE = 'Enter a valid phone number';
const INVALID_EMAIL = 'Invalid email format';

/** PHONE_PATTERN with 7 to 15 digits, as one JSON-schema pattern. */
const PHONE_SCHEMA_PATTERN = '^(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)\\+?[0-9 ()./-]+$';

/**
 * One field of a JSON body, in one spelling, as its route schema declares it: text or null, trimmed, blank
 * read as null, at most its length, in its format. Never required by the schema: either spelling may carry
 * it, and an update keeps what is not sent (the services check what is required).
 */
export function fieldSchema(spec: FieldSpec) {
  const max = MAX_LENGTH[spec.kind];
  const rule =
    spec.kind === 'email'
      ? { format: 'email-address', [X_MESSAGES]: { format: INVALID_EMAIL } }
      : spec.kind === 'phone'
        ? { pattern: PHONE_SCHEMA_PATTERN, [X_MESSAGES]: { pattern: INVALID_PHONE } }
        : spec.kind === 'date'
          ? { format: 'calendar-date', [X_MESSAGES]: { format: INVALID_DATE } }
          : { [X_MESSAGES]: {} };
  return Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: max,
      ...rule,
      description: spec.required
        ? `${spec.label}: required on creation (in either spelling); empty is refused.`
        : `${spec.label}: optional; empty or null for none.`,
      [X_NORMALISE]: ['trim', 'blank-null'],
      [X_MESSAGES]: {
        ...rule[X_MESSAGES],
        maxLength: `${spec.label} must be at most ${max} characters`,
        type: `${spec.label} must be text`,
      },
    }),
  );
}

/** A JSON body with each field of `specs` in both spellings. */
export const bodySchema = (specs: readonly FieldSpec[]) =>
  Object.fromEntries(
    specs.flatMap((spec) => [
      [spec.name, fieldSchema(spec)],
      [spec.camel, fieldSchema(spec)],
    ]),
  );

/** What is wrong with one normalised value, or null. */
function problemOf(spec: FieldSpec, raw: string): { value: string | null; problem: string | null } {
  if (!raw) return { value: null, problem: spec.required ? `${spec.label} is required` : null };
  if (raw.length > MAX_LENGTH[spec.kind]) {
    return { value: raw, problem: `${spec.label} must be at most ${MAX_LENGTH[spec.kind]} characters` };
  }
  switch (spec.kind) {
    case 'email':
      return { value: raw, problem: emailProblem(raw) };
    case 'phone': {
      const digits = raw.replace(/\D/g, '').length;
      const valid = PHONE_PATTERN.test(raw) && digits >= 7 && digits <= 15;
      return { value: raw, problem: valid ? null : INVALID_PHONE };
    }
    case 'date': {
      const day = dateOf(raw);
      return { value: day ?? raw, problem: day ? null : INVALID_DATE };
    }
    default:
      return { value: raw, problem: null };
  }
}

/** A JSON form: its fields, and the problems its route schema found in them (users/form-problems.ts). */
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
 * Reads and checks `specs` from a form. On create (no `current`) a field the client did not send is empty;
 * on update it keeps its current value, so a client may send only what changes. Either way the rules apply
 * to the resulting record, so an update cannot blank a required field. `problems` are those the route
 * schema already found: a field with one is not judged again, and all are reported together.
 */
export function readFields<N extends string>(
  form: FormFields,
  specs: readonly FieldSpec<N>[],
  current?: Record<N, string | null>,
  problems = new FieldErrorList(),
): ReadFields<N> {
  const values = {} as Record<N, string | null>;
  const keys = {} as Record<N, string>;
  const errors = problems;
  for (const spec of specs) {
    const sent = form.pick(spec.name, spec.camel);
    keys[spec.name] = sent?.key ?? spec.name;
    const raw = sent ? textOf(sent.value) : (current?.[spec.name] ?? '');
    const { value, problem } = problemOf(spec, raw);
    values[spec.name] = value;
    if (!errors.has(keys[spec.name])) errors.add(keys[spec.name], problem);
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
