import { createHmac, randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createUser, sessionFor } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { startTcpProxy } from './helpers/tcp-proxy.js';

/** A well-formed HS256 access token naming `sub`, signed with a key the API does not know. */
function forgedToken(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, fam: randomUUID(), iat: now, exp: now + 600 })}`;
  const signature = createHmac('sha256', 'a-key-the-api-has-never-seen-anywhere').update(unsigned).digest();
  return `${unsigned}.${signature.toString('base64url')}`;
}

const statusesOf = async (count: number, request: () => Promise<{ statusCode: number }>) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await request()).statusCode);
  return statuses;
};

const expectLimited = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', errors: {} });
  expect((res.json() as { message: string }).message).toMatch(/Too many requests/);
};

describe('rate limiting', () => {
  it('answers 429 in the envelope with Retry-After past the limit, unknown paths included', async () => {
    const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    const miss = () => app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(await statusesOf(3, miss)).toEqual([404, 404, 404]);
    expectLimited(await miss());
    // The load balancer's health check is never limited.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it("counts visitors' reads the public cache answers, in a budget of their own four times as large", async () => {
    const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '2', PUBLIC_CACHE_TTL_MS: '60000' } });
    const read = () => app.inject({ method: 'GET', url: '/api/news', remoteAddress: '10.1.0.1' });
    // The first read runs the route (one of the address's two); the next eight come from the cache.
    expect(await statusesOf(9, read)).toEqual(Array<number>(9).fill(200));
    expectLimited(await read());
    // The cached reads did not use up the address's budget for other requests…
    const other = () => app.inject({ method: 'GET', url: '/api/news?page=2', remoteAddress: '10.1.0.1' });
    expect((await other()).statusCode).toBe(200);
    // …which runs out as usual.
    expectLimited(await other());
    // Another address has budgets of its own.
    expect(
      (await app.inject({ method: 'GET', url: '/api/news', remoteAddress: '10.1.0.2' })).statusCode,
    ).toBe(200);
  });

  it('counts CORS preflights as cheap answers', async () => {
    const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    const preflight = () =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/users/profile',
        remoteAddress: '10.1.1.1',
        headers: {
          origin: 'http://localhost:8080',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    expect(await statusesOf(4, preflight)).toEqual([204, 204, 204, 204]);
    expect((await preflight()).statusCode).toBe(429);
  });

  it('counts requests refused for a forged token against the address, and refuses them past its budget', async () => {
    const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    // Naming a real account in a token the API did not sign does not earn that account's budget.
    const user = await createUser(app);
    const forged = () =>
      app.inject({
        method: 'GET',
        url: '/api/users/profile',
        remoteAddress: '10.2.0.1',
        headers: bearer(forgedToken(user.id)),
      });
    expect(await statusesOf(3, forged)).toEqual([401, 401, 401]);
    expectLimited(await forged());
    // Nor do malformed ones, or an admin route refused to a visitor.
    const visitor = (url: string, headers = {}) =>
      app.inject({ method: 'GET', url, remoteAddress: '10.2.0.2', headers });
    expect((await visitor('/api/users', bearer('not.a.token'))).statusCode).toBe(401);
    expect((await visitor('/api/users')).statusCode).toBe(401);
    expect((await visitor('/api/roles')).statusCode).toBe(401);
    expect((await visitor('/api/users')).statusCode).toBe(429);
  });

  it('counts signed-in requests per account (twice the address budget unless told), not per address', async () => {
    const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
    const [ama, kofi] = [await createUser(app), await createUser(app)];
    const [amaSession, kofiSession] = [await sessionFor(app, ama.id), await sessionFor(app, kofi.id)];
    // Two people behind one office address.
    const office = '10.3.0.1';
    const profile = (token: string, remoteAddress = office) =>
      app.inject({ method: 'GET', url: '/api/users/profile', remoteAddress, headers: bearer(token) });

    expect(await statusesOf(4, () => profile(amaSession.token))).toEqual([200, 200, 200, 200]);
    expectLimited(await profile(amaSession.token));
    // The account's budget is the account's wherever it calls from…
    expect((await profile(amaSession.token, '10.3.0.2')).statusCode).toBe(429);
    // …and the colleague at the same address has a budget of their own…
    expect(await statusesOf(4, () => profile(kofiSession.token))).toEqual([200, 200, 200, 200]);
    expect((await profile(kofiSession.token)).statusCode).toBe(429);
    // …as do the address's visitors.
    const visit = () => app.inject({ method: 'GET', url: '/api/news', remoteAddress: office });
    expect(await statusesOf(3, visit)).toEqual([200, 200, 429]);
  });

  it('takes the per-account budget from ACCOUNT_RATE_LIMIT_MAX', async () => {
    const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '1', ACCOUNT_RATE_LIMIT_MAX: '5' } });
    const { token } = await sessionFor(app, (await createUser(app)).id);
    const profile = () => app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(await statusesOf(6, profile)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  // Several replicas behind a load balancer must share one budget per client, so the counters live in Redis.
  // CI sets TEST_REDIS_URL; a run with it set never skips this.
  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('shares the counters between replicas through Redis', async () => {
    const env = { RATE_LIMIT_MAX: '4', REDIS_URL: redisUrl };
    const replicaA = await createTestApp({ env });
    const replicaB = await createTestApp({ env });
    // A unique client address keeps this test independent of earlier runs' counters.
    const remoteAddress = uniqueAddress();
    const hit = (ctx: typeof replicaA) =>
      ctx.app.inject({ method: 'GET', url: '/api/no-such-route', remoteAddress }).then((r) => r.statusCode);
    expect([await hit(replicaA), await hit(replicaB), await hit(replicaA), await hit(replicaB)]).toEqual([
      404, 404, 404, 404,
    ]);
    expect(await hit(replicaA)).toBe(429);
    expect(await hit(replicaB)).toBe(429);
  });
});

function uniqueAddress(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
}

/** A loopback port on which nothing listens (bound, then released). */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('with REDIS_URL set and Redis down', () => {
  const miss = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/api/no-such-route', remoteAddress }).then((r) => r.statusCode);

  it('starts, answers, and still limits each replica on its own', async () => {
    const started = Date.now();
    const { app } = await createTestApp({
      env: { RATE_LIMIT_MAX: '2', REDIS_URL: `redis://127.0.0.1:${await deadPort()}` },
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/news' })).statusCode).toBe(200);
    expect([await miss(app, '10.4.0.1'), await miss(app, '10.4.0.1'), await miss(app, '10.4.0.1')]).toEqual([
      404, 404, 429,
    ]);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)(
    'keeps answering when Redis goes away or hangs, and shares counters again once it is back',
    async () => {
      const target = new URL(redisUrl!);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      afterAll(() => proxy.close());
      const via = new URL(redisUrl!);
      via.hostname = '127.0.0.1';
      via.port = String(proxy.port);
      const env = { RATE_LIMIT_MAX: '3', REDIS_URL: via.toString() };
      const [{ app: replicaA }, { app: replicaB }] = [
        await createTestApp({ env }),
        await createTestApp({ env }),
      ];

      // Up: one budget across both replicas.
      const shared = uniqueAddress();
      expect([
        await miss(replicaA, shared),
        await miss(replicaB, shared),
        await miss(replicaA, shared),
      ]).toEqual([404, 404, 404]);
      expect(await miss(replicaB, shared)).toBe(429);

      // Gone: every request is still answered, and each replica still limits on its own.
      await proxy.kill();
      const alone = uniqueAddress();
      expect((await replicaA.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(await miss(replicaA, alone)).toBe(404);
      expect(await miss(replicaA, alone)).toBe(404);
      expect(await miss(replicaA, alone)).toBe(404);
      expect(await miss(replicaA, alone)).toBe(429);
      expect(await miss(replicaB, alone)).toBe(404);

      // Back: the replicas share their counters again (ioredis reconnects on its own).
      await proxy.restore();
      await sharingAgain(replicaA, replicaB);

      // Hung (connections open, nothing answers): requests are answered within a bound, not held.
      proxy.hang();
      const asked = Date.now();
      const read = await replicaA.inject({ method: 'GET', url: '/api/news', remoteAddress: uniqueAddress() });
      expect(read.statusCode).toBe(200);
      expect(Date.now() - asked).toBeLessThan(5000);
    },
  );
});

/** Waits, at most 10 s, until a count made by one replica is seen by the other. */
async function sharingAgain(a: FastifyInstance, b: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const key = `probe-${randomUUID()}`;
    await a.rateLimitCounters.hit(key, 60_000);
    if ((await b.rateLimitCounters.peek(key)).count === 1) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the replicas did not share their counters again within 10 s');
}
