/**
 * `npm run bench:api`: throughput and latency of the public list pages on a large dataset.
 *
 * Seeds a scratch database (PostgreSQL at BENCH_DATABASE_URL, else embedded PGlite in a temporary folder)
 * with 10,000 news articles, 1,000 projects, 2,000 gallery assets and one constituency of 50 wards × 20
 * branches × 10 executives; starts the API and, beside it, a bare Fastify server answering a fixed JSON
 * body (the ceiling for this machine); then drives each with autocannon at 50 connections and reports
 * req/s, p50 and p99 latency, the ratio to the bare route, and the SQL queries one request runs.
 *
 * Each list is measured twice: as visitors get it (answers reused for up to PUBLIC_CACHE_TTL_MS, one second
 * by default, and identical concurrent requests sharing one answer; plugins/public-cache.ts) and with that
 * cache off, which is what every signed-in reader and every first request after a change costs. The load
 * generator runs in a worker thread, so it does not share the server's event loop.
 *
 * Targets (content API brief): list endpoints ≥ 30 % of the bare route's req/s; the nested ward tree in
 * ≤ 3 queries; p99 < 50 ms for list pages. A script, not a test: figures depend on the machine.
 * BENCH_DURATION (seconds per endpoint, default 10) and BENCH_CONNECTIONS (default 50) adjust the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CATEGORIES = [
  'politics',
  'health',
  'education',
  'agriculture',
  'social',
  'development',
  'employment',
] as const;
const PROJECT_STATUSES = ['planned', 'ongoing', 'completed', 'suspended'] as const;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seed(db: Kysely<Database>): Promise<string> {
  const day = 86_400_000;
  const now = Date.now();
  await insertInBatches(
    Array.from({ length: 10_000 }, (_, i) => ({
      title: `Constituency update ${i + 1}: road, school and clinic works`,
      excerpt: `Summary of update ${i + 1} for residents of every ward.`,
      content: `Full report ${i + 1}. `.repeat(40),
      category: CATEGORIES[i % CATEGORIES.length]!,
      author: 'Communications Team',
      published_at: new Date(now - (i % 900) * day),
    })),
    (batch) => db.insertInto('news').values(batch).execute(),
  );
  await insertInBatches(
    Array.from({ length: 1_000 }, (_, i) => ({
      title: `Community project ${i + 1}`,
      description: `Boreholes, classrooms and feeder roads, phase ${i + 1}.`,
      location: `Ward ${(i % 50) + 1}`,
      status: PROJECT_STATUSES[i % PROJECT_STATUSES.length]!,
      budget: String(10_000 + i * 250),
      beneficiaries: 100 + i,
      progress_percentage: i % 101,
      tags: ['water', 'education'],
      partners: ['District Assembly'],
      start_date: '2024-01-15',
    })),
    (batch) => db.insertInto('projects').values(batch).execute(),
  );
  await insertInBatches(
    Array.from({ length: 2_000 }, (_, i) => ({
      title: `Community event ${i + 1}`,
      description: 'Members and residents at a branch meeting.',
      category: ['Events', 'Projects', 'Outreach', 'Campaign'][i % 4]!,
      tags: ['community', 'branch'],
      location: `Ward ${(i % 50) + 1}`,
      photographer: 'Constituency Media Team',
      image_url: `https://images.example.org/gallery/${i + 1}.webp`,
    })),
    (batch) => db.insertInto('gallery_assets').values(batch).execute(),
  );

  const constituency = await db
    .insertInto('constituencies')
    .values({
      constituency_name: 'Bench Central',
      office_location: 'High Street',
      phone_number: '+233 30 000 0000',
      email: 'office@example.org',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const executive = (name: string) => ({
    full_name: name,
    position_held: 'Secretary',
    date_of_birth: '1980-05-01',
    date_of_assumption_of_office: '2022-01-10',
    phone_number: '+233 24 000 0000',
    email: 'exec@example.org',
  });
  for (let w = 0; w < 50; w += 1) {
    const ward = await db
      .insertInto('wards')
      .values({
        constituency_id: constituency.id,
        ward_name: `Ward ${w + 1}`,
        office_location: `Ward ${w + 1} hall`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('executives')
      .values(
        Array.from({ length: 5 }, (_, e) => ({
          ...executive(`Ward ${w + 1} officer ${e + 1}`),
          ward_id: ward.id,
        })),
      )
      .execute();
    const branches = await db
      .insertInto('branches')
      .values(
        Array.from({ length: 20 }, (_, b) => ({
          ward_id: ward.id,
          branch_name: `Ward ${w + 1} branch ${b + 1}`,
          office_location: 'Community centre',
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('executives')
      .values(
        branches.flatMap((branch, b) =>
          Array.from({ length: 10 }, (_, e) => ({
            ...executive(`Branch ${b + 1} officer ${e + 1}`),
            branch_id: branch.id,
          })),
        ),
      )
      .execute();
  }
  return constituency.id;
}

interface Row {
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'vs bare': string;
  queries: number | string;
  errors: number;
}

function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1, workers: 1 });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'party-bench-api-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // The benchmark is one client; the rate limit would cut it off at once.
  RATE_LIMIT_MAX: '100000000',
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolMax: config.dbPoolMax });
try {
  await migrateToLatest(database.db);
  console.log(`Seeding ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}…`);
  const started = Date.now();
  const constituencyId = await seed(database.db);
  // As autovacuum would leave a database in use: statistics and visibility maps up to date.
  await sql`VACUUM ANALYZE`.execute(database.db);
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The same API on the same database, with visitors' answers never reused.
  const uncachedApp = await buildApp({ ...config, publicCacheTtlMs: 0 }, { database, logger: false });
  await uncachedApp.listen({ host: '127.0.0.1', port: 0 });
  const uncachedBase = `http://127.0.0.1:${(uncachedApp.server.address() as AddressInfo).port}`;

  const bare = Fastify({ logger: false });
  const payload = { success: true, data: { status: 'ok' }, message: 'bare' };
  bare.get('/bare', async () => payload);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;

  // Counts the SQL statements one request runs, by wrapping the app's query executor.
  const executor = database.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  let queries = 0;
  executor.executeQuery = ((...args: Parameters<typeof execute>) => {
    queries += 1;
    return execute(...args);
  }) as typeof executor.executeQuery;
  const queriesFor = async (url: string) => {
    queries = 0;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    return queries;
  };

  const paths = [
    ['news page', '/api/news?page=3&limit=10'],
    ['projects page', '/api/projects?page=3&limit=10'],
    ['gallery page', '/api/gallery/assets?page=3&page_size=12'],
    ['ward tree (10 wards)', `/api/constituencies/${constituencyId}/wards?include=branches&limit=10`],
  ] as const;
  const endpoints = paths.flatMap(([name, path]): [string, string, string][] => [
    [`${name}, visitors`, `${base}${path}`, name],
    [`${name}, uncached`, `${uncachedBase}${path}`, name],
  ]);

  // Counted first, on a quiet server (requests still queued from a load run would add theirs), with the
  // cache off: what one request costs when it is not shared.
  const counts = new Map<string, number>();
  for (const [name, path] of paths) counts.set(name, await queriesFor(`${uncachedBase}${path}`));

  console.log(`Measuring: ${DURATION} s per endpoint, ${CONNECTIONS} connections…`);
  const bareResult = await load(bareUrl);
  const rows: Row[] = [
    {
      endpoint: 'bare Fastify JSON route',
      'req/s': Math.round(bareResult.requests.average),
      'p50 ms': bareResult.latency.p50,
      'p99 ms': bareResult.latency.p99,
      'vs bare': '100 %',
      queries: '—',
      errors: bareResult.errors + bareResult.non2xx,
    },
  ];
  for (const [name, url, measure] of endpoints) {
    const result = await load(url);
    rows.push({
      endpoint: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'vs bare': `${Math.round((result.requests.average / bareResult.requests.average) * 100)} %`,
      queries: counts.get(measure) ?? '?',
      errors: result.errors + result.non2xx,
    });
  }
  console.table(rows);

  await bare.close();
  await uncachedApp.close();
  await app.close();
} finally {
  await database.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
