/**
 * `npm run bench:api`: throughput and latency of the public list pages on a large dataset.
 *
 * Seeds a scratch database (PostgreSQL at BENCH_DATABASE_URL, else embedded PGlite in a temporary folder)
 * with 10,000 news articles, 1,000 projects, 2,000 gallery assets and one constituency of 50 wards × 20
 * branches × 10 executives; starts the API, and beside it a bare Fastify server with no hooks, no schemas and
 * no query builder; then drives each with autocannon at 50 connections.
 *
 * Each list is measured three ways in the same run: as visitors get it (answers reused for up to
 * PUBLIC_CACHE_TTL_MS, one second by default, and identical concurrent requests sharing one answer;
 * plugins/public-cache.ts), with that cache off (what every signed-in reader, search and first request after
 * a change costs), and its comparator: a bare route on `pg` running exactly the SQL statements the API ran
 * for that request (captured from the API's own query executor, with their parameters, all at once on a pool
 * of the same size) and answering their rows as JSON. The ratio to the comparator says what the stack costs
 * beyond the database. With PGlite the comparator runs the statements on the same embedded database.
 *
 * It also prints the bare route answering a fixed JSON body (the ceiling for this machine) and the SQL
 * statements one request runs. The load generator runs in a worker thread, so it does not share the
 * server's event loop. A script, not a test: figures depend on the machine. BENCH_DURATION (seconds per
 * endpoint, default 10) and BENCH_CONNECTIONS (default 50) adjust the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import pg from 'pg';
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
  /** req/s as a share of the list's own comparator (its statements on bare `pg`). */
  'vs its SQL on pg': string;
  queries: number | string;
  errors: number;
}

/** One SQL statement as the API's executor ran it. */
interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
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

  // Captures the SQL statements one request runs, by wrapping the app's query executor.
  const executor = database.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  let captured: Statement[] | null = null;
  executor.executeQuery = ((...args: Parameters<typeof execute>) => {
    captured?.push({ sql: args[0].sql, parameters: args[0].parameters });
    return execute(...args);
  }) as typeof executor.executeQuery;
  const statementsOf = async (url: string) => {
    const list: Statement[] = [];
    captured = list;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
    } finally {
      captured = null;
    }
    return list;
  };

  const paths = [
    ['news page', '/api/news?page=3&limit=10'],
    ['news search', '/api/news?search=clinic&page=1&limit=10'],
    ['projects page', '/api/projects?page=3&limit=10'],
    ['gallery page', '/api/gallery/assets?page=3&page_size=12'],
    ['wards page', `/api/constituencies/${constituencyId}/wards?page=1&limit=10`],
    ['ward tree (10 wards)', `/api/constituencies/${constituencyId}/wards?include=branches&limit=10`],
  ] as const;

  // Captured first, on a quiet server (requests still queued from a load run would add theirs), with the
  // cache off: what one request costs when it is not shared.
  const statements = new Map<string, readonly Statement[]>();
  for (const [name, path] of paths) statements.set(name, await statementsOf(`${uncachedBase}${path}`));

  // The comparator: each list's statements, all at once, on a bare pool, rows answered as JSON.
  const bare = Fastify({ logger: false });
  const pool = databaseUrl
    ? new pg.Pool({ connectionString: databaseUrl, max: config.dbPoolMax })
    : undefined;
  const runStatement = async ({ sql: text, parameters }: Statement): Promise<unknown[]> =>
    pool
      ? (await pool.query<Record<string, unknown>>(text, [...parameters])).rows
      : (await database.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, [...parameters])))
          .rows;
  paths.forEach(([name], index) => {
    const list = statements.get(name) ?? [];
    bare.get(`/list/${index}`, async () => ({
      success: true,
      data: await Promise.all(list.map(runStatement)),
    }));
  });
  const payload = { success: true, data: { status: 'ok' }, message: 'bare' };
  bare.get('/bare', async () => payload);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

  console.log(`Measuring: ${DURATION} s per endpoint, ${CONNECTIONS} connections…`);
  const ceiling = await load(`${bareBase}/bare`);
  const rows: Row[] = [
    {
      endpoint: 'bare Fastify, fixed JSON (ceiling)',
      'req/s': Math.round(ceiling.requests.average),
      'p50 ms': ceiling.latency.p50,
      'p99 ms': ceiling.latency.p99,
      'vs its SQL on pg': '—',
      queries: 0,
      errors: ceiling.errors + ceiling.non2xx,
    },
  ];
  const row = (endpoint: string, result: autocannon.Result, comparator: number, queries: number): Row => ({
    endpoint,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'vs its SQL on pg':
      comparator > 0 ? `${Math.round((result.requests.average / comparator) * 100)} %` : '—',
    queries,
    errors: result.errors + result.non2xx,
  });
  for (const [index, [name, path]] of paths.entries()) {
    const queries = statements.get(name)?.length ?? 0;
    const comparator = await load(`${bareBase}/list/${index}`);
    const cached = await load(`${base}${path}`);
    const uncached = await load(`${uncachedBase}${path}`);
    const reference = comparator.requests.average;
    rows.push(
      row(`${name}: its SQL on bare pg`, comparator, reference, queries),
      row(`${name}, visitors (cached)`, cached, reference, queries),
      row(`${name}, uncached`, uncached, reference, queries),
    );
  }
  console.table(rows);

  await bare.close();
  await pool?.end();
  await uncachedApp.close();
  await app.close();
} finally {
  await database.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
