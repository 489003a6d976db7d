import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { injectAs } from './helpers/accounts.js';
import { testConfig } from './helpers/app.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.js';

// PostgreSQL going away in each of the ways it does — refusing connections, not answering them, the network
// cut under open connections, a table locked by another session — seen through a TCP proxy the test
// controls. Each time the API stays up, answers 503 (with Retry-After) within its deadlines while the
// database is away, recovers by itself, and loses no acknowledged write.
//
// Deadlines are shortened for the test: statements 1 s (so queries 2 s on the client, locks 1 s);
// connecting stays at 3 s.

const STATEMENT_TIMEOUT_MS = 1000;
const QUERY_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 3000;
/** Slack for a loaded 2-core machine on top of a deadline; the bounds are limits, not speeds. */
const SLACK_MS = 1500;
const RECOVERY_BOUND_MS = 5000;

interface Envelope {
  success: boolean;
  code?: string;
}

interface Faulty {
  app: FastifyInstance;
  proxy: TcpProxy;
  database: TestDatabase;
}

async function appBehindProxy(): Promise<Faulty> {
  const database = await createTestDatabase();
  const url = new URL(database.url!);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const app = await buildApp(
    testConfig({
      ...database.env,
      DATABASE_URL: url.toString(),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      RATE_LIMIT_MAX: '100000',
    }),
    { logger: false },
  );
  await app.ready();
  return { app, proxy, database };
}

async function closeAll({ app, proxy, database }: Faulty) {
  await proxy.close();
  await app.close();
  await database.drop();
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const many = (count: number, send: () => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: count }, send));

