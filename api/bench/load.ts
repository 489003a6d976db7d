/**
 * `npm run bench:load`: the API under mixed reads and writes, then a count of every acknowledged write.
 *
 * Creates a scratch database on the PostgreSQL server of LOAD_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; the database named there is only used to create and drop the
 * scratch one), starts the API's server entry as its own process on it (as production runs it, rate limits
 * raised so that the load is not refused), and drives it with LOAD_CONNECTIONS (default 200) concurrent
 * clients for LOAD_DURATION seconds (default 60). Each client loops, picking at random:
 *
 * - reads, as a visitor: the news list (a random page), one article, the projects list, the ward tree, the
 *   gallery, the site settings; as the administrator: the users list;
 * - writes, as the administrator: creating a news article or a project, each with a unique marker in its
 *   title; updating an article; and creating an article with an `Idempotency-Key` that is sent twice, as a
 *   client would after losing the first answer.
 *
 * Then it prints requests per second, p50, p99 and errors per route, and checks the database: every create
 * acknowledged with a 2xx is there exactly once (the idempotent pair counts once), and no row exists that was
 * not asked for. Exits non-zero when a write is lost or doubled, or when any answer is a 5xx. A script, not a
 * test: figures depend on the machine.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startQuietApiProcess, type ApiProcess } from '../test/helpers/api-process.js';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);
const ADMIN_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'loadadmin', email: 'load.admin@example.org', password: 'load-bench-password-1' };
const REQUEST_TIMEOUT_MS = 30_000;

interface Outcome {
  status: number;
  ms: number;
  body: unknown;
}

interface RouteStats {
  latencies: number[];
  statuses: Map<number, number>;
  failures: number;
}

const stats = new Map<string, RouteStats>();
/** Creates acknowledged with a 2xx, by table, as marker → times acknowledged. */
const acknowledged = { news: new Map<string, number>(), projects: new Map<string, number>() };
/** Creates sent, acknowledged or not (a timed-out create may or may not have landed). */
const attempted = { news: new Set<string>(), projects: new Set<string>() };
/** Articles to read and update, with the title they were created under (updates keep it). */
const articles: { id: string; title: string }[] = [];

function record(route: string, outcome: Outcome | undefined) {
  let entry = stats.get(route);
  if (!entry) stats.set(route, (entry = { latencies: [], statuses: new Map(), failures: 0 }));
  if (!outcome) {
    entry.failures += 1;
    return;
  }
  entry.latencies.push(outcome.ms);
  entry.statuses.set(outcome.status, (entry.statuses.get(outcome.status) ?? 0) + 1);
}

