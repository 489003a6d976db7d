import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { currentUser } from '../../shared/principal.js';
import { AppError, formErrors } from '../../shared/errors.js';
import { Envelope, errorResponses } from '../../shared/schemas.js';
import { schemaProblems } from '../../shared/validation.js';
import { UserSchema } from '../users/users.schemas.js';
import {
  ForgotPasswordBody,
  LoginBody,
  RefreshBody,
  ResetPasswordBody,
  RegisterBody,
  SessionSchema,
  TokenBody,
  TokensSchema,
} from './auth.schemas.js';
import {
  INVALID_CREDENTIALS,
  login,
  logout,
  refresh,
  refuseStatus,
  register,
  VERIFY_FIRST,
  verifyEmail,
} from './auth.service.js';
import {
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_RESET_DONE,
  requestPasswordReset,
  resetPassword,
  RESET_MAILS_PER_HOUR,
} from './password-reset.service.js';
import { accountsContext } from '../../shared/accounts-context.js';
import { createSignInThrottle, signInAccount } from './sign-in-throttle.js';
import { clientOf } from './session-client.js';
import { TwoFactorChallengeSchema } from './two-factor.schemas.js';

/** The sign-in answer's message when a code must follow the password. */
export const TWO_FACTOR_NEXT = 'Enter the code from your authenticator app to finish signing in.';

const authRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const ctx = accountsContext(app, config);
  // Routes that take a secret (password or token) get the stricter per-client budget.
  const strict = { max: config.authRateLimitMax, timeWindow: '1 minute' };
  // Registration and reset links also have the same budget per email or account name. Counted after the
  // body is parsed; shares the store (Redis) of the per-client limit. Sign-in has the throttle below instead.
  // IMPORTANT: @fastify/rate-limit runs one limiter per request, so this second budget uses the
  // lower-level createRateLimit and answers 429 itself, in the same envelope.
  // `scope` keeps budgets apart: asking for reset links must not use up an email's registrations (nor the
  // reverse).
  const perIdentifier = (field: 'identifier' | 'email', scope: string = field) => {
    const limit = app.createRateLimit({
      max: config.authRateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request) => `auth-${scope}:${identifierOf(request.body, field)}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many attempts for this account. Please try again in ${result.ttlInSeconds} seconds.`,
        );
      }
    };
  };

  // Failed sign-ins are logged, not audited, naming the account by its id when the name typed is one's;
  // otherwise by a keyed fingerprint of that name, never the name itself (people type their password into
  // the name field) and never the password.
  const fingerprintKey = createHmac('sha256', config.jwtSecret).update('sign-in name fingerprint').digest();
  const signInSubject = (account: string) =>
    account.startsWith('user:')
      ? { userId: account.slice('user:'.length) }
      : {
          nameFingerprint: createHmac('sha256', fingerprintKey)
            .update(account.slice('name:'.length))
            .digest('hex')
            .slice(0, 16),
        };
  const logSignInFailure = (request: FastifyRequest, account: string, reason: string) =>
    request.log[reason === SIGN_IN_THROTTLED ? 'warn' : 'info'](
      {
        event: 'sign_in_failed',
        reason,
        route: request.routeOptions.url,
        ip: request.ip,
        ...signInSubject(account),
      },
      'sign-in failed',
    );

  // Guessing one account's password from many addresses is slowed per account, without locking its owner
  // out (sign-in-throttle.ts). Counted per account, not per name typed: a username and its email are one.
  const throttle = createSignInThrottle({
    counters: app.rateLimitCounters,
    threshold: config.authRateLimitMax,
    onPressure: (account) =>
      app.log.warn(
        { event: 'sign_in_pressure', ...signInSubject(account) },
        'repeated failed sign-ins for one account: addresses now wait between attempts',
      ),
  });
  const signInAccounts = new WeakMap<FastifyRequest, string>();
  const signInThrottle = async (request: FastifyRequest, reply: FastifyReply) => {
    const account = await signInAccount(app.db, identifierOf(request.body, 'identifier'));
    signInAccounts.set(request, account);
    const waitMs = await throttle.waitMs(account, normalizeIP(request.ip));
    if (waitMs > 0) {
      logSignInFailure(request, account, SIGN_IN_THROTTLED);
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many failed sign-ins for this account from your network. Please try again in ${seconds} seconds.`,
      );
    }
  };

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit: strict },
      preHandler: perIdentifier('email'),
      attachValidation: true,
      schema: {
        operationId: 'register',
        tags: ['auth'],
        summary: 'Create an account with an invitation',
        description:
          'The account is created pending, with the invitation’s role, and a verification email is sent. ' +
          'Every field problem comes back at once, keyed as sent.',
        body: RegisterBody,
        response: { 201: Envelope(UserSchema), ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const user = await register(ctx, request.body, schemaProblems(request));
      return reply.code(201).send({
        success: true as const,
        data: user,
        message: 'Registration successful. Please check your email to verify your account.',
      });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: strict },
      preHandler: signInThrottle,
      attachValidation: true,
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in with username (or email) and password',
        description:
          'Answers the session (tokens and user). For an account with two-factor sign-in on, a right password ' +
          'answers instead `twoFactorRequired: true` and a `challenge`, without tokens: the session starts at ' +
          '`POST /auth/login/two-factor` with a code from the authenticator app.',
        body: LoginBody,
        response: {
          200: Envelope(Type.Union([SessionSchema, TwoFactorChallengeSchema])),
          ...errorResponses(400, 403),
        },
      },
    },
    async (request) => {
      const account = signInAccounts.get(request);
      const address = normalizeIP(request.ip);
      try {
        const session = await login(ctx, request.body, schemaProblems(request), clientOf(request));
        // The password alone does not make an address trusted while a code is still to come.
        if ('twoFactorRequired' in session) {
          return { success: true as const, data: session, message: TWO_FACTOR_NEXT };
        }
        if (account) await throttle.succeeded(account, address);
        return { success: true as const, data: session, message: 'Login successful' };
      } catch (error) {
        if (account && error instanceof AppError) {
          const reason = signInRefusal(error, account);
          if (reason) logSignInFailure(request, account, reason);
          if (error.message === INVALID_CREDENTIALS) await throttle.failed(account, address);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', rateLimit: strict },
      schema: {
        operationId: 'verifyEmail',
        tags: ['auth'],
        summary: 'Verify the email address and sign in',
        description: 'The token from the verification email: single use, valid for 48 hours.',
        body: TokenBody,
        response: { 200: Envelope(SessionSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verifyEmail(ctx, request.body, clientOf(request)),
      message: 'Email verified successfully',
    }),
  );

  app.post(
    '/auth/forgot-password',
    {
      // Per client and per account name, like sign-in; the service also caps the emails per account.
      config: { access: 'public', rateLimit: strict },
      preHandler: perIdentifier('identifier', 'forgot-password'),
      attachValidation: true,
      schema: {
        operationId: 'forgotPassword',
        tags: ['auth'],
        summary: 'Ask for a password reset link by email',
        description:
          'Answers 202 with the same message whether or not an account matches, so it tells nobody which ' +
          'accounts exist. An active or pending account gets an email with a link to ' +
          '`/reset-password?token=…` on the site, valid for one hour, single use; asking again replaces ' +
          `the earlier link. At most ${RESET_MAILS_PER_HOUR} emails per account per hour; suspended and ` +
          'deactivated accounts get none.',
        body: ForgotPasswordBody,
        response: { 202: Envelope(Type.Null()), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const problems = schemaProblems(request);
      if (!problems.isEmpty) throw formErrors(problems.errors);
      await requestPasswordReset(ctx, request.body);
      return reply.code(202).send({ success: true as const, data: null, message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit: strict },
      attachValidation: true,
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset email',
        description:
          'The password has the rules of registration. The token is spent, every session of the account ' +
          'ends (its refresh tokens stop working) and the owner is told by email; the user then signs in. ' +
          'A token that is unknown, used, replaced by a newer request or expired is a 400 naming `token`; ' +
          'a suspended or deactivated account is a 403.',
        body: ResetPasswordBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, schemaProblems(request));
      return { success: true as const, data: null, message: PASSWORD_RESET_DONE };
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      config: { access: 'public', rateLimit: strict },
      schema: {
        operationId: 'refreshToken',
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens',
        description:
          'Rotation: the refresh token is spent and a new one returned. Presenting a spent one ends the session.',
        body: RefreshBody,
        response: { 200: Envelope(TokensSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      try {
        return {
          success: true as const,
          data: await refresh(ctx, request.body, clientOf(request)),
          message: 'Token refreshed successfully',
        };
      } catch (error) {
        // Logged as the auth plugin logs refused access tokens; an expired session is routine.
        if (error instanceof AppError && error.statusCode === 401) {
          request.log.info(
            {
              event: 'access_refused',
              status: 401,
              reason: 'refresh token unknown, spent or expired',
              route: request.routeOptions.url,
              ip: request.ip,
            },
            'access refused',
          );
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out of this session',
        description: 'No body: the bearer token names the session, whose refresh tokens stop working.',
        response: { 200: Envelope(Type.Null()), ...errorResponses(401) },
      },
    },
    async (request) => {
      await logout(ctx, currentUser(request));
      return { success: true as const, data: null, message: 'Logout successful' };
    },
  );
};

export default authRoutes;

const SIGN_IN_THROTTLED = 'too many failed sign-ins from this address';

const STATUS_REFUSED = new Map([
  [VERIFY_FIRST, 'email not verified'],
  [refuseStatus('suspended').message, 'account suspended'],
  [refuseStatus('inactive').message, 'account deactivated'],
]);

/**
 * Why a sign-in was refused, for the log; undefined for answers that are no refusal of the credentials (a
 * form missing a field, a server fault).
 */
function signInRefusal(error: AppError, account: string): string | undefined {
  if (error.message === INVALID_CREDENTIALS) {
    return account.startsWith('user:') ? 'wrong password' : 'no such account';
  }
  return STATUS_REFUSED.get(error.message);
}

/** The account a sign-in or registration names, normalised; requests naming none share one bucket. */
function identifierOf(body: unknown, field: 'identifier' | 'email'): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) =>
    typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
  // As sign-in reads it: the username, or the email when no username is given.
  return field === 'email' ? text(record.email) : text(record.username) || text(record.email);
}
