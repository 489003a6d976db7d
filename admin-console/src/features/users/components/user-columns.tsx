import { Badge, Button, formatDate, Pill, Stack, type BadgeTone, type TableColumn } from '@party/shared-ui';
import { STATUS_LABELS, userDisplayName, type ManagedUser, type UserStatus } from '../user-model';
import type { PendingAction } from './useUserActions';

const STATUS_TONES: Readonly<Record<UserStatus, BadgeTone>> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
  pending: 'warning',
};

interface UserRowActions {
  /** A change of this user's is under way: their buttons are disabled. */
  isPending: (userId: string) => boolean;
  restore: (user: ManagedUser) => void;
  ask: (action: PendingAction) => void;
  manageRoles: (user: ManagedUser) => void;
}

/** The users table (spec 02 §2): User, Roles, Status, Last Login and the actions the status allows. */
export function userColumns({
  isPending,
  restore,
  ask,
  manageRoles,
}: UserRowActions): TableColumn<ManagedUser>[] {
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
        const busy = isPending(user.id);
        return (
          <ul className="ac-users-roles">
            {roles.map((role) => (
              <li key={role}>
                <Pill
                  label={role}
                  tone="primary"
                  onRemove={() => ask({ kind: 'removeRole', user, role })}
                  removeDisabled={roles.length <= 1 || busy}
                  removeDisabledReason={roles.length <= 1 ? 'A user must keep at least one role' : undefined}
                />
              </li>
            ))}
            <li>
              <Button
                size="sm"
                variant="link"
                disabled={busy}
                aria-label={`Manage Roles for ${user.username}`}
                onClick={() => manageRoles(user)}
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
    {
      id: 'actions',
      header: 'Actions',
      cell: (user) => {
        const busy = isPending(user.id);
        const name = userDisplayName(user);
        return (
          <Stack direction="row" gap="2">
            {user.status !== 'active' ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Restore ${name}`}
                onClick={() => restore(user)}
              >
                Restore
              </Button>
            ) : null}
            {user.status === 'active' ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Suspend ${name}`}
                onClick={() => ask({ kind: 'suspend', user })}
              >
                Suspend
              </Button>
            ) : null}
            {user.status !== 'inactive' ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Deactivate ${name}`}
                onClick={() => ask({ kind: 'deactivate', user })}
              >
                Deactivate
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              aria-label={`Delete ${name}`}
              onClick={() => ask({ kind: 'delete', user })}
            >
              Delete
            </Button>
          </Stack>
        );
      },
    },
  ];
}
