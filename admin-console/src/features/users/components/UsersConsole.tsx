import { Button, Stack } from '@party/shared-ui';
import {
  defineRecordConsole,
  type RecordListContext,
  type RecordMetric,
} from '../../../shared/record-console/record-console';
import { RecordConsole } from '../../../shared/record-console/RecordConsole';
import { deleteUser } from '../api/delete-user';
import { usersQueryOptions } from '../api/get-users';
import { userKeys } from '../api/user-keys';
import { STATUS_LABELS, USER_STATUSES, userDisplayName, type ManagedUser } from '../user-model';
import { CreateUserModal } from './CreateUserModal';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';
import { USER_ACTIONS, userColumns } from './user-columns';

export const USERS_MESSAGES = {
  noAccess: 'You need super administrator access to view this page.',
  empty: 'No users found with the current filters.',
  loading: 'Loading users…',
  loadFailed: 'Failed to load users',
} as const;

/** Spec 02 §9: feedback banners clear after 4 s. */
export const FEEDBACK_MS = 4000;

const STYLES = `
.ac-users-meta { display: block; color: var(--pui-color-neutral-ink); font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-regular); }
.ac-users-roles { display: flex; flex-wrap: wrap; gap: var(--pui-space-1); align-items: center;
  list-style: none; margin: 0; padding: 0; }
`;

/** Total Users from the pagination's count; Active and Suspended among the loaded page (spec 02 §2). */
function useUserMetrics({ page }: RecordListContext<ManagedUser>): readonly RecordMetric[] {
  const users = page?.items ?? [];
  const count = (status: ManagedUser['status']) => users.filter((user) => user.status === status).length;
  return [
    { id: 'total', label: 'Total Users', value: page?.totalItems ?? 0 },
    { id: 'active', label: 'Active', value: count('active') },
    { id: 'suspended', label: 'Suspended', value: count('suspended') },
  ];
}

/** + Create User (its own modal, which reloads the list itself) and Refresh. */
function UsersHeader({ notify, openDialog, reload, fetching }: RecordListContext<ManagedUser>) {
  return (
    <Stack direction="row" gap="2">
      <Button
        onClick={() =>
          openDialog((close) => (
            <CreateUserModal
              open
              onClose={close}
              onCreated={(message, generated) => {
                notify({ tone: 'success', text: message });
                // The password stays on screen until copied or dismissed, not the banner's 4 s.
                if (generated) {
                  openDialog((closeGenerated) => (
                    <GeneratedPasswordDialog {...generated} onClose={closeGenerated} />
                  ));
                }
              }}
            />
          ))
        }
      >
        + Create User
      </Button>
      <Button variant="secondary" onClick={reload} disabled={fetching}>
        Refresh
      </Button>
    </Stack>
  );
}

/**
 * Admin users (spec 02 §2), only for super administrators: the counts, the filters applied on Apply, the
 * users with their roles and the status changes their status allows, Delete, and the Create User and
 * Manage Roles modals.
 */
const USERS_CONSOLE = defineRecordConsole({
  title: 'Manage Users',
  subtitle: 'User accounts, their status and their roles.',
  access: { requires: 'super', tone: 'error', refusal: USERS_MESSAGES.noAccess },
  headerActions: (context) => <UsersHeader {...context} />,
  styles: { id: 'ac-users', css: STYLES },
  useMetrics: useUserMetrics,
  noticeClearMs: FEEDBACK_MS,
  filtersSection: { title: 'Filters', variant: 'card' },
  filters: [
    { name: 'search', kind: 'search', label: 'Search', placeholder: 'Name, username or email' },
    {
      name: 'status',
      kind: 'select',
      label: 'Status',
      placeholder: 'All',
      options: USER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
    },
    { name: 'role', kind: 'text', label: 'Role' },
  ],
  applyFiltersLabel: 'Filter users',
  emptyFilters: { search: '', status: '', role: '' },
  view: { kind: 'table', caption: 'Users', columns: userColumns, showActionsHeader: true },
  rowKey: (user) => user.id,
  rowName: userDisplayName,
  rowActions: USER_ACTIONS,
  texts: {
    loading: USERS_MESSAGES.loading,
    loadFailed: USERS_MESSAGES.loadFailed,
    emptyTitle: 'No users found',
    emptyMessage: () => USERS_MESSAGES.empty,
    deleteTitle: 'Delete user?',
    deleteMessage: (user) =>
      `Delete ${userDisplayName(user)}? The account can be restored from the Trash for 30 days.`,
    deleted: (user) => `${userDisplayName(user)} deleted successfully`,
    deleteFailed: 'Failed to delete user',
  },
  calls: {
    list: ({ page, filters }) =>
      usersQueryOptions({
        search: filters.search,
        status: USER_STATUSES.find((status) => status === filters.status) ?? '',
        role: filters.role,
        page,
      }),
    remove: (user) => deleteUser(user.id),
    // The lists and each user's roles, which a removed role changes.
    invalidates: userKeys.all,
  },
});

export function UsersConsole() {
  return <RecordConsole declaration={USERS_CONSOLE} />;
}
