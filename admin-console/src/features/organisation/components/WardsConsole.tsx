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
import { useCreateWard } from '../api/create-ward';
import { useDeleteWard } from '../api/delete-ward';
import { wardsQueryOptions } from '../api/get-wards';
import type { Ward, WardPayload } from '../api/types';
import { useUpdateWard } from '../api/update-ward';
import { WARD_FIELDS } from './record-form';
import { OrgUnitCard } from './OrgUnitCard';
import { RecordFormModal } from './RecordFormModal';
import { ORGANISATION_CSS } from './organisation.css';
import { useConstituencyChoice } from './useConstituencyChoice';
import { useExecutiveDialogs, type Notice } from './useExecutiveDialogs';

type Editing = { ward: Ward | null } | null;

/** The admin wards page (spec 02 §2): constituency select, ward cards, executives and pagination. */
export function WardsConsole() {
  useInjectedStyles('ac-organisation', ORGANISATION_CSS);
  const constituencies = useConstituencyChoice();
  const constituencyId = constituencies.selectedId;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Ward | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const wards = useQuery(wardsQueryOptions(constituencyId, page));
  const create = useCreateWard();
  const update = useUpdateWard();
  const remove = useDeleteWard();
  const executives = useExecutiveDialogs(setNotice);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setNotice({ tone: 'success', text: 'Ward deleted successfully' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to delete ward') });
    } finally {
      setDeleting(null);
    }
  }

  async function save(ward: Ward | null, body: WardPayload): Promise<string> {
    if (ward) {
      await update.mutateAsync({ wardId: ward.id, payload: body });
      return 'Ward updated successfully';
    }
    await create.mutateAsync({ constituencyId, payload: body });
    return 'Ward created successfully';
  }

  const items = wards.data?.items ?? [];
  const loading = constituencies.list.isPending || (constituencyId !== '' && wards.isPending);

  return (
    <Page
      eyebrow="Admin"
      title="Manage Wards"
      subtitle="The wards of each constituency and their executives."
      width="wide"
      actions={
        <Button
          disabled={constituencyId === ''}
          onClick={() => {
            setNotice(null);
            setEditing({ ward: null });
          }}
        >
          Create Ward
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
        {wards.isError ? (
          <Banner
            tone="error"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void wards.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(wards.error, 'Failed to load wards')}
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
              setPage(1);
            }}
          />
        </Stack>
        {loading ? (
          <Spinner label="Loading wards…" />
        ) : items.length === 0 && !wards.isError ? (
          <EmptyState
            titleAs="p"
            title="No wards found"
            message={
              constituencyId ? 'Create the first ward of this constituency.' : 'Create a constituency first.'
            }
          />
        ) : (
          <Grid minItemWidth="20rem" gap="4">
            {items.map((ward) => {
              const owner = { level: 'ward' as const, wardId: ward.id };
              return (
                <OrgUnitCard
                  key={ward.id}
                  name={ward.ward_name}
                  facts={[
                    ['Office', ward.office_location],
                    ['Phone', ward.phone_number ?? '—'],
                    ['Email', ward.email ?? '—'],
                    ['Branches', ward.branch_count],
                  ]}
                  executives={ward.executives}
                  onEdit={() => {
                    setNotice(null);
                    setEditing({ ward });
                  }}
                  onDelete={() => setDeleting(ward)}
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
        {wards.data && constituencyId ? (
          <Pagination
            page={wards.data.page}
            totalPages={wards.data.totalPages}
            onPageChange={setPage}
            totalText={`(${wards.data.total} total wards)`}
            disabled={wards.isFetching}
          />
        ) : null}
      </Stack>
      {editing ? (
        <RecordFormModal
          title={editing.ward ? 'Edit ward' : 'Create ward'}
          submitLabel={editing.ward ? 'Save changes' : 'Create ward'}
          fields={WARD_FIELDS}
          record={editing.ward}
          save={(payload) => save(editing.ward, payload)}
          failureMessage="Failed to save ward"
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete ward?"
        message={
          deleting
            ? `Delete ward ${deleting.ward_name}? This also removes its branches and executives. This cannot be undone.`
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
