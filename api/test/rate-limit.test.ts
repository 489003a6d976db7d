import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.js';

describe('rate limiting', () => {
  it('answers 429 in the envelope with Retry-After past the limit', async () => {
    const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404]);
    const limited = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', errors: {} });
    expect(limited.json<{ message: string }>().message).toMatch(/Too many requests/);
  });

  // Several replicas behind a load balancer must share one budget per client, so the counters live in Redis.
  // CI sets TEST_REDIS_URL; a run with it set never skips this.
  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('shares the counters between replicas through Redis', async () => {
    const env = { RATE_LIMIT_MAX: '4', REDIS_URL: redisUrl };
    const replicaA = await createTestApp({ env });
    const replicaB = await createTestApp({ env });
    // A unique client address keeps this test independent of earlier runs' counters.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const hit = (ctx: typeof replicaA) =>
      ctx.app.inject({ method: 'GET', url: '/api/no-such-route', remoteAddress }).then((r) => r.statusCode);
    expect([await hit(replicaA), await hit(replicaB), await hit(replicaA), await hit(replicaB)]).toEqual([
      404, 404, 404, 404,
    ]);
    expect(await hit(replicaA)).toBe(429);
    expect(await hit(replicaB)).toBe(429);
  });
});
