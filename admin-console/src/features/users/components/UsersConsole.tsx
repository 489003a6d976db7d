import {
  Banner,
  Button,
  EmptyState,
  errorMessage,
  Grid,
  Page,
  Pagination,
  Stack,
  Table,
  useInjectedStyles,
} from '@party/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userKeys } from '../api/user-keys';
import type { ManagedUser } from '../user-model';
import { CreateUserModal } from './CreateUserModal';
import { ManageRolesModal } from './ManageRolesModal';
import { UserActionDialog } from './UserActionDialog';
import { userColumns } from './user-columns';
import { UserFiltersPanel } from './UserFiltersPanel';
import { useUserActions } from './useUserActions';
import { useUserList } from './useUserList';
import { AccessGate } from '../../../shared/AccessGate';

export const USERS_MESSAGES = {
  noAccess: 'You need super administrator access to view this page.',
  empty: 'No users found with the current filters.',
  loading: 'Loading users…',
  loadFailed: 'Failed to load users',
} as const;

/** Spec 02 §9: feedback banners clear after 4 s. */
export const FEEDBACK_MS = 4000;

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

/** Admin users (spec 02 §2): only super administrators may use it. */
export function UsersConsole() {
  return (
    <AccessGate requires="super" title="Manage Users" tone="error" refusal={USERS_MESSAGES.noAccess}>
      <AllowedConsole />
    </AccessGate>
  );
}

function AllowedConsole() {
  useInjectedStyles('ac-users', STYLES);
  const queryClient = useQueryClient();
  const users = useUserList();
  const actions = useUserActions();
  const [creating, setCreating] = useState(false);
  const [rolesFor, setRolesFor] = useState<ManagedUser | null>(null);
  const { list } = users;
  const { feedback } = actions;

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
            onDismiss={actions.clearFeedback}
            autoClearMs={FEEDBACK_MS}
          >
            {feedback.text}
          </Banner>
        ) : null}

        <Grid minItemWidth="10rem" gap="4">
          <Stat label="Total Users" value={users.total} />
          <Stat label="Active" value={users.activeCount} />
          <Stat label="Suspended" value={users.suspendedCount} />
        </Grid>

        <UserFiltersPanel
          draft={users.draft}
          onChange={users.editDraft}
          onApply={users.apply}
          onReset={users.reset}
        />

        {list.isError ? (
          <Banner tone="error">{errorMessage(list.error, USERS_MESSAGES.loadFailed)}</Banner>
        ) : null}

        <Table
          caption="Users"
          hideCaption
          columns={userColumns({
            isPending: actions.isPending,
            restore: actions.restore,
            ask: actions.ask,
            manageRoles: setRolesFor,
          })}
          rows={users.users}
          getRowKey={(user) => user.id}
          loading={list.isFetching}
          loadingLabel={USERS_MESSAGES.loading}
          empty={<EmptyState title="No users found" message={USERS_MESSAGES.empty} titleAs="p" />}
        />

        <Pagination
          page={users.page}
          totalPages={users.totalPages}
          disabled={list.isFetching}
          onPageChange={users.setPage}
        />
      </Stack>

      <UserActionDialog
        action={actions.action}
        reason={actions.reason}
        onReasonChange={actions.setReason}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />

      <CreateUserModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(message) => actions.showSuccess(message)}
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
