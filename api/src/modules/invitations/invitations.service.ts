import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { queueMail } from '../../mail/outbox.js';
import { invitationMail } from '../../mail/templates.js';
import type { Principal } from '../../shared/principal.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordAudit, recordChange } from '../audit/audit.service.js';
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '../../shared/errors.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import { randomToken } from '../../shared/tokens.js';
import type { CreateInvitationInput } from './invitations.schemas.js';
import { findRoleByName } from '../roles/roles.repository.js';
import { hasSuperAccess, isSuperRole, MEMBER_ROLE } from '../../shared/roles.js';
import { iso, textOf } from '../../shared/fields.js';
import { EMAIL_TAKEN } from '../users/user-fields.js';
import { emailTaken } from '../users/users.repository.js';
import {
  findInvitationById,
  findInvitationByToken,
  insertInvitation,
  listInvitations as listInvitationRows,
  revokeInvitation as revokeInvitationRow,
  type InvitationFilters,
  type InvitationRecord,
  type InvitationStatus,
} from './invitations.repository.js';

export const DEFAULT_DAYS_VALID = 7;
export const MAX_DAYS_VALID = 365;

/**
 * spec 01 §5: a value below 1 or none (the schema reads anything that is not a number as none) means the
 * default; above 365 is capped.
 */
export function clampDaysValid(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 1)
    return DEFAULT_DAYS_VALID;
  return Math.min(MAX_DAYS_VALID, Math.floor(value));
}

export const STATUS_MESSAGES: Record<InvitationStatus, string> = {
  pending: 'This invitation is valid.',
  used: 'This invitation has already been used.',
  expired: 'This invitation has expired.',
  revoked: 'This invitation has been revoked.',
};

export const inviteUrl = (ctx: AccountsContext, token: string) =>
  `${ctx.config.publicUrl}/accept-invite?token=${encodeURIComponent(token)}`;

function toDto(ctx: AccountsContext, invitation: InvitationRecord) {
  return {
    id: invitation.id,
    email: invitation.email,
    token: invitation.token,
    inviteUrl: inviteUrl(ctx, invitation.token),
    role: invitation.role,
    status: invitation.status,
    expiresAt: iso(invitation.expiresAt),
    usedAt: invitation.usedAt ? iso(invitation.usedAt) : null,
    revokedAt: invitation.revokedAt ? iso(invitation.revokedAt) : null,
    createdAt: iso(invitation.createdAt),
    createdByUsername: invitation.createdByUsername,
  };
}

/**
 * The audit log's view of an invitation: whom it invites, into which role, until when, and its status.
 * Never the token, nor the link that carries it: the log is read by people the invitation is not for.
 */
const auditInvitation = (invitation: InvitationRecord) => ({
  email: invitation.email,
  role: invitation.role,
  status: invitation.status,
  expiresAt: iso(invitation.expiresAt),
  revokedAt: invitation.revokedAt ? iso(invitation.revokedAt) : null,
});

async function load(ctx: AccountsContext, id: string, db = ctx.db): Promise<InvitationRecord> {
  const invitation = await findInvitationById(db, id);
  if (!invitation) throw notFound('The invitation');
  return invitation;
}

/**
 * Queues the invitation email in `db` (the caller's transaction). While one for this invitation still
 * waits to go out (the mail server is down), asking again adds no second copy.
 */
function queueInvitation(ctx: AccountsContext, db: Kysely<Database>, invitation: InvitationRecord) {
  return queueMail(db, {
    kind: 'invitation',
    dedupeKey: `invitation:${invitation.id}`,
    sendBefore: new Date(invitation.expiresAt),
    message: invitationMail({
      to: invitation.email,
      link: inviteUrl(ctx, invitation.token),
      roleName: invitation.role,
      expiresAt: new Date(invitation.expiresAt),
    }),
  });
}

