import type { FieldErrors } from '@party/shared-ui';
import { checkFormText, type FormField } from '@party/shared-ui/api-contract';
import type {
  Branch,
  BranchPayload,
  Constituency,
  ConstituencyPayload,
  Ward,
  WardPayload,
} from '../api/types';

/** One text field of an organisation form, named by its snake_case wire name (spec 02 §3, §5). */
export interface RecordField<Name extends string = string> {
  readonly name: Name;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel' | 'date';
  /** The message shown when it is left empty; absent for optional fields. */
  readonly requiredMessage?: string;
}

export type RecordValues = Record<string, string>;

/**
 * The API operation whose body rules a form checks by (form-rules.ts): a create and its update declare the
 * same rules, as do the executives of every level. What is required is the form's own (it depends on the
 * record and, for executives, on the level, which the API settles in its services).
 */
export type RecordFormOperation =
  'createConstituency' | 'createConstituencyWard' | 'createWardBranch' | 'createConstituencyExecutive';

/** A form's fields, each a field of its operation's body (so that a field the API drops fails to compile). */
export type RecordFields<Op extends RecordFormOperation> = readonly RecordField<FormField<Op>>[];

/**
 * The checks of spec 02 §5 with the API's own rules and texts: required fields (the form's), then each
 * field's length and format as the API's body declares them. Empty when the form may be sent.
 */
export function validateRecord<Op extends RecordFormOperation>(
  operation: Op,
  fields: RecordFields<Op>,
  values: RecordValues,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') {
      if (field.requiredMessage) errors[field.name] = [field.requiredMessage];
      continue;
    }
    const text: Partial<Record<FormField<Op>, string>> = {};
    text[field.name] = value;
    const problem = checkFormText(operation, text)[field.name];
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** Trimmed values; optional empty fields become null. */
export function recordPayload<Name extends string>(
  fields: readonly RecordField<Name>[],
  values: RecordValues,
): Record<Name, string | null> {
  const payload = {} as Record<Name, string | null>;
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    payload[field.name] = value === '' && !field.requiredMessage ? null : value;
  }
  return payload;
}

/** The form values of a stored record: each field's text, '' for null. */
export function recordValues<Name extends string>(
  fields: readonly RecordField<Name>[],
  record: Readonly<Record<Name, string | null>> | null,
): RecordValues {
  const values: RecordValues = {};
  for (const field of fields) {
    const value = record?.[field.name];
    values[field.name] =
      typeof value === 'string' ? (field.type === 'date' ? value.slice(0, 10) : value) : '';
  }
  return values;
}

const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Server field errors keyed by the form's snake_case names (camelCase keys are mapped too). */
export function serverFieldErrors(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const name = key === 'non_field_errors' ? key : camelToSnake(key);
    result[name] = [...(result[name] ?? []), ...messages];
  }
  return result;
}

/**
 * The fields of each form: wire names that the stored record, the payload and the body's rules all carry,
 * so that a field the API renames or drops fails to compile here.
 */
type FieldsOf<Stored, Payload, Op extends RecordFormOperation> = readonly RecordField<
  Extract<keyof Stored & keyof Payload & FormField<Op>, string>
>[];

/** Each form checks by its create's rules; its update declares the same. */
export const CONSTITUENCY_RULES = 'createConstituency';
export const WARD_RULES = 'createConstituencyWard';
export const BRANCH_RULES = 'createWardBranch';

export const CONSTITUENCY_FIELDS = [
  { name: 'constituency_name', label: 'Constituency name', requiredMessage: 'Constituency name is required' },
  { name: 'office_location', label: 'Office location', requiredMessage: 'Office location is required' },
  { name: 'phone_number', label: 'Phone number', type: 'tel', requiredMessage: 'Phone number is required' },
  { name: 'email', label: 'Email', type: 'email', requiredMessage: 'Email is required' },
] as const satisfies FieldsOf<Constituency, ConstituencyPayload, typeof CONSTITUENCY_RULES>;

export const WARD_FIELDS = [
  { name: 'ward_name', label: 'Ward name', requiredMessage: 'Ward name is required' },
  { name: 'office_location', label: 'Office location', requiredMessage: 'Office location is required' },
  { name: 'phone_number', label: 'Phone number', type: 'tel' },
  { name: 'email', label: 'Email', type: 'email' },
] as const satisfies FieldsOf<Ward, WardPayload, typeof WARD_RULES>;

export const BRANCH_FIELDS = [
  { name: 'branch_name', label: 'Branch name', requiredMessage: 'Branch name is required' },
  { name: 'office_location', label: 'Office location' },
  { name: 'phone_number', label: 'Phone number', type: 'tel' },
  { name: 'email', label: 'Email', type: 'email' },
] as const satisfies FieldsOf<Branch, BranchPayload, typeof BRANCH_RULES>;
