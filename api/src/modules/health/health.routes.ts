import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../shared/schemas.js';

/** How long the database may take to answer before health reports it disconnected (the check answers within 2 s). */
const PING_TIMEOUT_MS = 1500;

const HealthData = Type.Object({
  status: Type.Union([Type.Literal('healthy'), Type.Literal('unhealthy')]),
  database: Type.Object({
    status: Type.Union([Type.Literal('connected'), Type.Literal('disconnected')]),
    kind: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
    latencyMs: Type.Optional(Type.Number()),
  }),
  version: Type.String(),
  uptimeSeconds: Type.Integer(),
  timestamp: Type.String({ format: 'date-time' }),
});

const healthRoutes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, { version }) => {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Service and database health',
        description:
          'Answers within 2 seconds even when the database hangs. 503 when the database is unreachable.',
        response: {
          200: Type.Object({ success: Type.Literal(true), data: HealthData, message: Type.String() }),
          // Health takes no input, but a query string holding NUL is refused here as on every route
          // (plugins/text-guard.ts). Health is exempt from rate limiting, so there is no 429.
          400: Type.Ref('ErrorBody'),
          503: Type.Intersect([ErrorBody, Type.Object({ data: HealthData })]),
        },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const connected = await app.database.ping(PING_TIMEOUT_MS).then(
        () => true,
        (error: unknown) => {
          app.log.warn({ err: error }, 'health check: database unreachable');
          return false;
        },
      );
      const base = {
        version,
        uptimeSeconds: Math.floor(process.uptime()),
        timestamp: new Date().toISOString(),
      };
      reply.header('cache-control', 'no-store');
      if (connected) {
        return reply.code(200).send({
          success: true as const,
          message: 'All systems operational.',
          data: {
            ...base,
            status: 'healthy' as const,
            database: {
              status: 'connected' as const,
              kind: app.database.kind,
              latencyMs: Math.round((performance.now() - started) * 10) / 10,
            },
          },
        });
      }
      return reply.code(503).send({
        success: false as const,
        message: 'The database is unreachable. Some features are unavailable.',
        errors: {},
        code: 'DATABASE_UNAVAILABLE',
        data: {
          ...base,
          status: 'unhealthy' as const,
          database: { status: 'disconnected' as const, kind: app.database.kind },
        },
      });
    },
  );
};

export default healthRoutes;
