import { ConfirmDialog, errorMessage, type BannerTone } from '@party/shared-ui';
import { useState, type ReactNode } from 'react';
import { useDeleteExecutive } from '../api/delete-executive';
import type { Executive, ExecutiveOwner } from '../api/types';
import { ExecutiveFormModal } from './ExecutiveFormModal';

export type Notice = { tone: BannerTone; text: string };

interface Target {
  readonly owner: ExecutiveOwner;
  readonly executive: Executive | null;
}

/**
 * The executive add/edit dialog and the delete confirmation of one console, shared by the three levels.
 * Reports outcomes through `onNotice` with the texts of spec 02 §8.
 */
export function useExecutiveDialogs(onNotice: (notice: Notice) => void): {
  edit: (owner: ExecutiveOwner, executive: Executive | null) => void;
  remove: (owner: ExecutiveOwner, executive: Executive) => void;
  dialogs: ReactNode;
} {
  const [editing, setEditing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<{ owner: ExecutiveOwner; executive: Executive } | null>(null);
  const removal = useDeleteExecutive();

  async function confirmDelete() {
    if (!deleting) return;
    const failure =
      deleting.owner.level === 'constituency' ? 'Failed to remove executive' : 'Failed to delete executive';
    try {
      const message = await removal.mutateAsync({
        owner: deleting.owner,
        executiveId: deleting.executive.id,
      });
      onNotice({ tone: 'success', text: message || 'Executive deleted successfully' });
    } catch (error) {
      onNotice({ tone: 'error', text: errorMessage(error, failure) });
    } finally {
      setDeleting(null);
    }
  }

  const dialogs = (
    <>
      {editing ? (
        <ExecutiveFormModal
          owner={editing.owner}
          executive={editing.executive}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            onNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.owner.level === 'constituency' ? 'Remove executive?' : 'Delete executive?'}
        message={
          deleting
            ? `${deleting.owner.level === 'constituency' ? 'Remove' : 'Delete'} executive ${deleting.executive.full_name}? This cannot be undone.`
            : ''
        }
        confirmLabel={deleting?.owner.level === 'constituency' ? 'Remove' : 'Delete'}
        variant="danger"
        busy={removal.isPending}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );

  return {
    edit: (owner, executive) => setEditing({ owner, executive }),
    remove: (owner, executive) => setDeleting({ owner, executive }),
    dialogs,
  };
}
