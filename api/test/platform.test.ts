import { sql } from 'kysely';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DatabaseUnavailableError } from '../src/db/kysely.js';
import { conflict } from '../src/shared/errors.js';
import { createTestApp, expectValidationError, testConfig } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';

// The platform's contract with every client (DESIGN §3): envelopes, error bodies and status codes.
// A few routes are added for the test only, to reach each failure path through the real handlers.
const { app } = await createTestApp({
  env: { CORS_ORIGINS: 'https://branch.example.org' },
  prepare: (app) => {
    app.post(
      '/api/__test/echo',
      {
        config: { access: 'public' },
        schema: {
          body: Type.Object({
            username: Type.String({ minLength: 3 }),
            email: Type.String({ format: 'email' }),
            age: Type.Optional(Type.Integer({ minimum: 0 })),
          }),
        },
      },
      async (request) => ({ success: true, data: request.body, message: 'Echoed.' }),
    );
    app.get('/api/__test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('secret detail at /srv/app/src/file.ts:12');
    });
    app.get('/api/__test/bad-sql', { config: { access: 'public' } }, async () => {
      await sql`SELECT * FROM table_that_does_not_exist`.execute(app.db);
    });
    app.get('/api/__test/db-down', { config: { access: 'public' } }, async () => {
      throw new DatabaseUnavailableError('no database');
    });
    app.get('/api/__test/orphan', { config: { access: 'public' } }, async () => {
      // A branch under a ward that does not exist: what a delete racing a create leaves the second with.
      await app.db
        .insertInto('branches')
        .values({ ward_id: '00000000-0000-4000-8000-000000000000', branch_name: 'Orphan' })
        .execute();
    });
    app.get('/api/__test/conflict', { config: { access: 'public' } }, async () => {
      throw conflict('That username is taken.', { username: ['That username is taken.'] });
    });
  },
});

describe('error envelope', () => {
  it('answers a write whose parent was removed meanwhile with 409, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test/orphan' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'No route matches GET /api/no-such-thing.',
      errors: {},
      code: 'NOT_FOUND',
    });
  });

  it('answers schema violations with 400 and every invalid field named', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { username: 'ab', email: 'not-an-email', age: -1 },
    });
    expect(expectValidationError(res, 'username')).toEqual(['Must be at least 3 characters.']);
    expect(expectValidationError(res, 'email')).toEqual(['Enter a valid email address.']);
    expect(expectValidationError(res, 'age')).toEqual(['Must be at least 0.']);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('names missing required fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/__test/echo', payload: { email: 'a@b.org' } });
    expect(expectValidationError(res, 'username')).toEqual(['This field is required.']);
  });

  it('answers valid input in the success envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { username: 'kofi', email: 'kofi@example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { username: 'kofi', email: 'kofi@example.org' },
      message: 'Echoed.',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "kofi",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_JSON', errors: {} });
  });

  it('treats a JSON content type with an empty body as no body, not as malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    // The echo route requires a body, so the answer is the schema's 400, not INVALID_JSON.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.org' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('passes coded application errors through with their status and fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'That username is taken.',
      errors: { username: ['That username is taken.'] },
      code: 'CONFLICT',
    });
  });

  it('answers an unexpected failure with a generic 500 that leaks nothing', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/__test/crash',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      errors: {},
      code: 'INTERNAL_ERROR',
      requestId: 'req-42',
    });
    expect(res.body).not.toMatch(/secret|\/srv|file\.ts|stack/i);
  });

  it('never shows SQL to the client', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test/bad-sql' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/SELECT|table_that_does_not_exist|relation/i);
  });

  it('answers 503 when the database is unreachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__test/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE', errors: {} });
  });
});

describe('request ids', () => {
  it('echoes a well-formed caller id and mints one otherwise', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const minted = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces <script>' },
    });
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers with a CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends the same security headers on every answer, a 404 and a refused request included', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const refused = await app.inject({ method: 'GET', url: '/api/users' });
    expect(missing.statusCode).toBe(404);
    expect(refused.statusCode).toBe(401);
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const res of [ok, missing, refused]) {
      for (const name of names) {
        expect(ok.headers[name], name).toBeDefined();
        expect(res.headers[name], name).toBe(ok.headers[name]);
      }
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    expect(ok.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows the configured origins only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://branch.example.org', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://branch.example.org');
    const other = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight to any path at once, before the access checks', async () => {
    for (const url of ['/api/users', '/api/no-such-route']) {
      const res = await app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://branch.example.org',
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'authorization, idempotency-key',
        },
      });
      expect(res.statusCode, url).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['content-length']).toBe('0');
      expect(res.headers['access-control-allow-origin']).toBe('https://branch.example.org');
      expect(res.headers['access-control-allow-methods']).toBe(
        'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      );
      expect(res.headers['access-control-allow-headers']).toBe(
        'Authorization, Content-Type, X-Request-Id, Idempotency-Key',
      );
      expect(res.headers['access-control-max-age']).toBe('600');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('refuses an OPTIONS request that is not a preflight', async () => {
    const withoutMethod = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://branch.example.org' },
    });
    const withoutOrigin = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { 'access-control-request-method': 'GET' },
    });
    for (const res of [withoutMethod, withoutOrigin]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('Invalid Preflight Request');
    }
  });

  it('lets pages read the headers they need, and says the answer varies with Origin', async () => {
    for (const origin of ['https://branch.example.org', undefined]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: origin ? { origin } : {},
      });
      expect(res.headers['access-control-expose-headers']).toBe(
        'X-Request-Id, Retry-After, ETag, Idempotency-Replayed, Link',
      );
      expect(res.headers.vary).toMatch(/\bOrigin\b/);
    }
  });

  it('answers any origin with itself when every origin is allowed', async () => {
    const database = await createTestDatabase();
    const open = await buildApp(testConfig({ ...database.env, CORS_ORIGINS: '*' }), { logger: false });
    try {
      const res = await open.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://anywhere.example.net' },
      });
      expect(res.headers['access-control-allow-origin']).toBe('https://anywhere.example.net');
      const noOrigin = await open.inject({ method: 'GET', url: '/api/health' });
      expect(noOrigin.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
      await database.drop();
    }
  });
});

describe('API reference', () => {
  it('publishes an OpenAPI 3 document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/media/{id}']));
  });

  it('serves the interactive reference', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('access policy', () => {
  it('refuses to start with a route that declares no access policy', async () => {
    const database = await createTestDatabase();
    const bare = await buildApp(testConfig(database.env), { logger: false });
    try {
      expect(() => bare.get('/api/undeclared', async () => ({}))).toThrow(/declares no access policy/);
    } finally {
      await bare.close();
      await database.drop();
    }
  });
});
