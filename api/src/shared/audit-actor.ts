import type { FastifyRequest } from 'fastify';
import { currentUser } from './principal.js';

/**
 * Who made an administrative write and from where, as the audit log records it (modules/audit). Routes take
 * it from the request and hand it to the service that writes, which records it in the same transaction.
 */
export interface AuditActor {
  /** The signed-in account. */
  id: string;
  /** The username at the time: the log keeps saying who it was after a rename or a deletion. */
  username: string;
  /** The client's address as the API sees it (the forwarded one behind a trusted proxy). */
  ip: string | null;
  /** The request's id, also in the `x-request-id` answer header and the logs. */
  requestId: string | null;
}

/** The actor of a signed-in request (an admin or super route); a request without a caller is a 401. */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = currentUser(request);
  return { id: user.id, username: user.username, ip: request.ip || null, requestId: request.id || null };
}
