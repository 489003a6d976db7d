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
 *
 * Every refusal of a non-public route (401, 403) is logged, not audited: one line with the request id, the
 * address, the route and why, never the Authorization header or the token (see `logRefusal`).
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
    /**
     * The account a request's access token names, when its signature and expiry hold; undefined otherwise.
     * No database look-up: whether the session still stands is the access check's business. The rate
     * limiter uses it to count a signed-in caller's requests against the account rather than the address.
     */
    tokenAccount(request: FastifyRequest): string | undefined;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Each request's token is verified once: the rate limiter asks whose it is (tokenAccount) before the
 * access check reads its claims, and both get the same outcome.
 */
const verifiedTokens = new WeakMap<FastifyRequest, { claims: AccessClaims } | { error: unknown }>();

function verifiedClaims(app: FastifyInstance, request: FastifyRequest, token: string): AccessClaims {
  let outcome = verifiedTokens.get(request);
  if (!outcome) {
    try {
      outcome = { claims: app.jwt.verify<AccessClaims>(token) };
    } catch (error) {
      outcome = { error };
    }
    verifiedTokens.set(request, outcome);
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.claims;
}

const sessionEnded = () => unauthorized('Your session has ended. Please sign in again.');

/** Whether each signed-in request's account has two-factor sign-in on, as its access check read it. */
const twoFactorOn = new WeakMap<FastifyRequest, boolean>();

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'The site requires administrators to use two-factor sign-in. Set it up on your profile page, then try again.';

/** Why the request was refused, in the log's words, and the account its token named when that is known. */
interface Refusal {
  reason: string;
  userId?: string;
}

/** Set where a refusal is decided, read when it is logged (an onError hook, below). */
const refusals = new WeakMap<FastifyRequest, Refusal>();

function refuse(request: FastifyRequest, error: AppError, refusal: Refusal): AppError {
  refusals.set(request, refusal);
  return error;
}

/**
 * The caller named by the request's bearer token: signature, expiry, and (one query) an active user in a live
 * session. Throws 401 when there is no token or it does not hold.
 */
async function authenticate(
  app: FastifyInstance,
  findPrincipal: FindPrincipal,
  request: FastifyRequest,
): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) {
    throw refuse(request, unauthorized('Authentication required. Please sign in.'), {
      reason: request.headers.authorization ? 'not a bearer token' : 'no access token',
    });
  }

  let claims: AccessClaims;
  try {
    claims = verifiedClaims(app, request, token);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FAST_JWT_EXPIRED') {
      throw refuse(
        request,
        new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired. Please sign in again.'),
        { reason: 'access token expired' },
      );
    }
    throw refuse(request, unauthorized('The authentication token is not valid. Please sign in again.'), {
      reason: 'access token not valid',
    });
  }
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) {
    throw refuse(request, sessionEnded(), { reason: 'access token names no account' });
  }
  if (typeof claims.fam !== 'string' || !UUID.test(claims.fam)) {
    throw refuse(request, sessionEnded(), { reason: 'access token names no session', userId: claims.sub });
  }

  const row = await findPrincipal(app.db, claims.sub, claims.fam);
  if (!row || row.status !== 'active' || !row.sessionLive) {
    const reason = !row
      ? 'account deleted'
      : row.status !== 'active'
        ? `account ${row.status}`
        : 'session ended';
    throw refuse(request, sessionEnded(), { reason, userId: claims.sub });
  }
  twoFactorOn.set(request, row.twoFactorEnabled);
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    isSuperuser: row.isSuperuser,
    familyId: claims.fam,
  };
}

/** 401s that a browser left open sends in the ordinary course: logged as information, not warnings. */
const ROUTINE_401 = new Set(['no access token', 'access token expired', 'session ended']);

/**
 * The security log's line for a refused request (401 or 403): the request id (the logger adds it), the
 * address, the route as declared (never the URL as sent, whose query may carry a token) and why. A token
 * that does not hold, a token of an account that may no longer sign in, and every 403 are warnings: they
 * are what probing looks like.
 */
