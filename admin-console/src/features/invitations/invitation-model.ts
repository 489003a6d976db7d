import type { ApiData } from '@party/shared-ui/api-contract';

/** Invitation rules of spec 01 §4 and §5, kept apart from the components so they can be tested alone. */

/** An invitation as the list and detail calls answer it (GET /invitations lists the same record). */
export type Invitation = ApiData<'listInvitations'>[number];

export type InvitationStatus = Invitation['status'];

export const INVITATION_STATUSES: readonly InvitationStatus[] = ['pending', 'used', 'expired', 'revoked'];

/** What a status is read from: the server's status when sent (older servers left it out), else the dates. */
export type InvitationStatusFacts = Pick<Invitation, 'expiresAt'> &
  Partial<Pick<Invitation, 'status' | 'role' | 'usedAt' | 'revokedAt'>>;

export const DEFAULT_DAYS_VALID = 7;
export const MAX_DAYS_VALID = 365;

/**
 * Spec 01 §5: a value below 1 or not numeric is ignored (the default 7 is used); above 365 is capped.
 * Fractions are rounded down: the server counts whole days.
 */
export function clampDaysValid(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value) || value < 1) return DEFAULT_DAYS_VALID;
  return Math.min(Math.floor(value), MAX_DAYS_VALID);
}

/** Spec 01 §4: the server's status, else revoked, used, expired (past expiry) or pending. */
export function invitationStatus(
  invitation: InvitationStatusFacts,
  now: Date = new Date(),
): InvitationStatus {
  if (invitation.status && INVITATION_STATUSES.includes(invitation.status)) return invitation.status;
  if (invitation.revokedAt || invitation.role === 'revoked') return 'revoked';
  if (invitation.usedAt) return 'used';
  const expires = Date.parse(invitation.expiresAt);
  if (Number.isFinite(expires) && expires < now.getTime()) return 'expired';
  return 'pending';
}

export const STATUS_LABELS: Readonly<Record<InvitationStatus, string>> = {
  pending: 'Pending',
  used: 'Used',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** The texts of the invitation page (spec 01 §2, §8). */
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
