import { Badge, formatDate, Table, type BadgeTone, type TableColumn } from '@party/shared-ui';
import { RowActionButtons } from '../../../shared/record-console/RowActionButtons';
import { invitationStatus, STATUS_LABELS, type Invitation, type InvitationStatus } from '../invitation-model';

const STATUS_TONES: Readonly<Record<InvitationStatus, BadgeTone>> = {
  pending: 'info',
  used: 'success',
  expired: 'warning',
  revoked: 'danger',
};

export interface InvitationsTableProps {
  invitations: readonly Invitation[];
  loading: boolean;
  /** Id of the invitation whose resend or revoke is running. */
  pendingId: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
  onCopy: (invitation: Invitation) => void;
}

/** The invitation list; only pending invitations offer actions (spec 01 §4). */
export function InvitationsTable({
  invitations,
  loading,
  pendingId,
  onResend,
  onRevoke,
  onCopy,
}: InvitationsTableProps) {
  const columns: TableColumn<Invitation>[] = [
    { id: 'email', header: 'Email', rowHeader: true, cell: (row) => row.email },
    { id: 'role', header: 'Role', cell: (row) => row.role || '—' },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => {
        const status = invitationStatus(row);
        return (
          <Badge tone={STATUS_TONES[status]} dot>
            {STATUS_LABELS[status]}
          </Badge>
        );
      },
    },
    { id: 'expires', header: 'Expires', cell: (row) => formatDate(row.expiresAt) },
    { id: 'createdBy', header: 'Created by', cell: (row) => row.createdByUsername || '—' },
    { id: 'usedAt', header: 'Used at', cell: (row) => formatDate(row.usedAt ?? null) },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (row) => {
        if (invitationStatus(row) !== 'pending') return null;
        const busy = pendingId === row.id;
        return (
          <RowActionButtons
            wrap
            actions={[
              {
                label: 'Resend',
                name: `Resend invitation to ${row.email}`,
                variant: 'secondary',
                disabled: busy,
                onClick: () => onResend(row),
              },
              {
                label: 'Copy link',
                name: `Copy invitation link for ${row.email}`,
                variant: 'secondary',
                disabled: !row.inviteUrl,
                onClick: () => onCopy(row),
              },
              {
                label: 'Revoke',
                name: `Revoke invitation to ${row.email}`,
                variant: 'danger',
                disabled: busy,
                onClick: () => onRevoke(row),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <Table
      caption="Invitations"
      hideCaption
      columns={columns}
      rows={invitations}
      getRowKey={(row) => row.id}
      loading={loading}
      loadingLabel="Loading invitations…"
      empty="No invitations found."
    />
  );
}
