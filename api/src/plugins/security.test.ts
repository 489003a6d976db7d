import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { presetHeaders, PRESETS_HELD_DIRECTLY } from './security.js';

// The fixed headers every answer carries, set by one copy per request (see presetHeaders), on a small app.

const FIXED = {
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

async function appWithPresets() {
  const app = Fastify({ logger: false });
  // A header an earlier hook set (as the request id is).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.url === '/framed') reply.header('X-Frame-Options', 'DENY');
    done();
  });
  const preset = presetHeaders(FIXED);
  app.addHook('onRequest', (_request, reply, done) => {
    preset(reply);
    done();
  });
  app.get('/plain', async () => ({ ok: true }));
  app.get('/framed', async () => ({ ok: true }));
  app.get('/own-policy', async (_request, reply) => {
    reply.header('Referrer-Policy', 'origin').header('cache-control', 'no-store');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  return app;
}

describe('presetHeaders', () => {
  it('puts the fixed headers on every answer, errors and unknown paths included', async () => {
    const app = await appWithPresets();
    try {
      for (const url of ['/plain', '/fails', '/nowhere']) {
        const res = await app.inject({ method: 'GET', url });
        for (const [name, value] of Object.entries(FIXED))
          expect(res.headers[name], `${url} ${name}`).toBe(value);
        expect(res.headers['x-request-id'], url).toBeDefined();
      }
    } finally {
      await app.close();
    }
  });

  it('keeps a header set before it, lets a route set its own, and leaks neither into the next answer', async () => {
    const app = await appWithPresets();
    try {
      const framed = await app.inject({ method: 'GET', url: '/framed' });
      expect(framed.headers['x-frame-options']).toBe('DENY');
      const own = await app.inject({ method: 'GET', url: '/own-policy' });
      expect(own.headers['referrer-policy']).toBe('origin');
      expect(own.headers['cache-control']).toBe('no-store');
      const next = await app.inject({ method: 'GET', url: '/plain' });
      expect(next.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(next.headers['referrer-policy']).toBe('no-referrer');
      expect(next.headers['cache-control']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it("finds where this release of Fastify keeps a reply's headers (else every answer takes the slow way)", () => {
    expect(PRESETS_HELD_DIRECTLY).toBe(true);
  });
});
