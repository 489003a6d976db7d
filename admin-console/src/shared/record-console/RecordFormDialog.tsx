import { Banner, Button, Modal, Stack } from '@party/shared-ui';
import { useId } from 'react';
import type { FormValues, RecordFormDeclaration } from './record-console';
import { useRecordForm } from './use-record-form';

export interface RecordFormDialogProps<Row, Values extends FormValues<Values>> {
  form: RecordFormDeclaration<Row, Values>;
  /** The record to edit, or null for a new one. */
  record: Row | null;
  /** Sends the values; resolves once saved. */
  save: (values: Values) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  /** Called with the success message once the record is saved. */
  onSaved: (message: string) => void;
}

/** The create/edit dialog of a record console (spec 02 §5). Mount it only while open. */
export function RecordFormDialog<Row, Values extends FormValues<Values>>({
  form,
  record,
  save,
  saving,
  onClose,
  onSaved,
}: RecordFormDialogProps<Row, Values>) {
  const formId = `ac-record-form-${useId().replace(/:/g, '')}`;
  const variant = record ? 'edit' : 'create';
  const { errors, failure, field, submit } = useRecordForm<Values>({
    initial: () => form.initial(record),
    validate: form.validate,
    save,
    saving,
    onSaved,
    successMessage: form.saved[variant],
    failureMessage:
      typeof form.failureMessage === 'string' ? form.failureMessage : form.failureMessage[variant],
    ...(form.mapServerErrors ? { mapServerErrors: form.mapServerErrors } : {}),
  });

  return (
    <Modal
      open
      onClose={onClose}
      preventClose={saving}
      {...(form.size ? { size: form.size } : {})}
      title={form.title[variant]}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel="Saving…">
            {form.submitLabel[variant]}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          {errors.non_field_errors ? <Banner tone="error">{errors.non_field_errors.join(' ')}</Banner> : null}
          {form.fields(field, saving)}
        </Stack>
      </form>
    </Modal>
  );
}
