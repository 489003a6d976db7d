import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestApp, testConfig } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';
import { startTcpProxy } from './helpers/tcp-proxy.js';

interface HealthBody {
  success: boolean;
  data: { status: string; database: { status: string } };
}

describe('GET /api/health', () => {
  it('reports healthy and connected when the database answers', async () => {
    const { app, database } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      success: true,
      data: { status: 'healthy', database: { status: 'connected', kind: database.kind } },
    });
  });

  // The embedded database "goes away" when it is closed under the running app; PostgreSQL outages below.
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'reports 503 and disconnected once the embedded database is gone',
    async () => {
      const { app } = await createTestApp();
      await app.database.close();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        data: { status: 'unhealthy', database: { status: 'disconnected' } },
      });
      const media = await app.inject({
        method: 'GET',
        url: '/api/media/00000000-0000-4000-8000-000000000000',
      });
      expect(media.statusCode).toBe(503);
      expect(media.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
    },
  );
});

// PostgreSQL-specific: the server going away and coming back, seen through a TCP proxy in front of it.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL outages', () => {
  async function appBehindProxy() {
    const database = await createTestDatabase();
    const url = new URL(database.url!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const app = await buildApp(testConfig({ ...database.env, DATABASE_URL: url.toString() }), {
      logger: false,
    });
    await app.ready();
    return {
      app,
      proxy,
      async close() {
        await proxy.close();
        await app.close();
        await database.drop();
      },
    };
  }

  const health = async (app: Awaited<ReturnType<typeof appBehindProxy>>['app']) => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return { status: res.statusCode, body: res.json<HealthBody>() };
  };

  it('answers 503 while the server is down under load, without crashing, and recovers without a restart', async () => {
    const ctx = await appBehindProxy();
    try {
      // Fill the pool with live connections, then keep requests flowing while the server disappears.
      const load = () =>
        Promise.all(Array.from({ length: 20 }, () => ctx.app.inject({ method: 'GET', url: '/api/health' })));
      expect((await load()).every((r) => r.statusCode === 200)).toBe(true);

      const inFlight = load();
      await ctx.proxy.kill();
      const during = [...(await inFlight), ...(await load())];
      // Every answer is a clean 200 (finished before the cut) or 503: never a 500, never a crash.
      expect(during.every((r) => r.statusCode === 200 || r.statusCode === 503)).toBe(true);
      const down = await health(ctx.app);
      expect(down.status).toBe(503);
      expect(down.body.data.database.status).toBe('disconnected');
      const media = await ctx.app.inject({
        method: 'GET',
        url: '/api/media/00000000-0000-4000-8000-000000000000',
      });
      expect(media.statusCode).toBe(503);
      expect(media.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });

      await ctx.proxy.restore();
      await expect
        .poll(async () => (await health(ctx.app)).status, { timeout: 10_000, interval: 200 })
        .toBe(200);
      const up = await health(ctx.app);
      expect(up.body.data).toMatchObject({ status: 'healthy', database: { status: 'connected' } });
    } finally {
      await ctx.close();
    }
  });

  it('answers within 2 seconds with 503 when the database hangs', async () => {
    const ctx = await appBehindProxy();
    try {
      expect((await health(ctx.app)).status).toBe(200);
      ctx.proxy.hang();
      const started = Date.now();
      const res = await health(ctx.app);
      expect(res.status).toBe(503);
      expect(res.body.data.database.status).toBe('disconnected');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await ctx.close();
    }
  });
});
