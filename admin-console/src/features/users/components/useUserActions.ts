import { errorMessage } from '@party/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteUser } from '../api/delete-user';
import { useRemoveUserRole } from '../api/remove-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';
import { userKeys } from '../api/user-keys';
import { userDisplayName, type ManagedUser } from '../user-model';

/** A change that waits for its confirmation. */
export type PendingAction =
  | { readonly kind: 'suspend' | 'deactivate' | 'delete'; readonly user: ManagedUser }
  | { readonly kind: 'removeRole'; readonly user: ManagedUser; readonly role: string };

export interface Feedback {
  readonly tone: 'success' | 'error';
  readonly text: string;
  /** A new number per message, so that each one shows for the full time. */
  readonly id: number;
}

let feedbackCount = 0;
const feedbackOf = (tone: Feedback['tone'], text: string): Feedback => ({ tone, text, id: ++feedbackCount });

/**
 * The per-user changes of the users console (spec 02 §4): restore at once; suspend (with an optional
 * reason), deactivate, delete and role removal after a confirmation. A user's buttons stay disabled while a
 * change of theirs is pending; each outcome becomes the feedback banner.
 */
export function useUserActions() {
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<PendingAction | null>(null);
  const [reason, setReason] = useState('');
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const removeRole = useRemoveUserRole();

  /** Runs a change for one user, keeping that user's buttons disabled until it settles. */
  const track = (userId: string, run: () => Promise<unknown>, success: string, failure: string) => {
    setPendingIds((ids) => new Set(ids).add(userId));
    run()
      .then(
        () => setFeedback(feedbackOf('success', success)),
        (error: unknown) => setFeedback(feedbackOf('error', errorMessage(error, failure))),
      )
      .finally(() =>
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(userId);
          return next;
        }),
      );
  };

  const restore = (user: ManagedUser) =>
    track(
      user.id,
      () => updateStatus.mutateAsync({ userId: user.id, status: 'active' }),
      `${userDisplayName(user)} restored successfully`,
      'Failed to update user status',
    );

  const cancel = () => {
    setAction(null);
    setReason('');
  };

  const confirm = () => {
    if (!action) return;
    const { user } = action;
    const name = userDisplayName(user);
    if (action.kind === 'removeRole') {
      const { role } = action;
      track(
        user.id,
        () =>
          removeRole
            .mutateAsync({ userId: user.id, role })
            .then(() => queryClient.invalidateQueries({ queryKey: userKeys.lists() })),
        `Role "${role}" removed successfully!`,
        'Failed to remove role',
      );
    } else if (action.kind === 'suspend') {
      const why = reason.trim();
      track(
        user.id,
        () =>
          updateStatus.mutateAsync({ userId: user.id, status: 'suspended', ...(why ? { reason: why } : {}) }),
        `${name} suspended successfully`,
        'Failed to update user status',
      );
    } else if (action.kind === 'deactivate') {
      track(
        user.id,
        () => updateStatus.mutateAsync({ userId: user.id, status: 'inactive' }),
        `${name} deactivated successfully`,
        'Failed to update user status',
      );
    } else {
      track(
        user.id,
        () => deleteUser.mutateAsync(user.id),
        `${name} deleted successfully`,
        'Failed to delete user',
      );
    }
    cancel();
  };

  return {
    feedback,
    showSuccess: (text: string) => setFeedback(feedbackOf('success', text)),
    clearFeedback: () => setFeedback(null),
    isPending: (userId: string) => pendingIds.has(userId),
    restore,
    ask: setAction,
    action,
    reason,
    setReason,
    confirm,
    cancel,
  };
}
