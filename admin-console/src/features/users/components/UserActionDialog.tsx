import { ConfirmDialog, TextField } from '@party/shared-ui';
import { userDisplayName } from '../user-model';
import type { PendingAction } from './useUserActions';

interface UserActionDialogProps {
  action: PendingAction | null;
  reason: string;
  onReasonChange: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation of a user's status change, deletion or role removal (spec 02 §4, §8). */
export function UserActionDialog({
  action,
  reason,
  onReasonChange,
  onConfirm,
  onCancel,
}: UserActionDialogProps) {
  const dialog = action ? dialogText(action) : null;
  return (
    <ConfirmDialog
      open={action !== null}
      title={dialog?.title ?? ''}
      message={dialog?.message ?? ''}
      confirmLabel={dialog?.confirmLabel}
      variant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {action?.kind === 'suspend' ? (
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(e) => onReasonChange(e.target.value)}
        />
      ) : null}
    </ConfirmDialog>
  );
}

function dialogText(action: PendingAction): { title: string; message: string; confirmLabel: string } {
  const name = userDisplayName(action.user);
  switch (action.kind) {
    case 'suspend':
      return {
        title: 'Suspend user?',
        message: `Suspend ${name}? You may give a reason.`,
        confirmLabel: 'Suspend',
      };
    case 'deactivate':
      return {
        title: 'Deactivate user?',
        message: `Deactivate ${name}? They will be unable to sign in.`,
        confirmLabel: 'Deactivate',
      };
    case 'delete':
      return {
        title: 'Delete user?',
        message: `Permanently delete ${name}? This cannot be undone.`,
        confirmLabel: 'Delete',
      };
    case 'removeRole':
      return {
        title: 'Remove role?',
        message: `Remove role "${action.role}" from ${name}?`,
        confirmLabel: 'Remove',
      };
  }
}