/** Resolves with the answers, or fails the test if they are still outstanding after `boundMs`. */
async function within<T>(boundMs: number, work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${boundMs} ms`)), boundMs);
  });
  try {
    const value = await Promise.race([work, late]);
    return { value, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

function expectUnavailable(responses: LightMyRequestResponse[]) {
  for (const res of responses) {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json<Envelope>()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
  }
}

/** Polls until `url` answers 200; resolves with how long that took. */
async function recovery(app: FastifyInstance, url: string): Promise<number> {
  const started = performance.now();
  await expect
    .poll(async () => (await get(app, url)).statusCode, { timeout: RECOVERY_BOUND_MS, interval: 100 })
    .toBe(200);
  return performance.now() - started;
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL faults', () => {
  let ctx: Faulty;
  beforeAll(async () => {
    ctx = await appBehindProxy();
  });
  afterAll(async () => {
    await closeAll(ctx);
  });

  it('network cut under open connections: 503 by the query deadline, not when the cut ends', async () => {
    const { app, proxy } = ctx;
    // Open connections in the pool, as a running site has.
    expect((await many(10, () => get(app, '/api/news'))).every((r) => r.statusCode === 200)).toBe(true);

    proxy.hang();
    const cut = await within(
      QUERY_TIMEOUT_MS + SLACK_MS,
      many(10, () => get(app, '/api/news')),
    );
    expectUnavailable(cut.value);

    const health = await within(2000, get(app, '/api/health'));
    expect(health.value.statusCode).toBe(503);

    await proxy.restore();
    await recovery(app, '/api/news');
    // No connection that missed its answer is handed out again: every request now succeeds.
    const after = await many(20, () => get(app, '/api/news'));
    expect(after.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await get(app, '/api/health')).statusCode).toBe(200);
  });

  it('server refusing connections: 503 at once, and back by itself', async () => {
    const { app, proxy } = ctx;
    expect((await get(app, '/api/news')).statusCode).toBe(200);
    await proxy.kill();
    const refused = await within(
      SLACK_MS,
      many(5, () => get(app, '/api/projects')),
    );
    expectUnavailable(refused.value);
    expect((await get(app, '/api/health')).statusCode).toBe(503);

    await proxy.restore();
    await recovery(app, '/api/projects');
    expect((await get(app, '/api/health')).statusCode).toBe(200);
  });

  it('server unreachable (connections never answered): 503 by the connect deadline', async () => {
    const { app, proxy } = ctx;
    // Drop the pooled connections, then accept new ones without ever answering.
    await proxy.kill();
    await proxy.restore();
    proxy.hang();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const unreachable = await within(
      Math.max(CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS) + SLACK_MS,
      many(5, () => get(app, '/api/news')),
    );
    expectUnavailable(unreachable.value);

    await proxy.restore();
    await recovery(app, '/api/news');
  });

  it('a locked table: its requests answer 503 within the deadline while other routes and health go on', async () => {
    const { app } = ctx;
    expect((await get(app, '/api/news')).statusCode).toBe(200);
    const locker = new pg.Client({ connectionString: ctx.database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE news IN ACCESS EXCLUSIVE MODE');

      // More requests on the locked table than the pool has connections.
      const locked = many(12, () => get(app, '/api/news'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const health = await within(2000, get(app, '/api/health'));
      expect(health.value.statusCode).toBe(200);
      expect(health.value.json()).toMatchObject({ data: { database: { status: 'connected' } } });
      const other = await within(CONNECT_TIMEOUT_MS + SLACK_MS, get(app, '/api/projects'));
      expect(other.value.statusCode).toBe(200);

      const answered = await within(2 * STATEMENT_TIMEOUT_MS + CONNECT_TIMEOUT_MS + SLACK_MS, locked);
      expectUnavailable(answered.value);
    } finally {
      await locker.query('COMMIT').catch(() => {});
      await locker.end();
    }
    const after = await many(12, () => get(app, '/api/news'));
    expect(after.every((r) => r.statusCode === 200)).toBe(true);
  });

  it('loses nothing: acknowledged writes stay, and a write retried with its Idempotency-Key lands once', async () => {
    const { app, proxy } = ctx;
    const marker = `zq${randomUUID().slice(0, 8)}`;
    const article = (title: string) => ({
      title,
      excerpt: 'The executives met the assembly member on Monday.',
      content: 'The meeting agreed a date for the clean-up exercise.',
      category: 'health',
      author: 'Communications Team',
      publishedAt: '2026-01-05T10:00:00.000Z',
    });
    const post = (title: string, key?: string) =>
      injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/news',
        headers: key ? { 'idempotency-key': key } : {},
        payload: article(title),
      });
    const titles = async () =>
      (await ctx.app.db.selectFrom('news').select('title').where('title', 'like', `%${marker}%`).execute())
        .map((row) => row.title)
        .sort();

    const acknowledged: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const title = `Meeting ${marker} ${i}`;
      expect((await post(title)).statusCode).toBe(201);
      acknowledged.push(title);
    }

    // The answer is lost in a cut; the client retries with the same key once the database is back.
    const key = randomUUID();
    proxy.hang();
    const lost = await within(QUERY_TIMEOUT_MS + SLACK_MS, post(`Retried ${marker}`, key));
    expectUnavailable([lost.value]);
    await proxy.restore();
    await recovery(app, '/api/news');
    await expect
      .poll(async () => (await post(`Retried ${marker}`, key)).statusCode, { timeout: RECOVERY_BOUND_MS })
      .toBe(201);
    expect((await post(`Retried ${marker}`, key)).headers['idempotency-replayed']).toBe('true');

    // The write itself waits on a locked table past its deadline: 503, and the key is given back.
    const second = randomUUID();
    const locker = new pg.Client({ connectionString: ctx.database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE news IN ACCESS EXCLUSIVE MODE');
      expectUnavailable([await post(`Locked out ${marker}`, second)]);
    } finally {
      await locker.query('COMMIT').catch(() => {});
      await locker.end();
    }
    await expect
      .poll(async () => (await post(`Locked out ${marker}`, second)).statusCode, {
        timeout: RECOVERY_BOUND_MS,
      })
      .toBe(201);

    expect(await titles()).toEqual([...acknowledged, `Locked out ${marker}`, `Retried ${marker}`].sort());
  });
});
