import {
  Banner,
  Button,
  Card,
  EmptyState,
  errorMessage,
  Grid,
  isRecord,
  Page,
  Section,
  Spinner,
  Stack,
  useInjectedStyles,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Notice, RecordFormDeclaration } from '../../../shared/record-console/record-console';
import { useRecordEditor } from '../../../shared/record-console/RecordFormDialog';
import { useConfirmedAction } from '../../../shared/record-console/use-confirmed-action';
import { useCreateConstituency } from '../api/create-constituency';
import { useDeleteConstituency } from '../api/delete-constituency';
import { constituencyQueryOptions } from '../api/get-constituency';
import { constituencyExecutivesQueryOptions } from '../api/get-constituency-executives';
import type { Constituency, ConstituencyPayload } from '../api/types';
import { useUpdateConstituency } from '../api/update-constituency';
import { ExecutiveList } from './ExecutiveList';
import { CONSTITUENCY_FIELDS, CONSTITUENCY_RULES, recordPayload, type RecordValues } from './record-form';
import { recordFormOf } from './record-form-fields';
import { ORGANISATION_CSS } from '../../../styles/organisation.css';
import { useConstituencyChoice } from './useConstituencyChoice';
import { useExecutiveDialogs } from './useExecutiveDialogs';
import { LoadFailedBanner } from '../../../shared/LoadFailedBanner';
import { NoticeBanner } from '../../../shared/NoticeBanner';
import { ADMIN_ACCESS, AccessGate } from '../../../shared/AccessGate';
import { RESTORABLE } from '../../../shared/trash-notice';

const CONSTITUENCY_FORM: RecordFormDeclaration<Constituency, RecordValues> = recordFormOf(
  CONSTITUENCY_RULES,
  CONSTITUENCY_FIELDS,
  {
    title: { create: 'New constituency', edit: 'Edit constituency' },
    submitLabel: { create: 'Create constituency', edit: 'Save changes' },
    saved: { create: 'Constituency created successfully', edit: 'Constituency updated successfully' },
    failureMessage: { create: 'Failed to create constituency', edit: 'Failed to update constituency' },
  },
);

const isConstituency = (value: unknown): value is Constituency =>
  isRecord(value) && typeof value.id === 'string' && typeof value.constituency_name === 'string';

/** /admin/constituency: administrators only; anyone else gets the access message and nothing is loaded. */
export function ConstituencyConsole() {
  return (
    <AccessGate {...ADMIN_ACCESS} title="Manage Constituency">
      <ConstituencyConsolePage />
    </AccessGate>
  );
}

/**
 * The admin constituency page (spec 02 §2): constituency cards, create/edit and delete, the details of the
 * selected one and its executives (limit 100) with the picture upload.
 */
