import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { LocalCounters, type Counters, type WindowCount } from '../shared/counters.js';
import { AppError } from '../shared/errors.js';
import { registerCors } from './cors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' counters, shared by the replicas through Redis when REDIS_URL is set. */
    rateLimitCounters: Counters;
  }
}

export interface SecurityOptions {
  config: Config;
  /**
   * The account a request's access token names when its signature and expiry hold (no database look-up);
   * undefined for no token or one that does not hold. Passed in by the app: tokens are the auth plugin's.
   */
  accountOf: (request: FastifyRequest) => string | undefined;
  /** Whether the public cache will answer this request without running its route (plugins/public-cache.ts). */
  answeredFromCache: (request: FastifyRequest) => boolean;
}

/**
 * Security headers, CORS and rate limiting. The API answers JSON and image bytes; its only HTML is the
 * interactive API reference, so its CSP allows same-origin scripts and the inline styles that page needs.
 * Pages of the shell and the remotes carry their own CSP from their static servers.
 */
async function securityPlugin(
  app: FastifyInstance,
  { config, accountOf, answeredFromCache }: SecurityOptions,
) {
  const headers = securityHeaders({
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
  // On every answer, errors and 404s included; the same headers each time, so worked out once (helmet's
  // own Fastify plugin rebuilds them on every request).
  const preset = presetHeaders(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    preset(reply);
    done();
  });

  // With several API replicas the counters must be shared, or each replica would allow the full limit.
  const counters = config.redisUrl ? await sharedCounters(app, config.redisUrl) : new LocalCounters();
  app.decorate('rateLimitCounters', counters);

  const budgets = {
    address: config.rateLimitMax,
    cheap: CHEAP_FACTOR * config.rateLimitMax,
    account: config.accountRateLimitMax,
  };
  /** Sets the rate-limit headers for a window of `kind`'s budget; the refusal once the window is spent. */
  const verdict = (reply: FastifyReply, kind: keyof typeof budgets, { count, ttlMs }: WindowCount) => {
    const max = budgets[kind];
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - count));
    reply.header('x-ratelimit-reset', seconds);
    if (count <= max) return undefined;
    reply.header('retry-after', seconds);
    return new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${seconds} seconds.`);
  };
  /**
   * Counts a request against `who`'s budget of `kind`, then calls `done` with the refusal if it is spent. This
   * replica's own counters answer at once, so that a request waits on no promise for them; Redis's answer
   * arrives later.
   */
  const local = counters instanceof LocalCounters ? counters : undefined;
  const limit = (
    reply: FastifyReply,
    kind: keyof typeof budgets,
    who: string,
    done: (error?: Error) => void,
  ) => {
    const key = `${kind}:${who}`;
    if (local) return done(verdict(reply, kind, local.count(key, WINDOW_MS)));
    counters.hit(key, WINDOW_MS).then((window) => done(verdict(reply, kind, window)), done);
  };

  // CORS answers preflights in its own hook, before any other: they are counted here, as cheap answers.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) {
      return done();
    }
    limit(reply, 'cheap', normalizeIP(request.ip), done);
  });

  registerCors(app, {
    origins: config.corsOrigins.includes('*') ? '*' : config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'ETag', 'Idempotency-Replayed', 'Link'],
    maxAgeSeconds: 600,
  });

  // The plugin serves the stricter budgets that routes declare (`config.rateLimit`, e.g. sign-in) and
  // app.createRateLimit; the budget every request has is the hook below.
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    store: countersStore(counters, 'route:'),
    skipOnError: true,
    // Thrown to the root error handler, which answers it in the error envelope (Retry-After is already set).
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(`Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
        { statusCode: context.statusCode },
      ),
  });

  /**
   * Every request counts, cached or refused: this hook runs before the public cache and the access checks
   * answer (their hooks are registered after this plugin). A request bearing an access token whose
   * signature holds counts against its account, wherever it comes from, so people behind one shared address
   * (an office, a carrier's NAT) do not share a budget with a busy administrator. Anything else — no token, a
   * forged or expired one — counts against its address; a visitor's read the public cache will answer costs
   * next to nothing and counts with the preflights, in a larger budget of their own.
   */
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.rateLimit === false) return done();
    const account = accountOf(request);
    if (account) return limit(reply, 'account', account, done);
    limit(reply, answeredFromCache(request) ? 'cheap' : 'address', normalizeIP(request.ip), done);
  });
}

/** The headers helmet sets for `options`, read off one run of its middleware. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Where Fastify keeps a reply's headers until it writes them: an object, under a symbol of its own
 * (fastify/lib/symbols.js). Undefined if a release of Fastify no longer has it there.
 */
const { kReplyHeaders } = createRequire(import.meta.url)('fastify/lib/symbols.js') as {
  kReplyHeaders?: unknown;
};
const REPLY_HEADERS = typeof kReplyHeaders === 'symbol' ? kReplyHeaders : undefined;

/** Whether presetHeaders sets a reply's headers in one copy, or falls back to `reply.headers`. */
export const PRESETS_HELD_DIRECTLY = REPLY_HEADERS !== undefined;

