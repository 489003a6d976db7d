import {
  Badge,
  checkHealth,
  errorMessage,
  fieldErrors,
  Grid,
  Page,
  Pagination,
  Section,
  Select,
  Stack,
  TextField,
  useHealth,
  useInjectedStyles,
  type BadgeTone,
  type HealthStatus,
} from '@party/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitations, useInvitationStats, type InvitationStats } from '../api/get-invitations';
import type { InvitationFilters } from '../api/invitation-keys';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import {
  INVITATION_STATUSES,
  STATUS_LABELS,
  type Invitation,
  type InvitationStatus,
} from '../invitation-model';
import { CreateInvitationForm, type CreateInvitationValues } from './CreateInvitationForm';
import { InvitationsTable } from './InvitationsTable';
import { AccessGate } from '../../../shared/AccessGate';
import { FilterForm } from '../../../shared/FilterForm';
import { LoadFailedBanner } from '../../../shared/LoadFailedBanner';
import { NoticeBanner } from '../../../shared/NoticeBanner';
import type { Notice } from '../../../shared/record-console/record-console';
import { useConfirmedAction } from '../../../shared/record-console/use-confirmed-action';

export const INVITATION_MESSAGES = {
  noAccess: 'You need administrator access to view this page.',
  loadFailed: 'Failed to load invitations',
  createFailed: 'Failed to create invitation',
  revokeFailed: 'Failed to revoke invitation',
  resendFailed: 'Failed to resend invitation',
  copyFailed: 'Failed to copy invitation link',
  created: 'Invitation created successfully',
  resent: 'Invitation email resent successfully',
  copied: 'Invitation link copied to clipboard',
  revoked: 'Invitation revoked successfully',
  revokeConfirm: 'Revoke this invitation? This action cannot be undone.',
} as const;

const HEALTH: Readonly<Record<HealthStatus, { label: string; tone: BadgeTone }>> = {
  initial: { label: 'Checking…', tone: 'neutral' },
  healthy: { label: 'Healthy', tone: 'success' },
  warning: { label: 'Warning', tone: 'warning' },
  error: { label: 'Error', tone: 'danger' },
};

const STYLES = `
.ac-invitations-stat { display: flex; flex-direction: column; gap: var(--pui-space-1);
  padding: var(--pui-space-4); border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-md); background: var(--pui-color-surface); }
.ac-invitations-stat-value { font-size: var(--pui-font-size-xl); font-weight: var(--pui-font-weight-bold); }
`;

/** The counts above the list, over every invitation (spec 01 §2). */
const STATS = [
  ['Total', 'total'],
  ['Active', 'active'],
] as const satisfies readonly (readonly [string, keyof InvitationStats])[];

const EMPTY_FILTERS: InvitationFilters = { status: '', email: '', page: 1 };

/** Invitation management (spec 01 §2): create, filter, list, resend, revoke, copy the link. */
export function InvitationsConsole() {
  return (
    <AccessGate
      requires="admin"
      title="Invitation Management"
      tone="error"
      refusal={INVITATION_MESSAGES.noAccess}
    >
      <AllowedConsole />
    </AccessGate>
  );
}

