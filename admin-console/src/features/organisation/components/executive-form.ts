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
