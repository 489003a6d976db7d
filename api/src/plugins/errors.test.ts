import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorsPlugin, { DATABASE_RETRY_AFTER_S, frameworkErrorHandler } from './errors.js';

// How database failures are answered, on a small app whose route throws what the pg driver throws.

async function answerTo(error: Error & { code?: string }) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/read', async () => {
    throw error;
  });
  try {
    return await app.inject({ method: 'GET', url: '/read' });
  } finally {
    await app.close();
  }
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a database that cannot serve', () => {
  it.each([
    [
      'refusing connections (55000)',
      pgError('55000', 'database "party" is not currently accepting connections'),
    ],
    ['past the statement deadline (57014)', pgError('57014', 'canceling statement due to statement timeout')],
    ['shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['out of connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['unreachable', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
  ])('%s is a 503 with Retry-After, in the envelope', async (_, error) => {
    const res = await answerTo(error);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(res.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE', errors: {} });
  });

  it('is not confused with another object "not in prerequisite state", which stays a 500', async () => {
    const res = await answerTo(pgError('55000', 'cannot refresh materialized view concurrently'));
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});

describe('an address the router cannot read', () => {
  async function answerFor(url: string) {
    const app = Fastify({ logger: false, frameworkErrors: frameworkErrorHandler });
    await app.register(errorsPlugin);
    app.get('/items/:id', async () => ({ success: true }));
    try {
      return await app.inject({ method: 'GET', url });
    } finally {
      await app.close();
    }
  }

  it('with a malformed %-encoding is a 400 in the envelope that names no internals', async () => {
    const res = await answerFor('/items/%FF');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The address is not valid: it holds a malformed %-encoded character.',
      errors: {},
      code: 'VALIDATION_ERROR',
    });
  });

  it('with a path parameter longer than the router takes is a 414 in the envelope, without the path', async () => {
    const res = await answerFor(`/items/${'x'.repeat(500)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      message: 'A part of the address is too long.',
      errors: {},
      code: 'VALIDATION_ERROR',
    });
  });
});
