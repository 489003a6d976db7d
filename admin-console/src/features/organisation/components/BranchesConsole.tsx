import {
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  Grid,
  Page,
  Pagination,
  Select,
  Spinner,
  Stack,
  useInjectedStyles,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateBranch } from '../api/create-branch';
import { useDeleteBranch } from '../api/delete-branch';
import { branchesQueryOptions } from '../api/get-branches';
import { wardsQueryOptions } from '../api/get-wards';
import type { Branch, BranchPayload } from '../api/types';
import { useUpdateBranch } from '../api/update-branch';
import { BRANCH_FIELDS } from './record-form';
import { OrgUnitCard } from './OrgUnitCard';
import { RecordFormModal } from './RecordFormModal';
import { ORGANISATION_CSS } from './organisation.css';
import { useConstituencyChoice } from './useConstituencyChoice';
import { useExecutiveDialogs, type Notice } from './useExecutiveDialogs';

/** The ward select lists up to 100 wards of the constituency (the API's largest page). */
const WARD_OPTIONS_LIMIT = 100;

type Editing = { branch: Branch | null } | null;

/** The admin branches page (spec 02 §2): constituency and ward selects, branch cards and executives. */
export function BranchesConsole() {
  useInjectedStyles('ac-organisation', ORGANISATION_CSS);
  const constituencies = useConstituencyChoice();
  const constituencyId = constituencies.selectedId;
  const wardList = useQuery(wardsQueryOptions(constituencyId, 1, WARD_OPTIONS_LIMIT));
  const [chosenWard, setChosenWard] = useState('');
  const wardItems = wardList.data?.items ?? [];
  const wardId = wardItems.some((ward) => ward.id === chosenWard) ? chosenWard : (wardItems[0]?.id ?? '');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const branches = useQuery(branchesQueryOptions(wardId, page));
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const remove = useDeleteBranch();
  const executives = useExecutiveDialogs(setNotice);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ wardId: deleting.ward_id || wardId, branchId: deleting.id });
      setNotice({ tone: 'success', text: 'Branch deleted successfully' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to delete branch') });
    } finally {
      setDeleting(null);
    }
  }

  async function save(branch: Branch | null, body: BranchPayload): Promise<string> {
    if (branch) {
      await update.mutateAsync({ wardId: branch.ward_id || wardId, branchId: branch.id, payload: body });
      return 'Branch updated successfully';
    }
    await create.mutateAsync({ wardId, payload: body });
    return 'Branch created successfully';
  }

  const items = branches.data?.items ?? [];
  const loading =
    constituencies.list.isPending ||
    (constituencyId !== '' && wardList.isPending) ||
    (wardId !== '' && branches.isPending);
  const wardOptions = wardItems.map((ward) => ({ value: ward.id, label: ward.ward_name }));

  return (
    <Page
      eyebrow="Admin"
      title="Manage Branches"
      subtitle="The branches of each ward and their executives."
      width="wide"
      actions={
        <Button
          disabled={wardId === ''}
          onClick={() => {
            setNotice(null);
            setEditing({ branch: null });
          }}
        >
          Create Branch
        </Button>
      }
    >
      <Stack gap="4">
        {notice ? (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        ) : null}
        {constituencies.list.isError ? (
          <Banner tone="error">
            {errorMessage(constituencies.list.error, 'Failed to load constituencies')}
          </Banner>
        ) : null}
        {wardList.isError ? (
          <Banner tone="error">{errorMessage(wardList.error, 'Failed to load wards')}</Banner>
        ) : null}
        {branches.isError ? (
          <Banner
            tone="error"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void branches.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(branches.error, 'Failed to load branches')}
          </Banner>
        ) : null}
        <Stack direction="row" gap="4" className="ac-org-filters">
          <Select
            label="Constituency"
            options={constituencies.options}
            placeholder={constituencies.options.length === 0 ? 'No constituencies' : undefined}
            value={constituencyId}
            onChange={(event) => {
              constituencies.choose(event.target.value);
              setChosenWard('');
              setPage(1);
            }}
          />
          <Select
            label="Ward"
            options={wardOptions}
            placeholder={wardOptions.length === 0 ? 'No wards' : undefined}
            value={wardId}
            onChange={(event) => {
              setChosenWard(event.target.value);
              setPage(1);
            }}
          />
        </Stack>
        {loading ? (
          <Spinner label="Loading branches…" />
        ) : items.length === 0 && !branches.isError ? (
          <EmptyState
            titleAs="p"
            title="No branches found"
            message={wardId ? 'Create the first branch of this ward.' : 'Choose a ward with branches.'}
          />
        ) : (
          <Grid minItemWidth="20rem" gap="4">
            {items.map((branch) => {
              const owner = {
                level: 'branch' as const,
                wardId: branch.ward_id || wardId,
                branchId: branch.id,
              };
              return (
                <OrgUnitCard
                  key={branch.id}
                  name={branch.branch_name}
                  facts={[
                    ['Office', branch.office_location ?? '—'],
                    ['Phone', branch.phone_number ?? '—'],
                    ['Email', branch.email ?? '—'],
                  ]}
                  executives={branch.executives}
                  onEdit={() => {
                    setNotice(null);
                    setEditing({ branch });
                  }}
                  onDelete={() => setDeleting(branch)}
                  onAddExecutive={() => {
                    setNotice(null);
                    executives.edit(owner, null);
                  }}
                  onEditExecutive={(executive) => executives.edit(owner, executive)}
                  onRemoveExecutive={(executive) => executives.remove(owner, executive)}
                />
              );
            })}
          </Grid>
        )}
        {branches.data && wardId ? (
          <Pagination
            page={branches.data.page}
            totalPages={branches.data.totalPages}
            onPageChange={setPage}
            totalText={`(${branches.data.total} total branches)`}
            disabled={branches.isFetching}
          />
        ) : null}
      </Stack>
      {editing ? (
        <RecordFormModal
          title={editing.branch ? 'Edit branch' : 'Create branch'}
          submitLabel={editing.branch ? 'Save changes' : 'Create branch'}
          fields={BRANCH_FIELDS}
          record={editing.branch}
          save={(payload) => save(editing.branch, payload)}
          failureMessage="Failed to save branch"
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete branch?"
        message={
          deleting
            ? `Delete branch ${deleting.branch_name}? This also removes the branch executives. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        variant="danger"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      {executives.dialogs}
    </Page>
  );
}
