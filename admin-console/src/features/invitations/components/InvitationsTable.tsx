import { Badge, Button, formatDate, Stack, Table, type BadgeTone, type TableColumn } from '@party/shared-ui';
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
          <Stack direction="row" gap="2">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`Resend invitation to ${row.email}`}
              onClick={() => onResend(row)}
            >
              Resend
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!row.inviteUrl}
              aria-label={`Copy invitation link for ${row.email}`}
              onClick={() => onCopy(row)}
            >
              Copy link
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              aria-label={`Revoke invitation to ${row.email}`}
              onClick={() => onRevoke(row)}
            >
              Revoke
            </Button>
          </Stack>
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
