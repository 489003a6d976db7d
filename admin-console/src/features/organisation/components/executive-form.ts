import type { FormField } from '@party/shared-ui/api-contract';
import type { Executive, ExecutiveLevel, ExecutivePayload } from '../api/types';
import type { RecordField } from './record-form';

/** The body rules an executive form checks by: every level's create and update declare the same. */
export const EXECUTIVE_RULES = 'createConstituencyExecutive';

/** The text fields, by wire name: each one the executive record, the save payload and the rules carry. */
const LABELS = [
  ['full_name', 'Full name', 'text'],
  ['position_held', 'Position', 'text'],
  ['date_of_birth', 'Date of birth', 'date'],
  ['date_of_assumption_of_office', 'Date of assumption of office', 'date'],
  ['date_of_end_of_tenure', 'End of tenure', 'date'],
  ['phone_number', 'Phone number', 'tel'],
  ['email', 'Email', 'email'],
] as const satisfies readonly (readonly [
  keyof Executive & keyof ExecutivePayload & FormField<typeof EXECUTIVE_RULES>,
  string,
  RecordField['type'],
])[];

export type ExecutiveFieldName = (typeof LABELS)[number][0];

/** Which executive fields each level requires (spec 02 §5); the end of tenure never is. */
export const EXECUTIVE_REQUIRED: Record<ExecutiveLevel, ReadonlySet<ExecutiveFieldName>> = {
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

/** The executive form's fields at one level, with "{label} is required" on the required ones. */
export function executiveFields(level: ExecutiveLevel): RecordField<ExecutiveFieldName>[] {
  return LABELS.map(([name, label, type]) => ({
    name,
    label,
    ...(type ? { type } : {}),
    ...(EXECUTIVE_REQUIRED[level].has(name) ? { requiredMessage: `${label} is required` } : {}),
  }));
}

/**
 * The executive's consents: whether the public site shows each of these fields (without one the API keeps
 * the field from everyone but administrators). Each sits beside the field it publishes.
 */
const CONSENTS = [
  ['phone_number_public', 'phone_number', 'Show phone on the public site', 'phone'],
  ['email_public', 'email', 'Show email on the public site', 'email'],
  ['date_of_birth_public', 'date_of_birth', 'Show date of birth on the public site', 'date of birth'],
] as const satisfies readonly (readonly [
  keyof Executive & keyof ExecutivePayload & FormField<typeof EXECUTIVE_RULES>,
  ExecutiveFieldName,
  string,
  string,
])[];

export type ConsentName = (typeof CONSENTS)[number][0];
export type Consents = Record<ConsentName, boolean>;

export interface ConsentField {
  readonly name: ConsentName;
  /** The field it publishes. */
  readonly field: ExecutiveFieldName;
  readonly label: string;
  /** The field in a sentence: "phone", "date of birth". */
  readonly noun: string;
}

export const CONSENT_FIELDS: readonly ConsentField[] = CONSENTS.map(([name, field, label, noun]) => ({
  name,
  field,
  label,
  noun,
}));

/** The consent that publishes `field`, if it has one. */
export const consentFor = (field: ExecutiveFieldName): ConsentField | undefined =>
  CONSENT_FIELDS.find((consent) => consent.field === field);

/** A stored executive's consents; a new executive (or one read without them) has none. */
export function consentValues(executive: Partial<Consents> | null): Consents {
  return {
    phone_number_public: executive?.phone_number_public === true,
    email_public: executive?.email_public === true,
    date_of_birth_public: executive?.date_of_birth_public === true,
  };
}

/** "Public: phone, email" — or "Public: no phone, email or date of birth" when nothing is consented. */
export function publicSummary(executive: Partial<Consents>): string {
  const consents = consentValues(executive);
  const shown = CONSENT_FIELDS.filter((consent) => consents[consent.name]).map((consent) => consent.noun);
  if (shown.length > 0) return `Public: ${shown.join(', ')}`;
  const nouns = CONSENT_FIELDS.map((consent) => consent.noun);
  return `Public: no ${nouns.slice(0, -1).join(', ')} or ${nouns.at(-1)!}`;
}
