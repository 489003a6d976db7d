import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.js';

/**
 * Who is calling, as the routes and services see it. The auth plugin (plugins/auth.ts) establishes it on
 * every non-public request and offers `identify` for public routes whose answer depends on the caller.
 */

/** What an access token carries: the user (`sub`) and the refresh-token family it was issued with. */
export interface AccessClaims {
  sub: string;
  fam: string;
}

/** The signed-in caller. */
export interface Principal {
  id: string;
  username: string;
  roles: string[];
  isSuperuser: boolean;
  /** The refresh-token family (session) this request's access token belongs to. */
  familyId: string;
  /** Set while the site requires two-factor sign-in of this administrator, who has not set it up. */
  adminWithheld?: boolean;
}

/** The caller's account as the database holds it, with whether the token's session is still live. */
export interface PrincipalRecord {
  id: string;
  username: string;
  status: string;
  isSuperuser: boolean;
  roles: string[];
  sessionLive: boolean;
  /** Sign-in asks this account for a code from an authenticator app (modules/auth/two-factor.*). */
  twoFactorEnabled: boolean;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: Principal | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The caller named by a request's bearer token, or null when there is none or it does not hold (a
     * public page keeps working with a stale session); only a database that cannot be reached throws.
     */
    identify(request: FastifyRequest): Promise<Principal | null>;
  }
}

/** The signed-in caller of a route whose access is not public. */
export function currentUser(request: FastifyRequest): Principal {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * For a public route whose answer depends on who asks (administrators also see unpublished content): the
 * caller when the request carries a valid bearer token of an active session, otherwise null.
 */
export function optionalUser(request: FastifyRequest): Promise<Principal | null> {
  return request.server.identify(request);
}
