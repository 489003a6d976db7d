import { FormDialog } from './FormDialog';
import { useState } from 'react';
import type { FormValues, Notice, RecordFormDeclaration } from './record-console';
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
    <FormDialog
      title={form.title[variant]}
      submitLabel={form.submitLabel[variant]}
      {...(form.size ? { size: form.size } : {})}
      saving={saving}
      failure={failure}
      errors={errors}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {form.fields(field, saving)}
    </FormDialog>
  );
}

export interface RecordEditorOptions<Row, Values extends FormValues<Values>> {
  /** None: the console edits nothing, and the dialog never opens. */
  form: RecordFormDeclaration<Row, Values> | undefined;
  /** Sends the values of a new record (null) or of the one edited; resolves once saved. */
  save: (record: Row | null, values: Values) => Promise<unknown>;
  saving: boolean;
  /** Reports the success message once saved. */
  notify: (notice: Notice) => void;
}

/**
 * The create/edit dialog of a console, with its open state: `open(null)` for a new record, `open(record)`
 * to edit one. A save closes the dialog and reports its success message.
 */
export function useRecordEditor<Row, Values extends FormValues<Values>>(
  options: RecordEditorOptions<Row, Values>,
) {
  const [editing, setEditing] = useState<{ readonly record: Row | null } | null>(null);
  const dialog =
    editing && options.form ? (
      <RecordFormDialog
        form={options.form}
        record={editing.record}
        save={(values) => options.save(editing.record, values)}
        saving={options.saving}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          options.notify({ tone: 'success', text: message });
        }}
      />
    ) : null;
  return { open: (record: Row | null) => setEditing({ record }), dialog };
}