export async function createInvitation(
  ctx: AccountsContext,
  caller: Principal,
  actor: AuditActor,
  body: CreateInvitationInput,
) {
  const { email } = body;
  const roleName = textOf(body.role) || MEMBER_ROLE;
  const role = await findRoleByName(ctx.db, roleName);
  if (!role) throw badRequest(`Unknown role: ${roleName}`, { role: [`Unknown role: ${roleName}`] });
  // Inviting someone into a super role would hand out more than the inviter may grant.
  if (isSuperRole(role.name) && !hasSuperAccess(caller)) {
    throw forbidden('Only a super administrator can invite someone with a super administrator role.');
  }
  if (await emailTaken(ctx.db, email)) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

  // The invitation, its email and its audit entry are stored together or not at all; the email goes out
  // just after.
  const invitation = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertInvitation(trx, {
      email,
      token: randomToken(),
      roleId: role.id,
      daysValid: clampDaysValid(body.daysValid),
      createdBy: caller.id,
    });
    const created = await load(ctx, id, trx);
    await queueInvitation(ctx, trx, created);
    await recordChange(trx, actor, {
      entity: 'invitation',
      entityId: id,
      label: created.email,
      before: null,
      after: { ...auditInvitation(created), status: undefined, revokedAt: undefined },
    });
    return created;
  });
  ctx.mailOutbox.wake();
  return { data: toDto(ctx, invitation), message: 'Invitation created successfully' };
}

export async function listInvitations(
  ctx: AccountsContext,
  query: InvitationFilters & { page?: number | undefined; limit?: number | undefined },
) {
  const page = pageRequest(query);
  const { rows, total } = await listInvitationRows(ctx.db, query, page);
  return { data: rows.map((row) => toDto(ctx, row)), pagination: pagination(page, total) };
}

export async function getInvitation(ctx: AccountsContext, id: string) {
  return toDto(ctx, await load(ctx, id));
}

const notPending = (action: 'revoked' | 'resent', status: InvitationStatus) =>
  conflict(`Only pending invitations can be ${action}. ${STATUS_MESSAGES[status]}`);

export async function revokeInvitation(ctx: AccountsContext, actor: AuditActor, id: string) {
  const revoked = await ctx.db.transaction().execute(async (trx) => {
    const invitation = await load(ctx, id, trx);
    if (invitation.status !== 'pending') throw notPending('revoked', invitation.status);
    // Revoked only while still pending: it may have been used or revoked since the read.
    if (!(await revokeInvitationRow(trx, id))) throw notPending('revoked', (await load(ctx, id, trx)).status);
    const after = await load(ctx, id, trx);
    await recordChange(trx, actor, {
      action: 'revoke',
      entity: 'invitation',
      entityId: id,
      label: invitation.email,
      before: auditInvitation(invitation),
      after: auditInvitation(after),
    });
    return after;
  });
  return toDto(ctx, revoked);
}

/**
 * Queues the email of a pending invitation again (its expiry stays). The audit entry says whether a new
 * email was queued or one was still waiting to go out.
 */
export async function resendInvitation(ctx: AccountsContext, actor: AuditActor, id: string) {
  const invitation = await ctx.db.transaction().execute(async (trx) => {
    const current = await load(ctx, id, trx);
    if (current.status !== 'pending') throw notPending('resent', current.status);
    const queued = await queueInvitation(ctx, trx, current);
    await recordAudit(trx, {
      actor,
      action: 'update',
      entity: 'invitation',
      entityId: id,
      label: current.email,
      changes: { invitationEmail: { after: queued ? 'sent again' : 'already waiting to be sent' } },
    });
    return current;
  });
  ctx.mailOutbox.wake();
  return toDto(ctx, invitation);
}

/** For the register page: what this token is, so it can prefill the email or explain the refusal. */
export async function validateInvitation(ctx: AccountsContext, token: string | undefined) {
  const value = token?.trim();
  if (!value) throw fieldError('token', 'An invitation token is required.');
  const invitation = await findInvitationByToken(ctx.db, value);
  if (!invitation) throw new AppError(404, 'NOT_FOUND', 'This invitation link is not valid.');
  return {
    data: {
      valid: invitation.status === 'pending',
      status: invitation.status,
      email: invitation.email,
      role: invitation.role,
      expiresAt: iso(invitation.expiresAt),
    },
    message: STATUS_MESSAGES[invitation.status],
  };
}
