import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  formatDate,
  Grid,
  isSuperAdmin,
  Page,
  Pagination,
  Pill,
  Section,
  Select,
  Stack,
  Table,
  TextField,
  useInjectedStyles,
  useSession,
  type BadgeTone,
  type TableColumn,
} from '@party/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useRemoveUserRole } from '../api/remove-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';
import { userKeys, type UserFilters } from '../api/user-keys';
import {
  STATUS_LABELS,
  USER_STATUSES,
  userDisplayName,
  type ManagedUser,
  type UserStatus,
} from '../user-model';
import { CreateUserModal } from './CreateUserModal';
import { ManageRolesModal } from './ManageRolesModal';

export const USERS_MESSAGES = {
  noAccess: 'You need super administrator access to view this page.',
  empty: 'No users found with the current filters.',
  loading: 'Loading users…',
  loadFailed: 'Failed to load users',
} as const;

/** Spec 02 §9: feedback banners clear after 4 s. */
export const FEEDBACK_MS = 4000;

const STATUS_TONES: Readonly<Record<UserStatus, BadgeTone>> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
  pending: 'warning',
};

const STYLES = `
.ac-users-stat { margin: 0; display: flex; flex-direction: column; gap: var(--pui-space-1);
  padding: var(--pui-space-4); border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-md); background: var(--pui-color-surface); }
.ac-users-stat-value { margin: 0; font-size: var(--pui-font-size-xl); font-weight: var(--pui-font-weight-bold); }
.ac-users-meta { display: block; color: var(--pui-color-neutral-ink); font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-regular); }
.ac-users-roles { display: flex; flex-wrap: wrap; gap: var(--pui-space-1); align-items: center;
  list-style: none; margin: 0; padding: 0; }
`;

const EMPTY_FILTERS: UserFilters = { search: '', status: '', role: '', page: 1 };

type PendingAction =
  | { readonly kind: 'suspend' | 'deactivate' | 'delete'; readonly user: ManagedUser }
  | { readonly kind: 'removeRole'; readonly user: ManagedUser; readonly role: string };

interface Feedback {
  readonly tone: 'success' | 'error';
  readonly text: string;
  /** A new number per message, so that each one shows for the full time. */
  readonly id: number;
}

let feedbackCount = 0;
const feedbackOf = (tone: Feedback['tone'], text: string): Feedback => ({ tone, text, id: ++feedbackCount });

/** Admin users (spec 02 §2): only super administrators may use it. */
export function UsersConsole() {
  const { user } = useSession();
  if (!isSuperAdmin(user)) {
    return (
      <Page title="Manage Users" eyebrow="Admin">
        <Banner tone="error">{USERS_MESSAGES.noAccess}</Banner>
      </Page>
    );
  }
  return <AllowedConsole />;
}

function AllowedConsole() {
  useInjectedStyles('ac-users', STYLES);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const [draft, setDraft] = useState<Omit<UserFilters, 'page'>>(EMPTY_FILTERS);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<PendingAction | null>(null);
  const [reason, setReason] = useState('');
  const [creating, setCreating] = useState(false);
  const [rolesFor, setRolesFor] = useState<ManagedUser | null>(null);

  const list = useUsers(filters, true);
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const removeRole = useRemoveUserRole();

  const users = list.data?.users ?? [];
  const pagination = list.data?.pagination;
  const total = pagination?.count ?? users.length;
  const totalPages = pagination?.total_pages ?? pagination?.totalPages ?? 1;
  const activeCount = users.filter((u) => u.status === 'active').length;
  const suspendedCount = users.filter((u) => u.status === 'suspended').length;

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

  const confirmAction = () => {
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
    setAction(null);
    setReason('');
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };

  const resetFilters = () => {
    setDraft(EMPTY_FILTERS);
    setFilters(EMPTY_FILTERS);
  };

  const columns: TableColumn<ManagedUser>[] = [
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
        const busy = pendingIds.has(user.id);
        return (
          <ul className="ac-users-roles">
            {roles.map((role) => (
              <li key={role}>
                <Pill
                  label={role}
                  tone="primary"
                  onRemove={() => setAction({ kind: 'removeRole', user, role })}
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
                onClick={() => setRolesFor(user)}
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
        const busy = pendingIds.has(user.id);
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
                onClick={() => setAction({ kind: 'suspend', user })}
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
                onClick={() => setAction({ kind: 'deactivate', user })}
              >
                Deactivate
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              aria-label={`Delete ${name}`}
              onClick={() => setAction({ kind: 'delete', user })}
            >
              Delete
            </Button>
          </Stack>
        );
      },
    },
  ];

  const dialog = action ? dialogText(action) : null;

  return (
    <Page
      title="Manage Users"
      eyebrow="Admin"
      subtitle="User accounts, their status and their roles."
      actions={
        <>
          <Button onClick={() => setCreating(true)}>+ Create User</Button>
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Refresh
          </Button>
        </>
      }
    >
      <Stack gap="6">
        {feedback ? (
          <Banner
            key={feedback.id}
            tone={feedback.tone}
            onDismiss={() => setFeedback(null)}
            autoClearMs={FEEDBACK_MS}
          >
            {feedback.text}
          </Banner>
        ) : null}

        <Grid minItemWidth="10rem" gap="4">
          <Stat label="Total Users" value={total} />
          <Stat label="Active" value={activeCount} />
          <Stat label="Suspended" value={suspendedCount} />
        </Grid>

        <Section title="Filters" variant="card">
          <form aria-label="Filter users" onSubmit={applyFilters}>
            <Stack direction="row" gap="4" align="end">
              <TextField
                label="Search"
                type="search"
                placeholder="Name, username or email"
                value={draft.search}
                onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
              />
              <Select
                label="Status"
                placeholder="All"
                options={USER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
                value={draft.status}
                onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as UserStatus | '' }))}
              />
              <TextField
                label="Role"
                value={draft.role}
                onChange={(e) => setDraft((d) => ({ ...d, role: e.target.value }))}
              />
              <Button type="submit" variant="secondary">
                Apply
              </Button>
              <Button variant="ghost" onClick={resetFilters}>
                Reset
              </Button>
            </Stack>
          </form>
        </Section>

        {list.isError ? (
          <Banner tone="error">{errorMessage(list.error, USERS_MESSAGES.loadFailed)}</Banner>
        ) : null}

        <Table
          caption="Users"
          hideCaption
          columns={columns}
          rows={users}
          getRowKey={(user) => user.id}
          loading={list.isFetching}
          loadingLabel={USERS_MESSAGES.loading}
          empty={<EmptyState title="No users found" message={USERS_MESSAGES.empty} titleAs="p" />}
        />

        <Pagination
          page={filters.page}
          totalPages={totalPages}
          disabled={list.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </Stack>

      <ConfirmDialog
        open={action !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        confirmLabel={dialog?.confirmLabel}
        variant="danger"
        onConfirm={confirmAction}
        onCancel={() => {
          setAction(null);
          setReason('');
        }}
      >
        {action?.kind === 'suspend' ? (
          <TextField label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} />
        ) : null}
      </ConfirmDialog>

      <CreateUserModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(message) => setFeedback(feedbackOf('success', message))}
      />

      <ManageRolesModal
        user={rolesFor}
        onClose={() => setRolesFor(null)}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: userKeys.lists() })}
      />
    </Page>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <dl className="ac-users-stat">
      <dt>{label}</dt>
      <dd className="ac-users-stat-value">{value}</dd>
    </dl>
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
