import { Badge, Button, formatDate, Pill, type BadgeTone, type TableColumn } from '@party/shared-ui';
import type { RecordAction, RecordRowContext } from '../../../shared/record-console/record-console';
import { removeUserRole } from '../api/remove-user-role';
import { updateUserStatus } from '../api/update-user-status';
import { STATUS_LABELS, userDisplayName, type ManagedUser, type UserStatus } from '../user-model';
import { ManageRolesModal } from './ManageRolesModal';

const STATUS_TONES: Readonly<Record<UserStatus, BadgeTone>> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
  pending: 'warning',
};

const STATUS_FAILED = 'Failed to update user status';

/**
 * The status changes each user's row offers by their status (spec 02 §4): Restore at once; Suspend, with an
 * optional reason, and Deactivate after a confirmation. Delete is the console's own.
 */
export const USER_ACTIONS: readonly RecordAction<ManagedUser>[] = [
  {
    label: 'Restore',
    name: (user) => `Restore ${userDisplayName(user)}`,
    variant: 'secondary',
    offered: (user) => user.status !== 'active',
    run: (user) => updateUserStatus({ userId: user.id, status: 'active' }),
    succeeded: (user) => `${userDisplayName(user)} restored successfully`,
    failed: STATUS_FAILED,
  },
  {
    label: 'Suspend',
    name: (user) => `Suspend ${userDisplayName(user)}`,
    variant: 'secondary',
    offered: (user) => user.status === 'active',
    run: (user, reason) =>
      updateUserStatus({ userId: user.id, status: 'suspended', ...(reason ? { reason } : {}) }),
    succeeded: (user) => `${userDisplayName(user)} suspended successfully`,
    failed: STATUS_FAILED,
    confirm: {
      title: 'Suspend user?',
      message: (user) => `Suspend ${userDisplayName(user)}? You may give a reason.`,
      confirmLabel: 'Suspend',
      busyLabel: 'Suspending…',
      input: { label: 'Reason (optional)' },
    },
  },
  {
    label: 'Deactivate',
    name: (user) => `Deactivate ${userDisplayName(user)}`,
    variant: 'secondary',
    offered: (user) => user.status !== 'inactive',
    run: (user) => updateUserStatus({ userId: user.id, status: 'inactive' }),
    succeeded: (user) => `${userDisplayName(user)} deactivated successfully`,
    failed: STATUS_FAILED,
    confirm: {
      title: 'Deactivate user?',
      message: (user) => `Deactivate ${userDisplayName(user)}? They will be unable to sign in.`,
      confirmLabel: 'Deactivate',
      busyLabel: 'Deactivating…',
    },
  },
];

/** Removing one role from a user, from its chip, after a confirmation (spec 02 §4). */
const removeRole = (role: string): RecordAction<ManagedUser> => ({
  label: 'Remove',
  name: () => `Remove ${role}`,
  variant: 'danger',
  run: (user) => removeUserRole({ userId: user.id, role }),
  succeeded: `Role "${role}" removed successfully!`,
  failed: 'Failed to remove role',
  confirm: {
    title: 'Remove role?',
    message: (user) => `Remove role "${role}" from ${userDisplayName(user)}?`,
    confirmLabel: 'Remove',
    busyLabel: 'Removing…',
  },
});

/**
 * The users table (spec 02 §2): User, Roles (each removable but the last, and Manage Roles), Status and
 * Last Login; a user's role buttons wait while a change of theirs is under way.
 */
export function userColumns({
  busy,
  perform,
  openDialog,
  reload,
}: RecordRowContext<ManagedUser>): readonly TableColumn<ManagedUser>[] {
  return [
    {
      id: 'user',
      header: 'User',
      rowHeader: true,
      cell: (user) => (
        <>
          {userDisplayName(user)}
          <span className="ac-users-meta">@{user.username}</span>
          <span className="ac-users-meta">{user.email}</span>
        </>
      ),
    },
    {
      id: 'roles',
      header: 'Roles',
      cell: (user) => {
        const roles = user.roles ?? [];
        const waiting = busy(user);
        return (
          <ul className="ac-users-roles">
            {roles.map((role) => (
              <li key={role}>
                <Pill
                  label={role}
                  tone="primary"
                  onRemove={() => perform(removeRole(role), user)}
                  removeDisabled={roles.length <= 1 || waiting}
                  removeDisabledReason={roles.length <= 1 ? 'A user must keep at least one role' : undefined}
                />
              </li>
            ))}
            <li>
              <Button
                size="sm"
                variant="link"
                disabled={waiting}
                aria-label={`Manage Roles for ${user.username}`}
                onClick={() =>
                  openDialog((close) => <ManageRolesModal user={user} onClose={close} onChanged={reload} />)
                }
              >
                Manage Roles
              </Button>
            </li>
          </ul>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => (
        <Badge tone={STATUS_TONES[user.status] ?? 'neutral'} dot>
          {STATUS_LABELS[user.status] ?? user.status}
        </Badge>
      ),
    },
    { id: 'lastLogin', header: 'Last Login', cell: (user) => formatDate(user.lastLogin ?? null, '—') },
  ];
}
