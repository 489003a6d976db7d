import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/**
 * Security headers, CORS and rate limiting. The API answers JSON and image bytes; its only HTML is the
 * interactive API reference, so its CSP allows same-origin scripts and the inline styles that page needs.
 * Pages of the shell and the remotes carry their own CSP from their static servers.
 */
async function securityPlugin(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Uploaded pictures are shown by the shell and by remotes served from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  const allowAny = config.corsOrigins.includes('*');
  await app.register(cors, {
    origin: allowAny ? true : config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'ETag'],
    // Bearer tokens travel in a header, never in cookies: credentialed CORS is not needed.
    credentials: false,
    maxAge: 600,
  });

  // With several API replicas the counters must be shared, or each replica would allow the full limit.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'));
    // IMPORTANT: without the offline queue, requests that arrive before the connection is up skip the
    // shared counter (skipOnError). Connect before serving; an unreachable Redis is logged, not fatal, and
    // ioredis keeps reconnecting in the background.
    await redis.connect().catch((error: unknown) => {
      app.log.warn({ err: error }, 'rate-limit store (Redis) unreachable at start-up; counting per replica');
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    ...(redis && { redis, nameSpace: 'party-api-rl:' }),
    // A broken Redis must not take the API down with it.
    skipOnError: true,
    // Thrown to the root error handler, which answers it in the error envelope (Retry-After is already set).
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
        {
          statusCode: context.statusCode,
        },
      ),
  });
}

export default fp(securityPlugin, { name: 'security' });
