import { describe, expect, it } from 'vitest';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { injectAs } from './helpers/accounts.js';

// How the API answers when a client sends what no form would, or the database cannot serve: a 4xx that
// names the problem, or a 503 that says to come back, never a 500.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '1000' } });

interface Envelope {
  success: boolean;
  message: string;
  errors: Record<string, string[]>;
  code?: string;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it('is a 400 on any JSON route, signed in or not', async () => {
    for (const payload of [nested(5000), nestedObject(5000), `{"username":${nested(200)},"password":"x"}`]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope>()).toMatchObject({ success: false, code: 'INVALID_JSON' });
      expect(res.json<Envelope>().message).toMatch(/nested too deeply/);
    }
    const admin = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/about/sections',
      headers: { 'content-type': 'application/json' },
      payload: `{"sections":${nested(5000)}}`,
    });
    expect(admin.statusCode).toBe(400);
  });

  it('takes the nesting real bodies have', async () => {
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: '/api/about/values',
      payload: {
        title: 'Our Core Values',
        content: 'What guides us.',
        data: { values: [{ id: 1, icon: '⚖️', title: 'Integrity', description: 'We keep our word.' }] },
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('non-finite numbers', () => {
  it('are a 400 naming the field, on every paginated list', async () => {
    for (const url of ['/api/news', '/api/projects', '/api/gallery/assets', '/api/constituencies']) {
      for (const value of ['Infinity', '-Infinity', '1e309', 'NaN']) {
        const res = await app.inject({ method: 'GET', url: `${url}?page=${value}` });
        expect(res.statusCode, `${url}?page=${value}`).toBe(400);
        expect(Object.keys(res.json<Envelope>().errors), `${url}?page=${value}`).toContain('page');
      }
      const limit = await app.inject({ method: 'GET', url: `${url}?limit=1e309` });
      expect(limit.statusCode, `${url}?limit=1e309`).toBe(400);
    }
  });

  it('are a 400 in a JSON body', async () => {
    const res = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/projects',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"Borehole","budget":1e309}',
    });
    expect(res.statusCode).toBe(400);
    expectValidationError(res, 'budget');
  });
});

describe('Vary', () => {
  it('keeps Origin beside Authorization on news answers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/news',
      headers: { origin: 'http://localhost:8080' },
    });
    const vary = String(res.headers.vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'authorization']));
  });
});
