import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { currentUser } from '../../plugins/auth.js';
import { Envelope, errorResponses } from '../../shared/schemas.js';
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
import { accountsContext } from './context.js';

const authRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const ctx = accountsContext(app, config);
  // Routes that take a secret (password or token) get the stricter per-client budget.
  const strict = { max: config.authRateLimitMax, timeWindow: '1 minute' };

  app.post(
    '/auth/register',
    {
      config: { access: 'public', rateLimit: strict },
      schema: {
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
      const user = await register(ctx, request.body);
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
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or email) and password',
        body: LoginBody,
        response: { 200: Envelope(SessionSchema), ...errorResponses(400, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await login(ctx, request.body),
      message: 'Login successful',
    }),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', rateLimit: strict },
      schema: {
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