function ConstituencyConsolePage() {
  useInjectedStyles('ac-organisation', ORGANISATION_CSS);
  const constituencies = useConstituencyChoice();
  const selectedId = constituencies.selectedId;
  const details = useQuery(constituencyQueryOptions(selectedId));
  const executiveList = useQuery(constituencyExecutivesQueryOptions(selectedId));
  const [notice, setNotice] = useState<Notice | null>(null);
  const create = useCreateConstituency();
  const update = useUpdateConstituency();
  const remove = useDeleteConstituency();
  const executives = useExecutiveDialogs(setNotice);
  const owner = { level: 'constituency' as const, constituencyId: selectedId };

  const editor = useRecordEditor({
    form: CONSTITUENCY_FORM,
    save: (constituency: Constituency | null, values: RecordValues) =>
      save(constituency, recordPayload(CONSTITUENCY_FIELDS, values)),
    saving: create.isPending || update.isPending,
    notify: setNotice,
  });
  const deletion = useConfirmedAction({
    run: (constituency: Constituency) => remove.mutateAsync(constituency.id),
    title: 'Delete constituency?',
    message: (constituency) =>
      `Delete ${constituency.constituency_name}? Its wards, branches and executives go with it. ${RESTORABLE}`,
    confirmLabel: 'Delete',
    busyLabel: 'Deleting…',
    succeeded: (message) => message || 'Constituency deleted successfully',
    failed: (error) => errorMessage(error, 'Failed to delete constituency'),
    notify: setNotice,
  });

  async function save(constituency: Constituency | null, body: ConstituencyPayload): Promise<void> {
    if (constituency) {
      await update.mutateAsync({ id: constituency.id, payload: body });
      return;
    }
    const created = await create.mutateAsync(body);
    if (created?.id) constituencies.choose(created.id);
  }

  const items = constituencies.items;
  const selected = details.data;
  const invalid = details.isSuccess && !isConstituency(selected);
  /** The constituency shown as selected, once its details are here: new executives go to it. */
  const shown = isConstituency(selected) && selected.id === selectedId ? selected : null;

  function addExecutive() {
    if (!selectedId) {
      setNotice({ tone: 'error', text: 'Select a constituency before adding executives' });
      return;
    }
    if (!shown) return;
    setNotice(null);
    executives.edit({ level: 'constituency', constituencyId: shown.id }, null);
  }

  return (
    <Page
      eyebrow="Admin"
      title="Manage Constituency"
      subtitle="The constituency's office details and executives."
      width="wide"
      actions={
        <Button
          onClick={() => {
            setNotice(null);
            editor.open(null);
          }}
        >
          New Constituency
        </Button>
      }
    >
      <Stack gap="6">
        <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
        <LoadFailedBanner query={constituencies.list}>
          {errorMessage(constituencies.list.error, 'Failed to load constituencies')}
        </LoadFailedBanner>
        <Section title="Constituencies">
          {constituencies.list.isPending ? (
            <Spinner label="Loading constituencies…" />
          ) : items.length === 0 ? (
            constituencies.list.isError ? null : (
              <EmptyState
                titleAs="p"
                title="No constituencies yet"
                message="Create the first constituency."
              />
            )
          ) : (
            <Grid minItemWidth="16rem" gap="4">
              {items.map((item) => (
                <Card
                  key={item.id}
                  as="article"
                  title={item.constituency_name}
                  accent={item.id === selectedId}
                >
                  <Stack gap="2">
                    <p className="ac-constituency-office">{item.office_location}</p>
                    <Button
                      size="sm"
                      variant={item.id === selectedId ? 'primary' : 'secondary'}
                      aria-pressed={item.id === selectedId}
                      // Named by its visible word, then whose it is.
                      aria-label={`${item.id === selectedId ? 'Selected' : 'Select'} ${item.constituency_name}`}
                      onClick={() => constituencies.choose(item.id)}
                    >
                      {item.id === selectedId ? 'Selected' : 'Select'}
                    </Button>
                  </Stack>
                </Card>
              ))}
            </Grid>
          )}
        </Section>
        {selectedId ? (
          <Section title="Details">
            {details.isError ? (
              <Banner tone="error">
                {errorMessage(details.error, 'Unable to load constituency details')}
              </Banner>
            ) : invalid ? (
              <Banner tone="error">Received invalid constituency data</Banner>
            ) : !selected ? (
              <Spinner label="Loading constituency details…" />
            ) : (
              <Card title={selected.constituency_name}>
                <Stack gap="3">
                  <dl className="ac-org-facts">
                    <dt>Name</dt>
                    <dd>{selected.constituency_name}</dd>
                    <dt>Office</dt>
                    <dd>{selected.office_location}</dd>
                    <dt>Phone</dt>
                    <dd>{selected.phone_number}</dd>
                    <dt>Email</dt>
                    <dd>{selected.email}</dd>
                    <dt>Wards</dt>
                    <dd>{selected.ward_count}</dd>
                  </dl>
                  <Stack direction="row" gap="2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        setNotice(null);
                        editor.open(selected);
                      }}
                    >
                      Edit
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => deletion.ask(selected)}>
                      Delete
                    </Button>
                  </Stack>
                </Stack>
              </Card>
            )}
          </Section>
        ) : null}
        <Section
          title="Executives"
          actions={
            <Button
              onClick={addExecutive}
              // Until the selected constituency's details are here (the Details section says it is
              // loading), an executive could go to the one shown before.
              disabled={selectedId !== '' && !shown}
            >
              Add Executive
            </Button>
          }
        >
          {!selectedId ? (
            <EmptyState
              titleAs="p"
              title="No constituency selected"
              message="Select a constituency to see its executives."
            />
          ) : executiveList.isError ? (
            <Banner tone="error">{errorMessage(executiveList.error, 'Failed to load executives')}</Banner>
          ) : executiveList.isPending ? (
            <Spinner label="Loading executives…" />
          ) : (
            <ExecutiveList
              executives={executiveList.data}
              removeLabel="Remove"
              onEdit={(executive) => executives.edit(owner, executive)}
              onRemove={(executive) => executives.remove(owner, executive)}
            />
          )}
        </Section>
      </Stack>
      {editor.dialog}
      {deletion.dialog}
      {executives.dialogs}
    </Page>
  );
}
