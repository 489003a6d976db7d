import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { hasAdminAccess, hasSuperAccess } from '../shared/roles.js';
import type { Access } from '../shared/access.js';
import { AppError, forbidden, unauthorized } from '../shared/errors.js';
import type { AccessClaims, Principal, PrincipalRecord } from '../shared/principal.js';

/**
 * Access tokens and the enforcement of every route's declared access (shared/access.ts).
 *
 * An access token is a short-lived HS256 JWT naming the user (`sub`) and the refresh-token family it was
 * issued with (`fam`). On every non-public request the hook below checks the signature and expiry, then
 * asks the database (one query) whether the user is still active and the family still live, so that
 * logout, suspension, deletion and a password change end sessions at once rather than when the token
 * expires. Public routes do not look at the Authorization header, unless their handler asks who is calling
 * (optionalUser).
 */

export interface RoutePolicy {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, in registration order (the access test walks it). */
    routePolicies: RoutePolicy[];
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sessionEnded = () => unauthorized('Your session has ended. Please sign in again.');

/**
 * The caller named by the request's bearer token: signature, expiry, and (one query) an active user in a live
 * session. Throws 401 when there is no token or it does not hold.
 */
async function authenticate(
  app: FastifyInstance,
  findPrincipal: FindPrincipal,
  request: FastifyRequest,
): Promise<Principal> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Authentication required. Please sign in.');

  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(match[1]);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FAST_JWT_EXPIRED') {
      throw new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
    }
    throw unauthorized('The authentication token is not valid. Please sign in again.');
  }
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) throw sessionEnded();
  if (typeof claims.fam !== 'string' || !UUID.test(claims.fam)) throw sessionEnded();

  const row = await findPrincipal(app.db, claims.sub, claims.fam);
  if (!row || row.status !== 'active' || !row.sessionLive) throw sessionEnded();
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    isSuperuser: row.isSuperuser,
    familyId: claims.fam,
  };
}

/** Who an access token speaks for and whether its session still stands (modules/auth/sessions.repository.ts). */
export type FindPrincipal = (
  db: FastifyInstance['db'],
  userId: string,
  familyId: string,
) => Promise<PrincipalRecord | undefined>;

export interface AuthPluginOptions {
  config: Config;
  /** Passed in by the app, so that the platform does not reach into a feature module. */
  findPrincipal: FindPrincipal;
}

async function authPlugin(app: FastifyInstance, { config, findPrincipal }: AuthPluginOptions) {
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
  });

  app.decorate('identify', async (request: FastifyRequest) => {
    if (request.user) return request.user;
    if (!request.headers.authorization) return null;
    try {
      request.user = await authenticate(app, findPrincipal, request);
      return request.user;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  });

  const policies: RoutePolicy[] = [];
  app.decorate('routePolicies', policies);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') policies.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public') return;

    const principal = await authenticate(app, findPrincipal, request);
    request.user = principal;

    if (access === 'admin' && !hasAdminAccess(principal)) {
      throw forbidden('You need administrator access to do this.');
    }
    if (access === 'super' && !hasSuperAccess(principal)) {
      throw forbidden('You need super administrator access to do this.');
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
