import { Badge, Button, formatDate, Pill, type BadgeTone, type TableColumn } from '@party/shared-ui';
import type { RecordAction, RecordRowContext } from '../../../shared/record-console/record-console';
import { removeUserRole } from '../api/remove-user-role';
import { resetUserTwoFactor } from '../api/reset-user-two-factor';
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
export const TWO_FACTOR_RESET_FAILED = 'Failed to turn off two-factor sign-in';

/** The success notice of an action whose call answers the server's message; `fallback` when it sent none. */
const serverMessage =
  (fallback: (user: ManagedUser) => string) =>
  (user: ManagedUser, message: unknown): string =>
    typeof message === 'string' && message ? message : fallback(user);

/**
 * The status changes each user's row offers by their status (spec 02 §4): Restore at once; Suspend, with an
 * optional reason, and Deactivate after a confirmation. For an account with two-factor sign-in on, Turn off
 * two-factor after a confirmation (someone who lost their phone and their recovery codes). Delete is the
 * console's own.
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
  {
    label: 'Turn off two-factor',
    name: (user) => `Turn off two-factor sign-in for ${userDisplayName(user)}`,
    variant: 'secondary',
    offered: (user) => user.twoFactorEnabled,
    run: (user) => resetUserTwoFactor(user.id),
    succeeded: serverMessage((user) => `Two-factor sign-in turned off for ${userDisplayName(user)}`),
    failed: TWO_FACTOR_RESET_FAILED,
    confirm: {
      title: 'Turn off two-factor sign-in?',
      message: (user) =>
        `Turn off two-factor sign-in for ${userDisplayName(user)}? They will sign in with their password ` +
        'alone until they set it up again, and their sessions end.',
      confirmLabel: 'Turn off',
      busyLabel: 'Turning off…',
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
 * The users table (spec 02 §2): User, Roles (each removable but the last, and Manage Roles), Status,
 * Two-factor (whether sign-in asks for a code from an authenticator app) and Last Login; a user's role
 * buttons wait while a change of theirs is under way.
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
    {
      id: 'twoFactor',
      header: 'Two-factor',
      cell: (user) =>
        user.twoFactorEnabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>,
    },
    { id: 'lastLogin', header: 'Last Login', cell: (user) => formatDate(user.lastLogin ?? null, '—') },
  ];
}
