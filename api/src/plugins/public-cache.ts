import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A short-lived in-memory cache of public read answers, for visitors (requests without an Authorization
 * header) on routes that opt in with `config: { publicCache: true }`.
 *
 * A public page is read by many visitors at once, each asking the same question (the news page, the ward
 * tree). Without this, each of them costs database round trips and a serialisation. With it:
 * - concurrent identical requests share one answer (one request runs, the others wait for its result);
 * - that answer is reused for `ttlMs` (a second by default), then asked for again;
 * - any successful write through this API (POST, PUT, PATCH, DELETE) empties the cache before its
 *   answer leaves, so whoever made a change and then reads sees it.
 *
 * What a visitor may see: content up to `ttlMs` old, when it was changed through another API replica or
 * straight in the database, and view counters up to `ttlMs` behind. Signed-in callers (administrators
 * see scheduled content) always bypass it, as do routes that do not opt in. The cache is bounded in
 * entries and bytes, so a stream of distinct query strings cannot grow it without end.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers to visitors may be cached briefly (plugins/public-cache.ts). Only for side-effect-free GETs. */
    publicCache?: boolean;
  }
}

export interface PublicCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many answers are kept. */
  maxEntries?: number;
  /** At most this many bytes of answers are kept; a larger answer is not cached. */
  maxBytes?: number;
}

interface Answer {
  payload: string;
  contentType: string;
  vary: string | undefined;
  /** A list's `Link: <…>; rel="next"`. */
  link: string | undefined;
  expiresAt: number;
  /** 200, or 503 when the database was away: shared with the waiters of its flight, never stored. */
  status: number;
  retryAfter: string | undefined;
}

interface Flight {
  generation: number;
  settle: (answer: Answer | undefined) => void;
  answer: Promise<Answer | undefined>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The flight this request leads: its answer is shared with identical requests that arrive meanwhile. */
    publicCacheFlight?: Flight;
  }
  interface FastifyInstance {
    /**
     * Whether this cache would answer `request` now without running its route: a fresh answer is stored or
     * an identical request is under way. The rate limiter, which runs first, gives such reads a larger budget.
     */
    publicCacheAnswers(request: FastifyRequest): boolean;
  }
}

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status).header('content-type', answer.contentType);
  if (answer.vary) reply.header('vary', answer.vary);
  if (answer.link) reply.header('link', answer.link);
  if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
  return reply.send(answer.payload);
}

async function publicCachePlugin(app: FastifyInstance, options: PublicCacheOptions) {
  const { ttlMs } = options;
  if (ttlMs <= 0) {
    app.decorate('publicCacheAnswers', () => false);
    return;
  }
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;

  // Map order is insertion order: the first entry is the oldest, evicted first.
  const answers = new Map<string, Answer>();
  const flights = new Map<string, Flight>();
  let bytes = 0;
  // Bumped by every write: a flight started before it neither stores its answer nor is joined after it.
  let generation = 0;

  const forget = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    bytes -= answer.payload.length;
    answers.delete(key);
  };

  const store = (key: string, answer: Answer) => {
    if (answer.payload.length > maxBytes) return;
    forget(key);
    const now = Date.now();
    for (const [oldKey, old] of answers) {
      if (answers.size < maxEntries && bytes + answer.payload.length <= maxBytes && old.expiresAt > now)
        break;
      forget(oldKey);
    }
    answers.set(key, answer);
    bytes += answer.payload.length;
  };

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.routeOptions.config.publicCache === true &&
    request.headers.authorization === undefined;

  app.decorate('publicCacheAnswers', (request: FastifyRequest) => {
    if (!cacheable(request)) return false;
    const cached = answers.get(request.url);
    if (cached && cached.expiresAt > Date.now()) return true;
    return flights.get(request.url)?.generation === generation;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = request.url;
    const cached = answers.get(key);
    if (cached) {
      if (cached.expiresAt > Date.now()) return send(reply, cached);
      forget(key);
    }
    const flight = flights.get(key);
    if (flight && flight.generation === generation) {
      const answer = await flight.answer;
      // The leader's 503 (the database is away) is theirs too: asking again now would only wait as long.
      // Without an answer (the leader failed otherwise or was refused) this request runs on its own.
      if (answer) return send(reply, answer);
      return;
    }
    let settle!: Flight['settle'];
    const answer = new Promise<Answer | undefined>((resolve) => {
      settle = resolve;
    });
    const led: Flight = { generation, settle, answer };
    flights.set(key, led);
    request.publicCacheFlight = led;
  });

  /** The flight `request` leads, now ended: identical requests arriving from here on start their own. */
  const endFlight = (request: FastifyRequest): Flight | undefined => {
    const flight = request.publicCacheFlight;
    if (!flight) return undefined;
    request.publicCacheFlight = undefined;
    if (flights.get(request.url) === flight) flights.delete(request.url);
    return flight;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) {
      generation += 1;
      answers.clear();
      bytes = 0;
      flights.clear();
      return payload;
    }
    const flight = endFlight(request);
    if (!flight) return payload;
    const contentType = reply.getHeader('content-type');
    const shared = reply.statusCode === 200 || reply.statusCode === 503;
    if (!shared || typeof payload !== 'string' || typeof contentType !== 'string') {
      flight.settle(undefined);
      return payload;
    }
    const vary = reply.getHeader('vary');
    const link = reply.getHeader('link');
    const retryAfter = reply.getHeader('retry-after');
    const answer: Answer = {
      payload,
      contentType,
      vary: typeof vary === 'string' ? vary : undefined,
      link: typeof link === 'string' ? link : undefined,
      expiresAt: Date.now() + ttlMs,
      status: reply.statusCode,
      retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    };
    if (answer.status !== 200) {
      flight.settle(answer);
      return payload;
    }
    // Waiters that joined before a write still get this answer: they asked before the write was answered.
    flight.settle(answer);
    if (flight.generation === generation) store(request.url, answer);
    return payload;
  });

  // A request that ends without sending (the client went away mid-way) must not leave waiters waiting.
  const release = async (request: FastifyRequest) => endFlight(request)?.settle(undefined);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

export default fp(publicCachePlugin, { name: 'public-cache' });
