import { Banner, Button, Modal, Stack, type FieldErrors } from '@party/shared-ui';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  size?: 'sm' | 'md' | 'lg';
  /** While true the dialog cannot be closed and the submit button shows "Saving…". */
  saving: boolean;
  /** The save's failure message, above the fields. */
  failure: string | null;
  /** The field errors; their `non_field_errors` are shown above the fields. */
  errors: FieldErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The frame of a back-office create/edit dialog: the form, its failures, and Cancel and submit below. */
export function FormDialog(props: FormDialogProps) {
  const { saving, onClose, errors } = props;
  const formId = `ac-form-${useId().replace(/:/g, '')}`;
  return (
    <Modal
      open
      onClose={onClose}
      preventClose={saving}
      {...(props.size ? { size: props.size } : {})}
      title={props.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel="Saving…">
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={props.onSubmit}>
        <Stack gap="4">
          {props.failure ? <Banner tone="error">{props.failure}</Banner> : null}
          {errors.non_field_errors ? <Banner tone="error">{errors.non_field_errors.join(' ')}</Banner> : null}
          {props.children}
        </Stack>
      </form>
    </Modal>
  );
}
