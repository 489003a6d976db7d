import { TextField } from '@party/shared-ui';
import type { FormField } from '@party/shared-ui/api-contract';
import type { CreateOrEdit, RecordFormDeclaration } from '../../../shared/record-console/record-console';
import {
  recordValues,
  serverFieldErrors,
  validateRecord,
  type RecordField,
  type RecordFormOperation,
  type RecordValues,
} from './record-form';

interface RecordFormTexts {
  readonly title: CreateOrEdit;
  readonly submitLabel: CreateOrEdit;
  readonly saved: CreateOrEdit;
  readonly failureMessage: string | CreateOrEdit;
}

/**
 * The create/edit form of a constituency, ward or branch, from its list of text fields (spec 02 §5): required
 * fields checked, lengths and formats by the rules of the API's `operation` body, server field errors shown
 * under the form's snake_case names.
 */
export function recordFormOf<
  Op extends RecordFormOperation,
  Name extends FormField<Op>,
  Row extends Readonly<Record<Name, string | null>>,
>(
  operation: Op,
  fields: readonly RecordField<Name>[],
  texts: RecordFormTexts,
): RecordFormDeclaration<Row, RecordValues> {
  return {
    ...texts,
    initial: (record) => recordValues(fields, record),
    validate: (values) => validateRecord(operation, fields, values),
    mapServerErrors: serverFieldErrors,
    fields: (field, saving) =>
      fields.map((entry) => (
        <TextField
          key={entry.name}
          label={entry.label}
          type={entry.type ?? 'text'}
          required={Boolean(entry.requiredMessage)}
          disabled={saving}
          {...field(entry.name)}
        />
      )),
  };
}