function AllowedConsole() {
  useInjectedStyles('ac-invitations', STYLES);
  const health = useHealth();
  const [filters, setFilters] = useState<InvitationFilters>(EMPTY_FILTERS);
  const [draftStatus, setDraftStatus] = useState<InvitationStatus | ''>('');
  const [draftEmail, setDraftEmail] = useState('');
  const [feedback, setFeedback] = useState<Notice | null>(null);

  const list = useInvitations(filters, true);
  const stats = useInvitationStats(true);
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();

  useEffect(() => {
    void checkHealth();
  }, []);

  const invitations = list.data?.invitations ?? [];
  const pagination = list.data?.pagination;
  // The list as filtered; the stats above it count every invitation.
  const matching = pagination?.count ?? invitations.length;
  const totalPages = pagination?.total_pages ?? pagination?.totalPages ?? 1;
  const pendingId =
    (revoke.isPending ? revoke.variables : null) ?? (resend.isPending ? resend.variables : null) ?? null;

  const onCreate = (values: CreateInvitationValues) =>
    create.mutateAsync(values).then(
      () => setFeedback({ tone: 'success', text: INVITATION_MESSAGES.created }),
      (error: unknown) => {
        // Problems with a field show beside it (the form); the banner says the rest.
        if (Object.keys(fieldErrors(error)).length === 0) {
          setFeedback({ tone: 'error', text: errorMessage(error, INVITATION_MESSAGES.createFailed) });
        }
        throw error;
      },
    );

  const onResend = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () => setFeedback({ tone: 'success', text: INVITATION_MESSAGES.resent }),
      onError: (error) =>
        setFeedback({ tone: 'error', text: errorMessage(error, INVITATION_MESSAGES.resendFailed) }),
    });

  const revocation = useConfirmedAction({
    run: (invitation: Invitation) => revoke.mutateAsync(invitation.id),
    title: 'Revoke invitation?',
    message: INVITATION_MESSAGES.revokeConfirm,
    confirmLabel: 'Revoke',
    busyLabel: 'Revoking…',
    succeeded: () => INVITATION_MESSAGES.revoked,
    failed: (error) => errorMessage(error, INVITATION_MESSAGES.revokeFailed),
    notify: setFeedback,
  });

  const onCopy = (invitation: Invitation) => {
    const url = invitation.inviteUrl;
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!url || !clipboard) {
      setFeedback({ tone: 'error', text: INVITATION_MESSAGES.copyFailed });
      return;
    }
    clipboard.writeText(url).then(
      () => setFeedback({ tone: 'success', text: INVITATION_MESSAGES.copied }),
      () => setFeedback({ tone: 'error', text: INVITATION_MESSAGES.copyFailed }),
    );
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ status: draftStatus, email: draftEmail, page: 1 });
  };

  const resetFilters = () => {
    setDraftStatus('');
    setDraftEmail('');
    setFilters(EMPTY_FILTERS);
  };

  const healthView = HEALTH[health.status];

  return (
    <Page
      title="Invitation Management"
      eyebrow="Admin"
      subtitle="Invite people to create an account."
      actions={
        <span>
          System health:{' '}
          <Badge tone={healthView.tone} dot>
            {healthView.label}
          </Badge>
        </span>
      }
    >
      <Stack gap="6">
        <NoticeBanner notice={feedback} onDismiss={() => setFeedback(null)} />

        <Grid minItemWidth="12rem" gap="4">
          {STATS.map(([label, key]) => (
            <div key={key} className="ac-invitations-stat">
              <span>{label}</span>
              <span className="ac-invitations-stat-value" data-testid={`stat-${key}`}>
                {stats.data?.[key] ?? '…'}
              </span>
            </div>
          ))}
        </Grid>

        <Section title="Create Invitation" variant="card">
          <CreateInvitationForm onCreate={onCreate} busy={create.isPending} />
        </Section>

        <Section title="Invitations" variant="card">
          <Stack gap="4">
            <FilterForm label="Filter invitations" onApply={applyFilters} onReset={resetFilters}>
              <Select
                label="Status"
                placeholder="All"
                options={INVITATION_STATUSES.map((status) => ({
                  value: status,
                  label: STATUS_LABELS[status],
                }))}
                value={draftStatus}
                onChange={(event) => setDraftStatus(event.target.value as InvitationStatus | '')}
              />
              <TextField
                label="Filter by email"
                type="search"
                value={draftEmail}
                onChange={(event) => setDraftEmail(event.target.value)}
              />
            </FilterForm>

            <LoadFailedBanner query={list}>
              {errorMessage(list.error, INVITATION_MESSAGES.loadFailed)}
            </LoadFailedBanner>

            <InvitationsTable
              invitations={invitations}
              loading={list.isFetching}
              pendingId={pendingId}
              onResend={onResend}
              onRevoke={revocation.ask}
              onCopy={onCopy}
            />

            <Pagination
              page={filters.page}
              totalPages={totalPages}
              disabled={list.isFetching}
              onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
              totalText={`(${matching} total invitations)`}
            />
          </Stack>
        </Section>
      </Stack>

      {revocation.dialog}
    </Page>
  );
}