type HeldHeaders = Record<string, unknown>;

/**
 * Sets `fixed` on a reply, as `reply.headers(fixed)` would, for the cost of one copy. A reply starts with an
 * empty object for its headers, and `reply.header` adds each by a computed name: past sixteen or so
 * names added that way V8 turns the object into a hash table, every answer again (the fixed headers and
 * the ten or so each answer adds come to over twenty), and a profile under load put `reply.header` at
 * 10 µs an answer. Here a reply's headers start as a copy of an object that holds `fixed` in its own
 * fixed shape (JSON.parse builds it so), with room for the rest; headers set before stay, set after win.
 * Where Fastify keeps its headers elsewhere, it falls back to `reply.headers`.
 */
export function presetHeaders(fixed: Readonly<Record<string, string>>): (reply: FastifyReply) => void {
  const held = REPLY_HEADERS;
  if (held === undefined) return (reply) => void reply.headers(fixed);
  const template = JSON.parse(JSON.stringify(fixed)) as HeldHeaders;
  return (reply) => {
    const slots = reply as unknown as Record<symbol, HeldHeaders | undefined>;
    const before = slots[held];
    if (typeof before !== 'object' || before === null) {
      reply.headers(fixed);
      return;
    }
    const headers = { ...template };
    for (const name of Object.keys(before)) headers[name] = before[name];
    slots[held] = headers;
  };
}

const WINDOW_MS = 60_000;
/** How long the rate limits count per replica after a Redis command failed, before asking Redis again. */
const REDIS_RETRY_AFTER_MS = 5000;
/**
 * How many more cheap answers (visitors' reads the public cache answers, CORS preflights) an address may have
 * than other requests, per minute.
 */
export const CHEAP_FACTOR = 4;

const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {count, ttl}`;

/**
 * Counters in Redis, falling back to this replica's own counters while Redis does not answer: limits then
 * hold per replica (each replica allows the full budget) instead of vanishing, and requests never wait on a
 * dead store for more than the command timeout.
 */
async function sharedCounters(app: FastifyInstance, redisUrl: string): Promise<Counters> {
  const redis = new Redis(redisUrl, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    keyPrefix: 'party-api-rl:',
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'));
  // IMPORTANT: without the offline queue, commands sent before the connection is up fail (and fall back to
  // this replica's counters). Connect before serving; an unreachable Redis is logged, not fatal, and ioredis
  // keeps reconnecting in the background.
  await redis.connect().catch((error: unknown) => {
    app.log.warn({ err: error }, 'rate-limit store (Redis) unreachable at start-up; counting per replica');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });

  const local = new LocalCounters();
  let degraded = false;
  // After a failed command (a timeout: Redis connected but not answering), Redis is left alone for a while,
  // so that requests do not each wait out the command timeout.
  let retryAt = 0;
  const shared = async <T>(command: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    if (redis.status === 'ready' && Date.now() >= retryAt) {
      try {
        const result = await command();
        if (degraded) app.log.info('rate-limit store (Redis) answers again; counting across replicas');
        degraded = false;
        return result;
      } catch (error) {
        retryAt = Date.now() + REDIS_RETRY_AFTER_MS;
        if (!degraded) app.log.warn({ err: error }, 'rate-limit store (Redis) failed; counting per replica');
        degraded = true;
        return fallback();
      }
    }
    if (!degraded) app.log.warn('rate-limit store (Redis) not answering; counting per replica');
    degraded = true;
    return fallback();
  };
  const windowCount = (reply: unknown): WindowCount => {
    const [count, ttlMs] = reply as [number, number];
    return { count, ttlMs };
  };
  return {
    hit: (key, windowMs) =>
      shared(
        async () => windowCount(await redis.eval(HIT, 1, key, windowMs)),
        () => local.hit(key, windowMs),
      ),
    peek: (key) =>
      shared(
        async () => windowCount(await redis.eval(PEEK, 1, key)),
        () => local.peek(key),
      ),
    hold: (key, ttlMs) =>
      shared(
        async () => {
          await redis.set(key, '1', 'PX', ttlMs);
        },
        () => local.hold(key, ttlMs),
      ),
    forget: (key) =>
      shared(
        async () => {
          await redis.del(key);
        },
        () => local.forget(key),
      ),
  };
}

/** @fastify/rate-limit's store over `counters`: each route's budget under a key prefix of its own. */
function countersStore(counters: Counters, prefix: string): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its settings, which this store does not need.
    constructor(
      _settings?: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      counters.hit(this.keyPrefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin passes the merged settings of the route (not the route itself) under `routeInfo`.
    child(settings: object): FastifyRateLimitStore {
      const route = (settings as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const method = Array.isArray(route.method) ? route.method.map(text).join(',') : text(route.method);
      return new CountersStore(undefined, `${this.keyPrefix}${method}${text(route.url)}-`);
    }
  }
  return CountersStore;
}

export default fp(securityPlugin, { name: 'security' });
