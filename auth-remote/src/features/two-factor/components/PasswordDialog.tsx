import { Banner, Button, Modal, Stack, TextField, type FieldErrors } from '@party/shared-ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

export interface PasswordDialogProps {
  open: boolean;
  title: string;
  /** What will happen once the password is given. */
  message: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** `danger` for turning protection off. */
  tone?: 'default' | 'danger';
  busy: boolean;
  /** The refusal of the last attempt: its banner text and the password's own message. */
  refusal: { message: string; fieldErrors: FieldErrors } | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/**
 * A question that needs the account's password before it is done (turning two-factor sign-in off, making
 * new recovery codes): a form, so Enter confirms; a wrong password shows beside the field.
 */
export function PasswordDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  tone = 'default',
  busy,
  refusal,
  onConfirm,
  onCancel,
}: PasswordDialogProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const passwordErrors = refusal?.fieldErrors.password;
  const close = () => {
    setPassword('');
    onCancel();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm(password);
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="sm"
      tone={tone}
      preventClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <div>{message}</div>
          {refusal && !passwordErrors?.includes(refusal.message) && (
            <Banner tone="error">{refusal.message}</Banner>
          )}
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            data-autofocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordErrors}
          />
        </Stack>
      </form>
    </Modal>
  );
}
