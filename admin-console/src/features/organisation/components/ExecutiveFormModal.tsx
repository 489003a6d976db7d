import {
  Checkbox,
  errorMessage,
  fieldErrors,
  Grid,
  ImageFilePicker,
  TextField,
  type FieldErrors,
} from '@party/shared-ui';
import { useMemo, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../shared/record-console/FormDialog';
import { useCreateExecutive } from '../api/create-executive';
import type { Executive, ExecutiveOwner } from '../api/types';
import { useUpdateExecutive } from '../api/update-executive';
import { consentFor, consentValues, EXECUTIVE_RULES, executiveFields, type Consents } from './executive-form';
import {
  recordPayload,
  recordValues,
  serverFieldErrors,
  validateRecord,
  type RecordValues,
} from './record-form';

export interface ExecutiveFormModalProps {
  /** The constituency, ward or branch the executive belongs to; its level decides the required fields. */
  owner: ExecutiveOwner;
  /** The executive to edit, or null to add one. */
  executive: Executive | null;
  onClose: () => void;
  /** Called with the success message (the server's when it sent one). */
  onSaved: (message: string) => void;
}

/** Failure texts of spec 02 §8: the constituency console names the action, wards and branches "save". */
function failureText(owner: ExecutiveOwner, editing: boolean): string {
  if (owner.level !== 'constituency') return 'Failed to save executive';
  return editing ? 'Failed to update executive' : 'Failed to add executive';
}

/**
 * The add/edit dialog of an executive at any level (spec 02 §3, §5): the per-level required fields, lengths
 * and formats by the API's rules for the body, and an optional picture (images only, less than 5 MB) sent
 * as multipart with upload progress. Beside the phone, the email and the date of birth, the executive's
 * consent to show each on the public site: unchecked for a new executive. Mount it only while open.
 */
export function ExecutiveFormModal({ owner, executive, onClose, onSaved }: ExecutiveFormModalProps) {
  const fields = useMemo(() => executiveFields(owner.level), [owner.level]);
  const [values, setValues] = useState<RecordValues>(() => recordValues(fields, executive));
  const [consents, setConsents] = useState<Consents>(() => consentValues(executive));
  const [picture, setPicture] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateExecutive();
  const update = useUpdateExecutive();
  const saving = create.isPending || update.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problems = validateRecord(EXECUTIVE_RULES, fields, values);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    const save = {
      owner,
      fields: { ...recordPayload(fields, values), ...consents },
      picture,
      ...(picture ? { onProgress: setProgress } : {}),
    };
    setProgress(picture ? 0 : null);
    try {
      const { message } = executive
        ? await update.mutateAsync({ ...save, executiveId: executive.id })
        : await create.mutateAsync(save);
      onSaved(message || (executive ? 'Executive updated successfully' : 'Executive created successfully'));
    } catch (error) {
      setProgress(null);
      setErrors(serverFieldErrors(fieldErrors(error)));
      setFailure(errorMessage(error, failureText(owner, executive !== null)));
    }
  }

  return (
    <FormDialog
      title={executive ? 'Edit executive' : 'Add executive'}
      submitLabel={executive ? 'Save changes' : 'Add executive'}
      size="lg"
      saving={saving}
      failure={failure}
      errors={errors}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Grid minItemWidth="14rem" gap="4">
        {fields.map((field) => {
          const consent = consentFor(field.name);
          const input = (
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
          );
          if (!consent) return input;
          return (
            <div key={field.name}>
              {input}
              <Checkbox
                label={consent.label}
                name={consent.name}
                checked={consents[consent.name]}
                error={errors[consent.name]}
                disabled={saving}
                onChange={(event) => {
                  const { checked } = event.target;
                  setConsents((current) => ({ ...current, [consent.name]: checked }));
                }}
              />
            </div>
          );
        })}
      </Grid>
      <ImageFilePicker
        label="Picture"
        name="picture"
        onChange={setPicture}
        currentImageUrl={executive?.picture ?? null}
        currentImageAlt={executive ? `Picture of ${executive.full_name}` : 'Current picture'}
        progress={progress}
        error={errors.picture}
        disabled={saving}
      />
    </FormDialog>
  );
}
