import { api, isApiError, isRecord } from '@party/shared-ui';
import type { ApiData, ApiQuery, Unchecked } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationKeys } from './register-keys';

/** GET /api/invitations/validate: what an invitation token is, for the register page (spec 01 §4). */

/** GET /invitations/validate's answer as the API documents it. */
type ApiValidation = ApiData<'validateInvitation'>;

export type InvitationStatus = ApiValidation['status'];

/**
 * The page's view of the answer: the API's fields, with `role` and `expiresAt` null when missing and the
 * envelope's message beside them.
 */
export interface InvitationValidation {
  readonly status: InvitationStatus;
  /** True only for a pending invitation: the one state that may create an account. */
  readonly valid: boolean;
  /** The address the invitation was sent to; the account must use it. */
  readonly email: string;
  readonly role: ApiValidation['role'] | null;
  readonly expiresAt: ApiValidation['expiresAt'] | null;
  /** The server's explanation of the status ("This invitation has expired."). */
  readonly message: string;
}

/** Used when the server sends no message of its own. */
export const INVITATION_STATUS_MESSAGES: Readonly<Record<InvitationStatus, string>> = {
  pending: 'This invitation is valid.',
  used: 'This invitation has already been used.',
  expired: 'This invitation has expired.',
  revoked: 'This invitation has been revoked.',
};

export const INVITATION_VALIDATE_FAILED = 'Failed to validate invitation';

const STATUSES: readonly string[] = [
  'pending',
  'used',
  'expired',
  'revoked',
] satisfies readonly InvitationStatus[];

export async function validateInvitation(token: string, signal?: AbortSignal): Promise<InvitationValidation> {
  const { data, message } = await api.get('/invitations/validate', {
    params: { token } satisfies ApiQuery<'validateInvitation'>,
    // Public: a visitor's stale session must not get in the way (or be refreshed) here.
    auth: false,
    ...(signal ? { signal } : {}),
  });
  return parseValidation(data, message);
}

export function invitationValidationQuery(token: string) {
  return queryOptions({
    queryKey: invitationKeys.validate(token),
    queryFn: ({ signal }) => validateInvitation(token, signal),
    // An invitation can be used or revoked at any time: always ask again on a new visit.
    staleTime: 0,
    // A 4xx (unknown token) will not change on a retry; a network hiccup might.
    retry: (failures, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
  });
}

/** Validates `token`; idle when there is none. */
export function useInvitationValidation(token: string) {
  return useQuery({ ...invitationValidationQuery(token), enabled: token !== '' });
}

/**
 * Reads the answer defensively. A server that gives no status lets it be derived as spec 01 §4 says:
 * used when usedAt is set, expired when the expiry has passed, otherwise pending (when valid).
 */
export function parseValidation(data: unknown, message: string): InvitationValidation {
  const record: Unchecked<ApiValidation> & InvitationHistory = isRecord(data) ? data : {};
  const expiresAt = typeof record.expiresAt === 'string' ? record.expiresAt : null;
  const status = readStatus(record, expiresAt);
  return {
    status,
    valid: status === 'pending',
    email: typeof record.email === 'string' ? record.email : '',
    role: typeof record.role === 'string' && record.role !== '' ? record.role : null,
    expiresAt,
    message: message || INVITATION_STATUS_MESSAGES[status],
  };
}

/** What an older server sent instead of a status. */
interface InvitationHistory {
  readonly revokedAt?: unknown;
  readonly usedAt?: unknown;
}

function readStatus(
  record: Unchecked<ApiValidation> & InvitationHistory,
  expiresAt: string | null,
): InvitationStatus {
  const given = typeof record.status === 'string' ? record.status.toLowerCase() : '';
  if (STATUSES.includes(given)) return given as InvitationStatus;
  if (record.revokedAt) return 'revoked';
  if (record.usedAt) return 'used';
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) return 'expired';
  return 'pending';
}