function logRefusal(request: FastifyRequest, status: 401 | 403, error: Error) {
  const refusal = refusals.get(request);
  const reason = refusal?.reason ?? error.message;
  const userId = request.user?.id ?? refusal?.userId;
  const routine = status === 401 && ROUTINE_401.has(reason);
  request.log[routine ? 'info' : 'warn'](
    {
      event: 'access_refused',
      status,
      reason,
      method: request.method,
      route: request.routeOptions.url,
      ip: request.ip,
      ...(userId && { userId }),
    },
    'access refused',
  );
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** Who an access token speaks for and whether its session still stands (modules/auth/sessions.repository.ts). */
export type FindPrincipal = (
  db: FastifyInstance['db'],
  userId: string,
  familyId: string,
) => Promise<PrincipalRecord | undefined>;

/** Whether the site requires two-factor sign-in of administrators (modules/auth/two-factor.policy.ts). */
export type TwoFactorRequired = (db: FastifyInstance['db']) => Promise<boolean>;

export interface AuthPluginOptions {
  config: Config;
  /** Passed in by the app, so that the platform does not reach into a feature module. */
  findPrincipal: FindPrincipal;
  /** Read only for administrators without two-factor sign-in; cached by its owner, so no query per request. */
  twoFactorRequired: TwoFactorRequired;
}

async function authPlugin(
  app: FastifyInstance,
  { config, findPrincipal, twoFactorRequired }: AuthPluginOptions,
) {
  /** An administrator whom the site requires to use two-factor sign-in, and who has not set it up. */
  const mustSetUpTwoFactor = async (request: FastifyRequest, principal: Principal) =>
    hasAdminAccess(principal) && twoFactorOn.get(request) === false && (await twoFactorRequired(app.db));

  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
  });

  app.decorate('tokenAccount', (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return undefined;
    try {
      const { sub } = verifiedClaims(app, request, token);
      return typeof sub === 'string' && UUID.test(sub) ? sub : undefined;
    } catch {
      return undefined;
    }
  });

  app.decorate('identify', async (request: FastifyRequest) => {
    if (request.user) return request.user;
    if (!request.headers.authorization) return null;
    try {
      const principal = await authenticate(app, findPrincipal, request);
      // Reads as a visitor until two-factor sign-in is set up: no drafts, no executives' private details.
      if (await mustSetUpTwoFactor(request, principal)) return null;
      request.user = principal;
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

  const authorise = async (request: FastifyRequest, access: Access) => {
    const principal = await authenticate(app, findPrincipal, request);
    request.user = principal;

    if (access === 'admin' && !hasAdminAccess(principal)) {
      throw refuse(request, forbidden('You need administrator access to do this.'), {
        reason: 'administrator access required',
      });
    }
    if (access === 'super' && !hasSuperAccess(principal)) {
      throw refuse(request, forbidden('You need super administrator access to do this.'), {
        reason: 'super administrator access required',
      });
    }
    if (await mustSetUpTwoFactor(request, principal)) {
      if (access === 'admin' || access === 'super') {
        throw refuse(request, new AppError(403, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE), {
          reason: 'two-factor sign-in required',
        });
      }
      // The account's own routes stay open, so that it can set it up, but as a member's: another user's
      // account (GET /users/{id}) is not shown.
      principal.adminWithheld = true;
    }
  };
  // A callback hook, not an async one: most requests are public reads and go straight on, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access ?? 'public';
    if (access === 'public') return done();
    authorise(request, access).then(() => done(), done);
  });

  // Refusals of non-public routes, whether decided above or by a handler (an administrator acting beyond
  // their role). Public routes that check credentials log their own refusals (the sign-in route does).
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status !== 401 && status !== 403) return;
    if ((request.routeOptions.config.access ?? 'public') === 'public') return;
    logRefusal(request, status, error);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
