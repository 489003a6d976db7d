import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { accountsContext } from '../../shared/accounts-context.js';
import { currentUser } from '../../shared/principal.js';
import { Envelope, errorResponses, Nullable, RecordSchema, UuidParams } from '../../shared/schemas.js';
import { endOtherSessions, endSession, listSessions } from './sessions.js';

/** One of the signed-in user's live sessions (a sign-in on some device, with every token refreshed from it). */
export const ActiveSessionSchema = RecordSchema(
  'ActiveSession',
  {
    id: Type.String({ format: 'uuid', description: 'The session: give it to end it.' }),
    device: Type.String({
      description:
        'Browser and system read from the User-Agent it signed in with ("Firefox on Windows"); ' +
        '"Unknown device" when that says nothing recognisable.',
    }),
    ip: Nullable(
      Type.String({ description: 'The address it was last used from (at sign-in or its latest refresh).' }),
    ),
    signInIp: Nullable(Type.String({ description: 'The address it signed in from.' })),
    network: Type.Union([Type.Literal('local'), Type.Literal('public'), Type.Literal('unknown')], {
      description:
        '`local`: `ip` is a loopback or private-network address; `public`: any other address, whose place ' +
        'is not known; `unknown`: no address was recorded.',
    }),
    createdAt: Type.String({ format: 'date-time', description: 'When it signed in.' }),
    lastUsedAt: Type.String({
      format: 'date-time',
      description: 'When it signed in or last refreshed its access token (every 15 minutes while in use).',
    }),
    current: Type.Boolean({ description: 'True for the session making this request.' }),
  },
  'A live session of the signed-in user.',
);

/** The signed-in user's sessions: the profile's "Where you're signed in". */
const sessionsRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const ctx = accountsContext(app, config);

  app.get(
    '/users/profile/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listSessions',
        tags: ['users'],
        summary: 'Where I am signed in',
        description:
          'The live sessions of the signed-in user: this one first (`current: true`), then the most ' +
          'recently used. A session ends at logout, when ended here, when the password changes, or when ' +
          'its refresh token expires unused (30 days by default).',
        response: { 200: Envelope(Type.Array(ActiveSessionSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSessions(ctx, currentUser(request)),
      message: 'Sessions retrieved successfully',
    }),
  );

  app.delete(
    '/users/profile/sessions/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'endSession',
        tags: ['users'],
        summary: 'Sign out one of my sessions',
        description:
          'Its access token and refresh token stop working at once. A session that is not the caller’s, ' +
          'unknown or already over is a 404. Ending the current session signs this client out, as logout does.',
        params: UuidParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await endSession(ctx, currentUser(request), request.params.id);
      return { success: true as const, data: null, message: 'Session ended' };
    },
  );

  app.post(
    '/users/profile/sessions/end-others',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'endOtherSessions',
        tags: ['users'],
        summary: 'Sign out everywhere else',
        description:
          'Ends every session of the signed-in user but the one making the request; their tokens stop ' +
          'working at once. No body.',
        response: {
          200: Envelope(
            Type.Object({
              ended: Type.Integer({ minimum: 0, description: 'How many sessions were ended.' }),
            }),
          ),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const ended = await endOtherSessions(ctx, currentUser(request));
      return {
        success: true as const,
        data: { ended },
        message: ended === 1 ? '1 other session ended' : `${ended} other sessions ended`,
      };
    },
  );
};

export default sessionsRoutes;