async function call(
  base: string,
  route: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Outcome | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const outcome = { status: response.status, ms: performance.now() - started, body: parse(text) };
    record(route, outcome);
    return outcome;
  } catch {
    record(route, undefined);
    return undefined;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const dataOf = (outcome: Outcome | undefined) =>
  (outcome?.body as { data?: Record<string, unknown> } | undefined)?.data;

const newsBody = (title: string) => ({
  title,
  excerpt: 'What the executive agreed at the monthly meeting.',
  content: 'The executive met on Saturday and agreed the plan for the clean-up exercise. '.repeat(5),
  category: 'politics',
  author: 'Communications Team',
  publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
});

const projectBody = (title: string) => ({
  title,
  description: 'A borehole for the market square, with a hand pump and a tank.',
  location: 'Market Square',
  startDate: '2026-01-15',
  status: 'ongoing',
});

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

type Action = (base: string, token: string) => Promise<void>;

const reads: Action[] = [
  async (base) => {
    await call(base, 'GET /api/news', 'GET', `/api/news?page=${1 + Math.floor(Math.random() * 5)}&limit=10`);
  },
  async (base) => {
    const id = articles.length > 0 ? pick(articles).id : randomUUID();
    await call(base, 'GET /api/news/{id}', 'GET', `/api/news/${id}`);
  },
  async (base) => {
    await call(base, 'GET /api/projects', 'GET', '/api/projects?limit=12');
  },
  async (base) => {
    await call(base, 'GET /api/constituencies', 'GET', '/api/constituencies');
  },
  async (base) => {
    await call(base, 'GET /api/gallery/assets', 'GET', '/api/gallery/assets');
  },
  async (base) => {
    await call(base, 'GET /api/site-settings', 'GET', '/api/site-settings');
  },
  async (base, token) => {
    await call(base, 'GET /api/users (admin)', 'GET', '/api/users?limit=20', { token });
  },
];

function acknowledge(table: 'news' | 'projects', marker: string, outcome: Outcome | undefined) {
  if (outcome && outcome.status >= 200 && outcome.status < 300) {
    acknowledged[table].set(marker, (acknowledged[table].get(marker) ?? 0) + 1);
    const id = dataOf(outcome)?.id;
    if (table === 'news' && typeof id === 'string') articles.push({ id, title: marker });
  }
}

const writes: Action[] = [
  async (base, token) => {
    const marker = `load-${randomUUID()}`;
    attempted.news.add(marker);
    const outcome = await call(base, 'POST /api/news', 'POST', '/api/news', {
      token,
      body: newsBody(marker),
    });
    acknowledge('news', marker, outcome);
  },
  async (base, token) => {
    const marker = `load-${randomUUID()}`;
    attempted.projects.add(marker);
    const outcome = await call(base, 'POST /api/projects', 'POST', '/api/projects', {
      token,
      body: projectBody(marker),
    });
    acknowledge('projects', marker, outcome);
  },
  async (base, token) => {
    if (articles.length === 0) return;
    const { id, title } = pick(articles);
    await call(base, 'PUT /api/news/{id}', 'PUT', `/api/news/${id}`, {
      token,
      body: { ...newsBody(title), excerpt: `Updated at ${new Date().toISOString()}.` },
    });
  },
  async (base, token) => {
    // A create sent twice with one key, as after a lost answer: it must land once.
    const marker = `load-${randomUUID()}`;
    const key = randomUUID();
    attempted.news.add(marker);
    const body = newsBody(marker);
    const send = () =>
      call(base, 'POST /api/news (Idempotency-Key, twice)', 'POST', '/api/news', {
        token,
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const second = await send();
    const landed = [first, second].some((o) => o && o.status >= 200 && o.status < 300);
    if (landed) acknowledged.news.set(marker, 1);
    const id = dataOf(first)?.id ?? dataOf(second)?.id;
    if (typeof id === 'string') articles.push({ id, title: marker });
  },
];

async function client(base: string, token: string, until: number) {
  while (performance.now() < until) {
    const action = Math.random() < 0.7 ? pick(reads) : pick(writes);
    await action(base, token);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function verify(databaseUrl: string): Promise<{ lost: number; doubled: number; strays: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let lost = 0;
    let doubled = 0;
    let strays = 0;
    for (const table of ['news', 'projects'] as const) {
      const { rows } = await client.query<{ title: string; n: string }>(
        `select title, count(*) as n from ${table} where title like 'load-%' group by title`,
      );
      const found = new Map(rows.map((row) => [row.title, Number(row.n)]));
      for (const marker of acknowledged[table].keys()) {
        const count = found.get(marker) ?? 0;
        if (count === 0) lost += 1;
        if (count > 1) doubled += 1;
      }
      for (const [title, count] of found) {
        if (!attempted[table].has(title)) strays += 1;
        else if (count > 1 && !acknowledged[table].has(title)) doubled += 1;
      }
    }
    return { lost, doubled, strays };
  } finally {
    await client.end();
  }
}

async function main() {
  const scratch = `party_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${scratch}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${scratch}`;
  const databaseUrl = url.toString();
  let api: ApiProcess | undefined;
  try {
    api = await startQuietApiProcess({
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomUUID() + randomUUID(),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The load is one address and one account: the limits that protect a real site would refuse it.
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000000',
    });
    const login = await call(api.url, 'POST /api/auth/login', 'POST', '/api/auth/login', {
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    const token = dataOf(login)?.token;
    if (typeof token !== 'string') throw new Error(`Sign-in failed: ${JSON.stringify(login?.body)}`);
    // A few articles to read before the first writes land.
    for (let i = 0; i < 20; i += 1) await writes[0]!(api.url, token);
    stats.clear();

    console.log(
      `Load: ${CONNECTIONS} clients for ${DURATION_S} s against ${api.url} (PostgreSQL ${scratch})`,
    );
    const started = performance.now();
    const until = started + DURATION_S * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, () => client(api!.url, token, until)));
    const seconds = (performance.now() - started) / 1000;

    let total = 0;
    let serverErrors = 0;
    let failures = 0;
    const rows = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b));
    console.log(
      `\n${'route'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`,
    );
    for (const [route, entry] of rows) {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      total += sorted.length + entry.failures;
      failures += entry.failures;
      for (const [status, count] of entry.statuses) if (status >= 500) serverErrors += count;
      const statuses = [...entry.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .concat(entry.failures > 0 ? [`no answer×${entry.failures}`] : [])
        .join(' ');
      console.log(
        `${route.padEnd(44)} ${(sorted.length / seconds).toFixed(1).padStart(8)} ${percentile(sorted, 50)
          .toFixed(1)
          .padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}  ${statuses}`,
      );
    }
    console.log(
      `\nall routes: ${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} req/s); 5xx: ${serverErrors}; no answer within ${REQUEST_TIMEOUT_MS / 1000} s: ${failures}`,
    );

    const { lost, doubled, strays } = await verify(databaseUrl);
    const acked = acknowledged.news.size + acknowledged.projects.size;
    console.log(
      `writes acknowledged: ${acked} creates; in the database exactly once: ${acked - lost - doubled}; lost: ${lost}; doubled: ${doubled}; rows nobody asked for: ${strays}`,
    );
    if (lost > 0 || doubled > 0 || strays > 0 || serverErrors > 0) process.exitCode = 1;
  } finally {
    await api?.stop();
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
}

await main();
