import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { currentUser } from '../../shared/principal.js';
import { AppError } from '../../shared/errors.js';
import { Envelope, errorResponses } from '../../shared/schemas.js';
import { schemaProblems } from '../../shared/validation.js';
import { UserSchema } from '../users/users.schemas.js';
import {
  LoginBody,
  RefreshBody,
  RegisterBody,
  SessionSchema,
  TokenBody,
  TokensSchema,
} from './auth.schemas.js';
import { login, logout, refresh, register, verifyEmail } from './auth.service.js';
import { accountsContext } from '../../shared/accounts-context.js';

const authRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const ctx = accountsContext(app, config);
  // Routes that take a secret (password or token) get the stricter per-client budget.
  const strict = { max: config.authRateLimitMax, timeWindow: '1 minute' };
  // …and the same budget per account name, so that guessing one account's password from many addresses
  // is throttled too. Counted after the body is parsed; shares the store (Redis) of the per-client limit.
  // IMPORTANT: @fastify/rate-limit runs one limiter per request, so this second budget uses the
  // lower-level createRateLimit and answers 429 itself, in the same envelope.
  const perIdentifier = (field: 'identifier' | 'email') => {
    const limit = app.createRateLimit({
      max: config.authRateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request) => `auth-${field}:${identifierOf(request.body, field)}`,
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
      preHandler: perIdentifier('identifier'),
      attachValidation: true,
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in with username (or email) and password',
        body: LoginBody,
        response: { 200: Envelope(SessionSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await login(ctx, request.body, schemaProblems(request)),
      message: 'Login successful',
    }),
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
      data: await verifyEmail(ctx, request.body),
      message: 'Email verified successfully',
    }),
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
    async (request) => ({
      success: true as const,
      data: await refresh(ctx, request.body),
      message: 'Token refreshed successfully',
    }),
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

/** The account a sign-in or registration names, normalised; requests naming none share one bucket. */
function identifierOf(body: unknown, field: 'identifier' | 'email'): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const value = field === 'email' ? record.email : (record.username ?? record.email);
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}
