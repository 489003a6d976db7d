import {
  Banner,
  Button,
  errorMessage,
  fieldErrors,
  Modal,
  Stack,
  TextField,
  type FieldErrors,
} from '@party/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import {
  recordPayload,
  recordValues,
  serverFieldErrors,
  validateRecord,
  type RecordField,
  type RecordValues,
} from './record-form';

export interface RecordFormModalProps<Name extends string> {
  title: string;
  submitLabel: string;
  fields: readonly RecordField<Name>[];
  /** The record to edit (snake_case fields), or null for a new one. */
  record: Readonly<Record<Name, string | null>> | null;
  /** Sends the payload; resolves with the success message. */
  save: (payload: Record<Name, string | null>) => Promise<string>;
  /** Shown when the save fails without a message of the server's. */
  failureMessage: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The create/edit dialog of a constituency, ward or branch (spec 02 §5). Mount it only while open. */
export function RecordFormModal<Name extends string>({
  title,
  submitLabel,
  fields,
  record,
  save,
  failureMessage,
  onClose,
  onSaved,
}: RecordFormModalProps<Name>) {
  const formId = `ac-org-form-${useId().replace(/:/g, '')}`;
  const [values, setValues] = useState<RecordValues>(() => recordValues(fields, record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problems = validateRecord(fields, values);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const message = await save(recordPayload(fields, values));
      onSaved(message);
    } catch (error) {
      setSaving(false);
      setErrors(serverFieldErrors(fieldErrors(error)));
      setFailure(errorMessage(error, failureMessage));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      preventClose={saving}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel="Saving…">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          {errors.non_field_errors ? <Banner tone="error">{errors.non_field_errors.join(' ')}</Banner> : null}
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type ?? 'text'}
              required={Boolean(field.requiredMessage)}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              disabled={saving}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, [field.name]: value }));
              }}
            />
          ))}
        </Stack>
      </form>
    </Modal>
  );
}
