import type { FastifyInstance } from 'fastify';
import { addVary } from '../shared/vary.js';

export interface CorsOptions {
  /** The origins a browser may call the API from, or '*' for any (each answered with its own origin). */
  origins: readonly string[] | '*';
  methods: readonly string[];
  /** Request headers a page may send. */
  allowedHeaders: readonly string[];
  /** Answer headers a page may read. */
  exposedHeaders: readonly string[];
  /** How long a browser may keep a preflight's answer. */
  maxAgeSeconds: number;
}

/**
 * Cross-origin access for the browser apps, without credentials (bearer tokens travel in a header). Every
 * answer says it varies with Origin and which of its headers a page may read; an allowed origin is answered
 * with itself. A preflight (OPTIONS with Origin and Access-Control-Request-Method) is answered at once, 204,
 * before any access check; an OPTIONS request lacking either is a 400.
 *
 * The header values are worked out once: this hook runs on every request, and building them per request (as
 * a general-purpose CORS plugin does) costs the API measurably at its busiest.
 */
export function registerCors(app: FastifyInstance, options: CorsOptions): void {
  const allowed = options.origins === '*' ? undefined : new Set(options.origins);
  const exposed = options.exposedHeaders.join(', ');
  const preflightHeaders = {
    'access-control-allow-methods': options.methods.join(', '),
    'access-control-allow-headers': options.allowedHeaders.join(', '),
    'access-control-max-age': String(options.maxAgeSeconds),
  };

  app.addHook('onRequest', (request, reply, done) => {
    addVary(reply, 'Origin');
    const { origin } = request.headers;
    if (origin && (allowed === undefined || allowed.has(origin))) {
      reply.header('access-control-allow-origin', origin);
    }
    reply.header('access-control-expose-headers', exposed);
    if (request.method !== 'OPTIONS') return done();
    // Answered here, before the access checks: a browser sends a preflight without the Authorization header.
    if (!origin || request.headers['access-control-request-method'] === undefined) {
      reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply.headers(preflightHeaders).code(204).header('content-length', '0').send();
  });

  // So that a preflight to any path finds a route (the hook above has answered it before it runs).
  app.options('*', { schema: { hide: true } }, (_request, reply) => {
    reply.callNotFound();
  });
}
