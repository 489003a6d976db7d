import { Badge, formatDate, type BadgeTone, type TableColumn } from '@party/shared-ui';
import type { RecordAction } from '../../../shared/record-console/record-console';
import { resendInvitation } from '../api/resend-invitation';
import { revokeInvitation } from '../api/revoke-invitation';
import {
  INVITATION_MESSAGES,
  invitationStatus,
  STATUS_LABELS,
  type Invitation,
  type InvitationStatus,
} from '../invitation-model';

const STATUS_TONES: Readonly<Record<InvitationStatus, BadgeTone>> = {
  pending: 'info',
  used: 'success',
  expired: 'warning',
  revoked: 'danger',
};

/** The invitation list's columns (spec 01 §2). */
export const INVITATION_COLUMNS: readonly TableColumn<Invitation>[] = [
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
];

const pending = (row: Invitation) => invitationStatus(row) === 'pending';

/** Copies the invitation's link; fails without a link or a clipboard. */
function copyLink(row: Invitation): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!row.inviteUrl || !clipboard) return Promise.reject(new Error('No link to copy'));
  return clipboard.writeText(row.inviteUrl);
}

/** Only pending invitations offer actions (spec 01 §4): Resend, Copy link and Revoke (after a confirmation). */
export const INVITATION_ACTIONS: readonly RecordAction<Invitation>[] = [
  {
    label: 'Resend',
    name: (row) => `Resend invitation to ${row.email}`,
    variant: 'secondary',
    offered: pending,
    run: (row) => resendInvitation(row.id),
    succeeded: INVITATION_MESSAGES.resent,
    failed: INVITATION_MESSAGES.resendFailed,
  },
  {
    label: 'Copy link',
    name: (row) => `Copy invitation link for ${row.email}`,
    variant: 'secondary',
    offered: pending,
    unavailable: (row) => !row.inviteUrl,
    run: copyLink,
    changes: false,
    succeeded: INVITATION_MESSAGES.copied,
    failed: () => INVITATION_MESSAGES.copyFailed,
  },
  {
    label: 'Revoke',
    name: (row) => `Revoke invitation to ${row.email}`,
    variant: 'danger',
    offered: pending,
    run: (row) => revokeInvitation(row.id),
    confirm: {
      title: 'Revoke invitation?',
      message: INVITATION_MESSAGES.revokeConfirm,
      confirmLabel: 'Revoke',
      busyLabel: 'Revoking…',
    },
    succeeded: INVITATION_MESSAGES.revoked,
    failed: INVITATION_MESSAGES.revokeFailed,
  },
];
