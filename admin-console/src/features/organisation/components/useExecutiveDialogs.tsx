import { errorMessage } from '@party/shared-ui';
import { useState, type ReactNode } from 'react';
import type { Notice } from '../../../shared/record-console/record-console';
import { useConfirmedAction } from '../../../shared/record-console/use-confirmed-action';
import { useDeleteExecutive } from '../api/delete-executive';
import type { Executive, ExecutiveOwner } from '../api/types';
import { ExecutiveFormModal } from './ExecutiveFormModal';
import { RESTORABLE } from '../../../shared/trash-notice';

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
  const removal = useDeleteExecutive();
  // The constituency console removes its executives; wards and branches delete theirs (spec 02 §2).
  const verb = ({ owner }: { owner: ExecutiveOwner }) =>
    owner.level === 'constituency' ? 'Remove' : 'Delete';
  const deletion = useConfirmedAction({
    run: ({ owner, executive }: { owner: ExecutiveOwner; executive: Executive }) =>
      removal.mutateAsync({ owner, executiveId: executive.id }),
    title: (target) => `${verb(target)} executive?`,
    message: (target) => `${verb(target)} executive ${target.executive.full_name}? ${RESTORABLE}`,
    confirmLabel: verb,
    busyLabel: 'Deleting…',
    succeeded: (message) => message || 'Executive deleted successfully',
    failed: (error, target) => errorMessage(error, `Failed to ${verb(target).toLowerCase()} executive`),
    notify: onNotice,
  });

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
      {deletion.dialog}
    </>
  );

  return {
    edit: (owner, executive) => setEditing({ owner, executive }),
    remove: (owner, executive) => deletion.ask({ owner, executive }),
    dialogs,
  };
}
