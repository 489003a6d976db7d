import { defineRecordConsole, type RecordMetric } from '../../../shared/record-console/record-console';
import { RecordConsole } from '../../../shared/record-console/RecordConsole';
import { createInvitation } from '../api/create-invitation';
import { useMemo } from 'react';
import { useInvitationCreators } from '../api/get-invitation-creators';
import { invitationsQueryOptions, useInvitationStats } from '../api/get-invitations';
import { invitationKeys } from '../api/invitation-keys';
import { clampDaysValid, INVITATION_MESSAGES, INVITATION_STATUSES, STATUS_LABELS } from '../invitation-model';
import { CREATE_INVITATION_FORM } from './CreateInvitationForm';
import { INVITATION_ACTIONS, INVITATION_COLUMNS } from './invitation-columns';
import { SystemHealth } from './SystemHealth';

/** The counts above the list (spec 01 §2), over every invitation, whatever the filters and the page shown. */
function useInvitationMetrics(): readonly RecordMetric[] {
  const stats = useInvitationStats();
  return [
    { id: 'total', label: 'Total', value: stats.data?.total ?? '…' },
    { id: 'active', label: 'Active', value: stats.data?.active ?? '…' },
  ];
}

/**
 * Invitation management (spec 01 §2): create, filter (by status, email and creator), list, resend, revoke,
 * copy the link. `creators` are the choices of the "Created by" filter, known once read.
 */
const invitationsConsole = (creators: readonly string[]) =>
  defineRecordConsole({
    title: 'Invitation Management',
    subtitle: 'Invite people to create an account.',
    access: { requires: 'admin', tone: 'error', refusal: INVITATION_MESSAGES.noAccess },
    headerActions: () => <SystemHealth />,
    useMetrics: useInvitationMetrics,
    createForm: CREATE_INVITATION_FORM,
    listSection: { title: 'Invitations', variant: 'card' },
    filters: [
      {
        name: 'status',
        kind: 'select',
        label: 'Status',
        placeholder: 'All',
        options: INVITATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
      },
      { name: 'email', kind: 'search', label: 'Filter by email' },
      {
        name: 'createdBy',
        kind: 'select',
        label: 'Created by',
        placeholder: 'Anyone',
        options: creators.map((username) => ({ value: username, label: username })),
      },
    ],
    applyFiltersLabel: 'Filter invitations',
    emptyFilters: { status: '', email: '', createdBy: '' },
    view: { kind: 'table', caption: 'Invitation list', columns: INVITATION_COLUMNS },
    rowKey: (invitation) => invitation.id,
    rowName: (invitation) => invitation.email,
    rowActions: INVITATION_ACTIONS,
    texts: {
      loading: 'Loading invitations…',
      loadFailed: INVITATION_MESSAGES.loadFailed,
      emptyTitle: 'No invitations found.',
      totalNoun: 'invitations',
    },
    calls: {
      list: ({ page, filters }) =>
        invitationsQueryOptions({
          status: INVITATION_STATUSES.find((status) => status === filters.status) ?? '',
          email: filters.email,
          createdBy: filters.createdBy,
          page,
        }),
      create: (values) =>
        createInvitation({
          email: values.email.trim(),
          daysValid: clampDaysValid(values.daysValid),
          role: values.role,
        }),
      invalidates: invitationKeys.lists(),
    },
  });

export function InvitationsConsole() {
  const creators = useInvitationCreators();
  // Only the filter's choices change with the creators; the console's hooks are the same functions.
  const declaration = useMemo(() => invitationsConsole(creators.data ?? []), [creators.data]);
  return <RecordConsole declaration={declaration} />;
}
