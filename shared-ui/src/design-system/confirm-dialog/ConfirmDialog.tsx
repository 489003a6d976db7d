import { useRef, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { Modal } from '../modal/Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete ward?". */
  title: ReactNode;
  /** What will happen, e.g. "Revoke this invitation? This action cannot be undone." */
  message: ReactNode;
  /** Default "Confirm". Prefer the verb: "Delete", "Revoke", "Deactivate". */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions: red confirm button, and Cancel (the safe choice) gets focus. */
  variant?: 'default' | 'danger';
  /** The confirmed action is running: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Text beside the spinner while busy, e.g. "Deleting…". */
  busyLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape, the × button or a backdrop click (none of them while busy). */
  onCancel: () => void;
  /** Extra content between message and buttons, e.g. an optional "Reason" field; its first field gets focus. */
  children?: ReactNode;
}

/** A yes/no question in an `alertdialog`, built on Modal. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'default',
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const danger = variant === 'danger';
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      tone={danger ? 'danger' : 'default'}
      preventClose={busy}
      initialFocusRef={children === undefined ? (danger ? cancelRef : confirmRef) : undefined}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={danger ? 'danger' : 'primary'}
            busy={busy}
            busyLabel={busyLabel}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
