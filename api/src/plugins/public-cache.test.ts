import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import publicCache, { type PublicCacheOptions } from './public-cache.js';

// The visitors' answer cache on a small app of its own: a counter route that opts in, one that does not,
// a route that fails, and a write.

interface Probe {
  app: FastifyInstance;
  /** How many times the opted-in route's handler ran. */
  runs: () => number;
  /** Lets the handlers that are waiting on it finish. */
  release: () => void;
}

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function probe(options: Partial<PublicCacheOptions> = {}, { hold = false } = {}): Promise<Probe> {
  const app = Fastify({ logger: false });
  await app.register(publicCache, { ttlMs: 60_000, ...options });
  let runs = 0;
  let openGate: () => void = () => undefined;
  const gate = hold ? new Promise<void>((resolve) => (openGate = resolve)) : Promise.resolve();

  app.get('/items', { config: { publicCache: true } }, async (request, reply) => {
    runs += 1;
    const n = runs;
    await gate;
    reply.header('vary', 'Authorization');
    return { n, query: request.query };
  });
  app.get('/uncached', async () => ({ n: (runs += 1) }));
  app.get('/broken', { config: { publicCache: true } }, async (_request, reply) => {
    runs += 1;
    await gate;
    return reply.code(503).header('retry-after', '5').send({ message: 'down' });
  });
  app.post('/items', async () => ({ created: true }));
  app.post('/refused', async (_request, reply) => reply.code(400).send({ message: 'no' }));
  await app.ready();
  apps.push(app);
  return { app, runs: () => runs, release: () => openGate() };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('public answer cache', () => {
  it('answers a repeated visitor request from the cache, with the same body and headers', async () => {
    const { app, runs } = await probe();
    const first = await get(app, '/items?page=2');
    const second = await get(app, '/items?page=2');
    expect(runs()).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers.vary).toBe('Authorization');
  });

  it('keeps answers to different query strings apart', async () => {
    const { app, runs } = await probe();
    const one = await get(app, '/items?page=1');
    const two = await get(app, '/items?page=2');
    expect(runs()).toBe(2);
    expect(one.json()).toMatchObject({ query: { page: '1' } });
    expect(two.json()).toMatchObject({ query: { page: '2' } });
  });

  it('runs the handler once for identical requests that arrive together', async () => {
    const { app, runs, release } = await probe({}, { hold: true });
    const pending = Array.from({ length: 20 }, () => get(app, '/items'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const answers = await Promise.all(pending);
    expect(runs()).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });

  it('asks again once an answer is older than the lifetime', async () => {
    const { app, runs } = await probe({ ttlMs: 30 });
    await get(app, '/items');
    await new Promise((resolve) => setTimeout(resolve, 60));
    const later = await get(app, '/items');
    expect(runs()).toBe(2);
    expect(later.json()).toMatchObject({ n: 2 });
  });

  it('never serves signed-in callers from the cache', async () => {
    const { app, runs } = await probe();
    await get(app, '/items');
    const signedIn = await get(app, '/items', { authorization: 'Bearer abc' });
    expect(runs()).toBe(2);
    expect(signedIn.json()).toMatchObject({ n: 2 });
  });

  it('leaves routes that do not opt in alone', async () => {
    const { app, runs } = await probe();
    await get(app, '/uncached');
    await get(app, '/uncached');
    expect(runs()).toBe(2);
  });

  it('does not keep failures', async () => {
    const { app, runs } = await probe();
    expect((await get(app, '/broken')).statusCode).toBe(503);
    expect((await get(app, '/broken')).statusCode).toBe(503);
    expect(runs()).toBe(2);
  });

  it('gives the requests waiting on a failed one its 503, with Retry-After, instead of asking again', async () => {
    const { app, runs, release } = await probe({}, { hold: true });
    const pending = Array.from({ length: 10 }, () => get(app, '/broken'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const answers = await Promise.all(pending);
    expect(runs()).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 503)).toBe(true);
    expect(answers.every((answer) => answer.headers['retry-after'] === '5')).toBe(true);
    // …and the next one asks again.
    await get(app, '/broken');
    expect(runs()).toBe(2);
  });

  it('forgets everything when a write succeeds, and nothing when it is refused', async () => {
    const { app, runs } = await probe();
    await get(app, '/items');
    await app.inject({ method: 'POST', url: '/refused' });
    expect((await get(app, '/items')).json()).toMatchObject({ n: 1 });
    await app.inject({ method: 'POST', url: '/items' });
    expect((await get(app, '/items')).json()).toMatchObject({ n: 2 });
    expect(runs()).toBe(2);
  });

  it('does not keep an answer that was being made when a write succeeded', async () => {
    const { app, runs, release } = await probe({}, { hold: true });
    const during = get(app, '/items');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await app.inject({ method: 'POST', url: '/items' });
    release();
    await during;
    await get(app, '/items');
    expect(runs()).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the oldest first', async () => {
    const { app, runs } = await probe({ maxEntries: 2 });
    await get(app, '/items?a');
    await get(app, '/items?b');
    await get(app, '/items?c');
    expect(runs()).toBe(3);
    await get(app, '/items?c');
    await get(app, '/items?b');
    expect(runs()).toBe(3);
    await get(app, '/items?a');
    expect(runs()).toBe(4);
  });

  it('does not keep an answer larger than maxBytes', async () => {
    const { app, runs } = await probe({ maxBytes: 10 });
    await get(app, '/items');
    await get(app, '/items');
    expect(runs()).toBe(2);
  });

  it('is off with a lifetime of 0', async () => {
    const { app, runs } = await probe({ ttlMs: 0 });
    await get(app, '/items');
    await get(app, '/items');
    expect(runs()).toBe(2);
  });
});
