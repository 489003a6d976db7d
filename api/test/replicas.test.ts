import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import { startApiProcess, type ApiProcess } from './helpers/api-process.js';
import { TEST_JWT_SECRET } from './helpers/app.js';
import { withAdmin, withDatabase } from './helpers/pg-admin.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './helpers/round-robin-proxy.js';
import { multipart, PHOTO } from './helpers/uploads.js';

/**
 * Two API processes on one PostgreSQL database and one Redis, behind a round-robin proxy, as
 * docker-compose.yml runs them: whatever one replica does, the other must honour. Each replica has a
 * DATA_DIR of its own, so nothing that works here can depend on a file only one of them wrote.
 *
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both); the PGlite run skips it, since the embedded
 * database belongs to one process.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** How long each replica reuses visitors' public answers; a write is visible everywhere after this. */
const PUBLIC_CACHE_TTL_MS = 1500;
const AUTH_RATE_LIMIT_MAX = 3;

const run = randomBytes(4).toString('hex');
const admin = {
  username: `replica_admin_${run}`,
  email: `replica.${run}@example.org`,
  password: `pw-${run}-long`,
};

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  data: T;
  message: string;
  code?: string;
}

/** Client addresses this run used (sent as X-Forwarded-For), whose shared counters are deleted after it. */
const addresses = new Set<string>();
/** An address of its own per test, so that the shared rate-limit counters of earlier runs never count. */
const clientAddress = () => {
  const [a, b, c] = randomBytes(3);
  const address = `10.${a! % 250}.${b! % 250}.${1 + (c! % 250)}`;
  addresses.add(address);
  return address;
};

