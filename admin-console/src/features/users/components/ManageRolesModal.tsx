import {
  Banner,
  Button,
  ConfirmDialog,
  errorMessage,
  Modal,
  Pill,
  Select,
  Spinner,
  Stack,
} from '@party/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useAssignUserRole } from '../api/assign-user-role';
import { useRoles } from '../../../shared/roles';
import { useUserRoles } from '../api/get-user-roles';
import { useRemoveUserRole } from '../api/remove-user-role';
import { userDisplayName, type ManagedUser } from '../user-model';

/** Spec 02 §4: the parent hears of a change 1.5 s after it, so the message can be read first. */
export const PARENT_NOTIFY_DELAY_MS = 1500;

export interface ManageRolesModalProps {
  /** The user whose roles are managed; null keeps the modal closed. */
  user: ManagedUser | null;
  onClose: () => void;
  /** A role was assigned or removed (called after the delay). */
  onChanged: () => void;
}

interface Feedback {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/** The Manage Roles modal of spec 02 §2. */
export function ManageRolesModal({ user, onClose, onChanged }: ManageRolesModalProps) {
  return (
    <Modal open={user !== null} onClose={onClose} title={`Manage Roles for ${user?.username ?? ''}`}>
      {user ? <RolesEditor user={user} onClose={onClose} onChanged={onChanged} /> : null}
    </Modal>
  );
}

function RolesEditor({
  user,
  onClose,
  onChanged,
}: { user: ManagedUser } & Omit<ManageRolesModalProps, 'user'>) {
  const userRoles = useUserRoles(user.id);
  const allRoles = useRoles();
  const assign = useAssignUserRole();
  const remove = useRemoveUserRole();
  const [selected, setSelected] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [toRemove, setToRemove] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const notify = useRef(onChanged);
  useEffect(() => {
    notify.current = onChanged;
  }, [onChanged]);

  // A pending notification still reaches the parent when the modal closes first.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        notify.current();
      }
    },
    [],
  );

  const scheduleNotify = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      notify.current();
    }, PARENT_NOTIFY_DELAY_MS);
  };

  const current = userRoles.data ?? [];
  const available = (allRoles.data ?? []).filter(
    (role) => !current.some((name) => name.toLowerCase() === role.name.toLowerCase()),
  );
  const preview = available.find((role) => role.name === selected);
  const busy = assign.isPending || remove.isPending;
  const name = userDisplayName(user);

  const onAssign = () => {
    if (!selected) {
      setFeedback({ tone: 'error', text: 'Please select a role' });
      return;
    }
    const role = selected;
    assign.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          setSelected('');
          setFeedback({ tone: 'success', text: `Role "${role}" assigned successfully!` });
          scheduleNotify();
        },
        onError: (error) =>
          setFeedback({ tone: 'error', text: errorMessage(error, 'Failed to assign role') }),
      },
    );
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    const role = toRemove;
    remove.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', text: `Role "${role}" removed successfully!` });
          scheduleNotify();
        },
        onError: (error) =>
          setFeedback({ tone: 'error', text: errorMessage(error, 'Failed to remove role') }),
        onSettled: () => setToRemove(null),
      },
    );
  };

  return (
    <Stack gap="4">
      {feedback ? (
        <Banner tone={feedback.tone} onDismiss={() => setFeedback(null)}>
          {feedback.text}
        </Banner>
      ) : null}

      <section aria-label="Current roles">
        <Stack gap="2">
          <strong>Current roles</strong>
          {userRoles.isPending ? (
            <Spinner label="Loading roles…" showLabel />
          ) : userRoles.isError ? (
            <Banner tone="error">{errorMessage(userRoles.error, 'Failed to load user roles')}</Banner>
          ) : current.length === 0 ? (
            <p>No roles assigned.</p>
          ) : (
            <Stack as="ul" direction="row" gap="2">
              {current.map((role) => (
                <li key={role}>
                  <Stack direction="row" gap="2" align="center">
                    <Pill label={role} tone="primary" />
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={current.length <= 1 || busy}
                      title={current.length <= 1 ? 'A user must keep at least one role' : undefined}
                      aria-label={`Remove role ${role}`}
                      onClick={() => setToRemove(role)}
                    >
                      Remove
                    </Button>
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </section>

      {allRoles.isSuccess && userRoles.isSuccess && available.length === 0 ? (
        <p>All available roles have been assigned to this user.</p>
      ) : (
        <Stack gap="2">
          <Select
            label="Role to assign"
            placeholder="Select a role"
            options={available.map((role) => ({ value: role.name, label: role.displayName || role.name }))}
            value={selected}
            onChange={(event) => setSelected(event.target.value)}
          />
          {preview ? (
            <p aria-label="Role preview">
              <strong>{preview.displayName || preview.name}</strong>
              {preview.description ? `: ${preview.description}` : null}
            </p>
          ) : null}
        </Stack>
      )}

      <Stack direction="row" gap="2" justify="end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {available.length > 0 || !allRoles.isSuccess ? (
          <Button onClick={onAssign} busy={assign.isPending} busyLabel="Assigning…">
            Assign Role
          </Button>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={toRemove !== null}
        title="Remove role?"
        message={`Remove role "${toRemove ?? ''}" from ${name}?`}
        confirmLabel="Remove"
        variant="danger"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