describe.skipIf(!databaseUrl || !redisUrl)('two API replicas behind one load balancer', () => {
  /** Where requests that do not say otherwise come from. */
  const visitor = clientAddress();
  let replicas: ApiProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  let scratch = '';
  let database = '';
  let adminUrl = '';

  beforeAll(async () => {
    // An empty database, not a copy of the migrated template: both replicas migrate it as they start.
    const template = inject('testDatabase');
    if (template.kind !== 'postgres')
      throw new Error('TEST_DATABASE_URL is set but the template is not PostgreSQL');
    adminUrl = template.adminUrl;
    database = `party_replicas_${run}`;
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    scratch = await mkdtemp(path.join(tmpdir(), 'party-replicas-'));

    const env = (name: string) => ({
      DATABASE_URL: withDatabase(adminUrl, database),
      DATA_DIR: path.join(scratch, name),
      JWT_SECRET: TEST_JWT_SECRET,
      REDIS_URL: redisUrl!,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: String(AUTH_RATE_LIMIT_MAX),
      PUBLIC_CACHE_TTL_MS: String(PUBLIC_CACHE_TTL_MS),
      ADMIN_USERNAME: admin.username,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    // Both at once, as an orchestrator starts them after a deployment.
    const started = await Promise.allSettled([startApiProcess(env('a')), startApiProcess(env('b'))]);
    replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startRoundRobinProxy(replicas.map((replica) => replica.url));
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
    if (database) {
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    }
    if (scratch) await rm(scratch, { recursive: true, force: true });
    // The shared counters of this run's clients and accounts.
    const redis = new Redis(redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      const patterns = [
        `party-api-rl:*${run}*`,
        ...[...addresses].map((address) => `party-api-rl:*${address}`),
      ];
      const keys = (await Promise.all(patterns.map((pattern) => redis.keys(pattern)))).flat();
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  }, 60_000);

  /** A request through the load balancer; `servedBy` is the replica (0 or 1) that answered. */
  async function call<T = Record<string, unknown>>(
    method: string,
    url: string,
    options: { body?: unknown; token?: string; from?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    headers['x-forwarded-for'] = options.from ?? visitor;
    let body: Uint8Array | string | undefined;
    if (Buffer.isBuffer(options.body)) body = new Uint8Array(options.body);
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${proxy!.url}${url}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      servedBy: Number(response.headers.get('x-served-by')),
      headers: response.headers,
      text,
      json: () => JSON.parse(text) as Envelope<T>,
    };
  }

  /** The raw bytes of a GET through the load balancer. */
  async function bytes(url: string) {
    const response = await fetch(`${proxy!.url}${url}`, { headers: { 'x-forwarded-for': visitor } });
    return {
      status: response.status,
      servedBy: Number(response.headers.get('x-served-by')),
      type: response.headers.get('content-type'),
      etag: response.headers.get('etag'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  const signIn = async (from: string) => {
    const res = await call<{ token: string; refreshToken: string }>('POST', '/api/auth/login', {
      body: { username: admin.username, password: admin.password },
      from,
    });
    expect(res.status, res.text).toBe(200);
    return { ...res.json().data, servedBy: res.servedBy };
  };

  it('start together on an empty database: the schema is migrated once and one first administrator made', async () => {
    await withAdmin(withDatabase(adminUrl, database), async (client) => {
      const applied = await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      const users = await client.query<{ username: string }>('SELECT username FROM users');
      expect(users.rows).toEqual([{ username: admin.username }]);
    });
    const migrated = replicas.filter((replica) => replica.output().includes('database migrated'));
    expect(migrated.length).toBeGreaterThanOrEqual(1);
    for (const replica of replicas) expect(replica.output()).toContain('API ready');
    // The proxy reaches both.
    const health = [await call('GET', '/api/health'), await call('GET', '/api/health')];
    expect(health.map((res) => res.status)).toEqual([200, 200]);
    expect(new Set(health.map((res) => res.servedBy))).toEqual(new Set([0, 1]));
  });

  it('a session started on one replica is refreshed on the other, and its spent token is refused by both', async () => {
    const from = clientAddress();
    const session = await signIn(from);

    const refreshed = await call<{ token: string; refreshToken: string }>('POST', '/api/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
      from,
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.servedBy).not.toBe(session.servedBy);
    const tokens = refreshed.json().data;
    expect(tokens.refreshToken).not.toBe(session.refreshToken);

    // The new access token works on both replicas.
    const profiles = [
      await call('GET', '/api/users/profile', { token: tokens.token }),
      await call('GET', '/api/users/profile', { token: tokens.token }),
    ];
    expect(profiles.map((res) => res.status)).toEqual([200, 200]);
    expect(new Set(profiles.map((res) => res.servedBy))).toEqual(new Set([0, 1]));
    expect(profiles[0]!.json().data).toMatchObject({ username: admin.username });

    // Presenting the spent token again, on whichever replica, ends the session there and everywhere.
    const reused = await call('POST', '/api/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
      from: clientAddress(),
    });
    expect(reused.status).toBe(401);
    const after = await call('POST', '/api/auth/refresh-token', {
      body: { refreshToken: tokens.refreshToken },
      from: clientAddress(),
    });
    expect(after.status).toBe(401);
  });

  it('an image uploaded through one replica is served with the same bytes by the other', async () => {
    const { token } = await signIn(clientAddress());
    const form = await multipart({
      title: `Rally ${run}`,
      image: { data: PHOTO, filename: 'rally.jpg', type: 'image/jpeg' },
    });
    const uploaded = await call<{ imageUrl: string }>('POST', '/api/gallery/assets', {
      token,
      headers: form.headers,
      body: form.payload,
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const { imageUrl } = uploaded.json().data;
    expect(imageUrl).toMatch(/^\/api\/media\//);

    const reads = [await bytes(imageUrl), await bytes(imageUrl)];
    expect(reads.map((read) => read.status)).toEqual([200, 200]);
    expect(new Set(reads.map((read) => read.servedBy))).toEqual(new Set([0, 1]));
    expect(reads.find((read) => read.servedBy !== uploaded.servedBy)).toBeDefined();
    expect(reads[0]!.type).toMatch(/^image\//);
    expect(reads[0]!.body.length).toBeGreaterThan(1000);
    expect(reads[1]!.body.equals(reads[0]!.body)).toBe(true);
    expect(reads[1]!.etag).toBe(reads[0]!.etag);
  });

  it('counts sign-in attempts of one client across both replicas', async () => {
    const from = clientAddress();
    // A different account name each time: only the per-client budget can run out.
    const attempt = (n: number) =>
      call('POST', '/api/auth/login', {
        body: { username: `nobody_${run}_${n}`, password: 'not the password' },
        from,
      });
    const answers: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let n = 1; n <= AUTH_RATE_LIMIT_MAX + 1; n++) answers.push(await attempt(n));
    expect(answers.map((res) => res.status)).toEqual([400, 400, 400, 429]);
    // Alternating: each replica alone saw at most two attempts, below the limit of three.
    expect(answers.map((res) => res.servedBy)).toEqual(
      [0, 1, 0, 1].map((i) => (i + answers[0]!.servedBy) % 2),
    );
    expect(answers[3]!.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // …on either replica.
    expect((await attempt(99)).status).toBe(429);
  });

  it(`shows a change made through one replica to visitors of the other within the public cache's lifetime (${PUBLIC_CACHE_TTL_MS} ms)`, async () => {
    const { token } = await signIn(clientAddress());
    const marker = `zq${run}`;
    const listUrl = `/api/news?search=${marker}&limit=5`;
    const titles = async () => {
      const asked = Date.now();
      const res = await call<Array<{ title: string }>>('GET', listUrl);
      expect(res.status, res.text).toBe(200);
      return { asked, servedBy: res.servedBy, titles: res.json().data.map((item) => item.title) };
    };
    // Visitors' reads fill both replicas' caches with the list as it is: empty.
    const before = [await titles(), await titles()];
    expect(before.map((read) => read.titles)).toEqual([[], []]);

    const title = `Replica news ${marker}`;
    const created = await call('POST', '/api/news', {
      token,
      body: {
        title,
        excerpt: 'Written through one replica.',
        content: 'Read by visitors of the other.',
        category: 'health',
        author: 'Communications Team',
        image: 'https://images.example.org/replica.jpg',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status, created.text).toBe(201);
    const written = Date.now();

    // The bound: the writer's replica emptied its own cache, so a visitor there sees the article at once.
    // The other replica may still answer from its cache, but only with an answer it stored before the
    // write was answered, which expires less than PUBLIC_CACHE_TTL_MS after that.
    const soon = [await titles(), await titles()];
    const writer = soon.find((read) => read.servedBy === created.servedBy)!;
    expect(writer.titles).toEqual([title]);
    const other = soon.find((read) => read.servedBy !== created.servedBy)!;
    if (other.titles.length === 0) expect(other.asked).toBeLessThan(written + PUBLIC_CACHE_TTL_MS);

    // After the cache's lifetime every replica shows it.
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_CACHE_TTL_MS - (Date.now() - written) + 50));
    const later = [await titles(), await titles()];
    expect(new Set(later.map((read) => read.servedBy))).toEqual(new Set([0, 1]));
    expect(later.map((read) => read.titles)).toEqual([[title], [title]]);
  });
});
