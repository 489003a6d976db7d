/**
 * `npm run bench:api`: throughput and latency of the public lists on a large dataset.
 *
 * Seeds a scratch database (PostgreSQL at BENCH_DATABASE_URL, else embedded PGlite in a temporary folder):
 * 10,000 news articles, 1,000 projects and 2,000 gallery assets (ten times as many with BENCH_SCALE=large),
 * and a constituency of 50 wards × 20 branches × 10 executives. Each row (first, later and deep pages, by
 * number and by cursor; searches for a rare and a common word; the ward tree) is driven by autocannon in a
 * worker thread, three ways: the API as visitors get it (public cache on), the API uncached, and its
 * comparator: a bare Fastify route running on a plain `pg` pool, as prepared statements (with PGlite, on
 * the same embedded database), exactly the SQL statements one uncached request ran (captured from the
 * API's query executor, with their parameters, from the third of three requests: what a list remembers from
 * its first requests, such as a search's count, is then in place as for every request measured) and
 * answering their rows as JSON. A bare route answering fixed JSON gives the machine's ceiling. On
 * PostgreSQL each server is a process of its own, as an outside client sees them: the API twice (the
 * compiled server entry, built first by the npm script, cached and uncached) and the comparator
 * (bench/comparator.ts); this process only seeds, captures and drives the load. With PGlite, whose
 * database one process holds, all of them run here. A second table checks the uncached figures against
 * the targets: a search or deep page at most 2× the cost of its list's first page, at least 85 % of the
 * comparator's throughput, p99 under 30 ms. A row the API cannot serve (an error answer, a query parameter it
 * ignores, no `rel="next"` Link on a deep page) is printed as skipped.
 *
 * BENCH_DURATION: seconds per measurement (default 10), taken in BENCH_ROUNDS slices (default 10, a second
 * each) that take turns with the row's other two measurements, so that the three share whatever else the
 * machine was doing; a row's share of its comparator is the median of the rounds' shares, each of two slices
 * a second or two apart, so that a burst of the machine's speed that falls on one slice does not decide it.
 * Ten slices of a second pair more closely than five of two: over 240 rounds of one row, the share's spread
 * from one ten-second measurement to the next fell from 0.086 to 0.058 (standard deviation).
 * BENCH_SERVER_WARMUP: seconds of load on each server before the first measurement, spread over every row's
 * path (default 20), so that no row pays for a fresh process: a server's first seconds compile its code and
 * size its heap, and the API has far more of both than the comparator (a first row measured on fresh
 * processes read a third more processor time an answer than the same row later on).
 * BENCH_WARMUP: seconds of load on each before timing a row, not counted (default 2: the row's own compiled
 * code, connections and their prepared statements are warm). BENCH_CONNECTIONS: default 50.
 * BENCH_ONLY=<regex>: only the rows whose name matches, case-insensitive (the ceiling always runs).
 * BENCH_EXPLAIN=1: first prints EXPLAIN (ANALYZE, BUFFERS) of every row's statements (PostgreSQL only).
 * BENCH_TRACE=1: prints every slice to stderr as it ends: its moment, server, path, req/s and, where it can be
 * read, the server's processor time an answer.
 * Beside each measurement, its server's processor time per answer (user and system, all its threads, read
 * from /proc before and after each slice; only where each server is a process of its own, on PostgreSQL):
 * it moves less than throughput with whatever else the machine is doing, and the API's figure less its
 * comparator's is what the stack adds to each answer.
 * A script, not a test: figures depend on the machine.
 */
// With PGlite the servers run in this process: the API's V8 settings (src/runtime.ts) first.
import '../src/runtime.js';
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, DefaultQueryExecutor, sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { API_NODE_FLAGS } from '../src/node-flags.js';
import type { Database } from '../src/db/schema.js';
import { startQuietApiProcess, untilListening, type ApiProcess } from '../test/helpers/api-process.js';
import { comparatorServer, type ComparatorPlan, type Statement } from './comparator-server.js';
import { pooledLatency, rateOf, startLoadDriver, type LoadDriver, type Slice } from './load-driver.js';
import { cpuBetween, cpuSeconds, processesNamed, readCpu, type CpuReading } from './process-time.js';
import { pairedShare } from './stats.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const SERVER_WARMUP = Number(process.env.BENCH_SERVER_WARMUP ?? 20);
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 10)));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const TRACE = process.env.BENCH_TRACE === '1';

const SCALES = {
  default: { news: 10_000, projects: 1_000, gallery: 2_000 },
  large: { news: 100_000, projects: 10_000, gallery: 20_000 },
} as const;
const scaleName = process.env.BENCH_SCALE ?? 'default';
if (scaleName !== 'default' && scaleName !== 'large') {
  throw new Error(`BENCH_SCALE must be "default" or "large", not "${scaleName}"`);
}
const SCALE = SCALES[scaleName];

/**
 * The search terms: in each table the rare word is in 1 row in 1,000, the common one in 1 row in 10, and
 * neither is part of any other word the seeded text uses.
 */
const WORDS = {
  news: { rare: 'borehole', common: 'clinic' },
  projects: { rare: 'irrigation', common: 'classroom' },
  gallery: { rare: 'durbar', common: 'rally' },
} as const;

const TARGETS = { costVsFirstPage: 2, shareOfComparator: 0.85, p99Ms: 30 } as const;

// Seeding: INSERT … SELECT over generate_series, with text assembled in SQL from these word lists.

const PLACES = [
  'Madina',
  'Adenta',
  'Ashaiman',
  'Kasoa',
  'Dome',
  'Nima',
  'Teshie',
  'Nungua',
  'Odorkor',
  'Amasaman',
  'Pokuase',
  'Ablekuma',
  'Dansoman',
  'Kwashieman',
];
const NEWS_CATEGORIES = [
  'politics',
  'health',
  'education',
  'agriculture',
  'social',
  'development',
  'employment',
];
const NEWS_TOPICS = [
  'Road resurfacing',
  'School feeding programme',
  'Market extension',
  'Youth apprenticeship scheme',
  'Fertiliser distribution',
  'Street lighting',
  'Drainage works',
  'Scholarship fund',
  'Health insurance registration',
  'Sanitation campaign',
  'Teacher housing',
  'Voter registration drive',
];
const NEWS_OUTCOMES = [
  'begins',
  'completed',
  'reviewed by the assembly',
  'funded for next year',
  'opened to residents',
  'discussed at the town hall',
];
const NEWS_SENTENCES = [
  'The ward executives met residents on Saturday to hear their concerns and agree on priorities.',
  'Contractors expect the first phase to be finished before the rainy season.',
  'The district assembly has released the first tranche of the funds.',
  'Members of the youth wing volunteered to clear the site and direct traffic.',
  'Elders thanked the branch for keeping its promise to the community.',
  'A public account of the spending will be read at the next constituency meeting.',
  'Market women asked that the work avoid the busiest trading days.',
  'The member of parliament toured the area with the assembly engineer.',
  'Parents welcomed the news and asked for regular updates through the ward office.',
  'Farmers in the outlying villages will be served in the second phase.',
  'Residents can follow the progress on the notice board at the party office.',
  'The branch secretary recorded every request for the monthly report.',
];
const AUTHORS = ['Communications Team', 'Ama Owusu', 'Kofi Mensah', 'Constituency Secretariat'];

const PROJECT_KINDS = [
  'Feeder road rehabilitation',
  'Market stalls',
  'Street light extension',
  'Community library',
  'Drainage and culverts',
  'Youth skills centre',
  'Public toilet block',
  'Water pipeline extension',
  'Lorry station paving',
  'Footbridge',
];
const PROJECT_STATUSES = ['planned', 'ongoing', 'completed', 'suspended', 'cancelled'];
const PROJECT_CATEGORIES = ['Infrastructure', 'Education', 'Health', 'Water', 'Agriculture', 'Youth'];
const PROJECT_DETAILS = [
  'Funded from the common fund with a contribution from the branch.',
  'Built by local artisans, with labour from the community.',
  'Planned with the assembly members of the surrounding electoral areas.',
  'Supervised by the district works department.',
  'Phased over two dry seasons to keep the roads open.',
];
const PROJECT_TAGS = ['roads', 'water', 'youth', 'sanitation', 'markets', 'lighting', 'education'];
const PARTNERS = ['District Assembly', 'Ghana Highway Authority', 'Community Water Board', 'Youth Council'];

const GALLERY_EVENTS = [
  'Clean-up exercise',
  'Branch meeting',
  'Market walk',
  'Health screening',
  'Football gala',
  'Tree planting',
  'Town hall forum',
  'Donation of desks',
];
const GALLERY_CATEGORIES = ['Events', 'Projects', 'Outreach', 'Campaign'];
const GALLERY_DESCRIPTIONS = [
  'Members and residents at the branch meeting.',
  'Volunteers of the youth wing at work.',
  'The ward executives with community elders.',
  'Women traders at the market square.',
];
const GALLERY_TAGS = ['community', 'branch', 'youth', 'women', 'elders', 'volunteers'];

const FIRST_NAMES = ['Ama', 'Kofi', 'Akosua', 'Kwame', 'Abena', 'Yaw', 'Efua', 'Kojo', 'Adwoa', 'Kwesi'];
const SURNAMES = ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Addo', 'Appiah', 'Quaye', 'Tetteh'];
const POSITIONS = [
  'Chairman',
  'Vice Chairman',
  'Secretary',
  'Treasurer',
  'Organiser',
  'Women Organiser',
  'Youth Organiser',
  'Communications Officer',
  'Financial Secretary',
  'Welfare Officer',
];

/** `words[index mod words.length]` as an SQL expression; `index` a non-negative integer expression. */
function pick(words: readonly string[], index: RawBuilder<number>): RawBuilder<string> {
  return sql<string>`(ARRAY[${sql.join(words.map((word) => sql.lit(word)))}])[1 + (${index}) % ${sql.lit(words.length)}]`;
}

/** The row number the seeding statements take from generate_series. */
const i = sql<number>`i`;

/** What dates row `i`: its position, except that every tenth row shares the date of the row before it. */
const slot = sql<number>`(i - (i % 10 = 0)::int)`;

/**
 * Row `i` of `count` (from 1, newest first) spread over about three years: a day by its slot, then a minute
 * of that day from a hash of the slot (so that a few more rows share a timestamp at the large scale).
 */
function spreadOverThreeYears(count: number): RawBuilder<Date> {
  return sql<Date>`date_trunc('minute', now() - make_interval(days => (${slot} * 1095) / ${sql.lit(count)}, mins => hashtext(${slot}::text) & 1023))`;
}

/** Rows per INSERT when seeding. */
const SEED_CHUNK = 2_000;

/**
 * Calls `insert` for rows 1 to `count` in chunks, each its own statement and transaction: a per-row trigger
 * that updates one totals row slows down more with every row one transaction adds (each update has to step
 * over that transaction's earlier versions of the row), which makes a single large INSERT quadratic.
 */
async function inChunks(count: number, insert: (first: number, last: number) => Promise<unknown>) {
  for (let first = 1; first <= count; first += SEED_CHUNK) {
    await insert(first, Math.min(count, first + SEED_CHUNK - 1));
  }
}

async function seedNews(db: Kysely<Database>, count: number) {
  const { rare, common } = WORDS.news;
  const commonSentence = `Nurses at the community ${common} will offer free screening during the visit.`;
  await inChunks(count, (first, last) =>
    sql`
      INSERT INTO news (title, excerpt, content, category, author, views, published_at)
      SELECT
        CASE WHEN i % 1000 = 7 THEN ${sql.lit(`New ${rare} for `)} || ${pick(PLACES, sql`i / 3`)}
          ELSE ${pick(NEWS_TOPICS, i)} || ' ' || ${pick(NEWS_OUTCOMES, sql`i / 12`)} || ' in ' || ${pick(PLACES, sql`i / 3`)}
        END,
        'Residents of ' || ${pick(PLACES, sql`i / 3`)} || ': ' || ${pick(NEWS_SENTENCES, sql`i * 5`)},
        concat_ws(' ',
          ${pick(NEWS_SENTENCES, sql`i * 5`)}, ${pick(NEWS_SENTENCES, sql`i * 5 + 1`)},
          CASE WHEN i % 10 = 3 THEN ${sql.lit(commonSentence)} END,
          ${pick(NEWS_SENTENCES, sql`i * 5 + 2`)}, ${pick(NEWS_SENTENCES, sql`i * 5 + 3`)},
          ${pick(NEWS_SENTENCES, sql`i * 5 + 4`)}, ${pick(NEWS_SENTENCES, sql`i * 5 + 5`)},
          CASE WHEN i % 3 = 0 THEN
            ${pick(NEWS_SENTENCES, sql`i * 5 + 6`)} || ' ' || ${pick(NEWS_SENTENCES, sql`i * 5 + 7`)}
          END),
        ${pick(NEWS_CATEGORIES, i)},
        ${pick(AUTHORS, sql`i / 4`)},
        (i * 7919) % 5000,
        ${spreadOverThreeYears(count)}
      FROM generate_series(${sql.lit(first)}, ${sql.lit(last)}) AS i
    `.execute(db),
  );
}

async function seedProjects(db: Kysely<Database>, count: number) {
  const { rare, common } = WORDS.projects;
  await inChunks(count, (first, last) =>
    sql`
      INSERT INTO projects (title, description, location, status, category, budget, beneficiaries,
        progress_percentage, tags, partners, start_date, end_date)
      SELECT
        CASE WHEN i % 1000 = 7 THEN ${sql.lit(`Small-scale ${rare} scheme, `)} || ${pick(PLACES, sql`i / 2`)}
          ELSE ${pick(PROJECT_KINDS, i)} || ', ' || ${pick(PLACES, sql`i / 2`)}
        END,
        concat_ws(' ', ${pick(PROJECT_DETAILS, i)},
          CASE WHEN i % 10 = 3 THEN ${sql.lit(`A six-${common} block for the basic school is part of the work.`)} END,
          ${pick(PROJECT_DETAILS, sql`i + 2`)}),
        ${pick(PLACES, sql`i / 2`)} || ', Ward ' || (i % 50 + 1),
        ${pick(PROJECT_STATUSES, i)},
        ${pick(PROJECT_CATEGORIES, sql`i / 3`)},
        10000 + (i * 250) % 2000000,
        100 + (i * 37) % 20000,
        (i * 13) % 101,
        ARRAY[${pick(PROJECT_TAGS, i)}, ${pick(PROJECT_TAGS, sql`i + 3`)}],
        ARRAY[${pick(PARTNERS, i)}],
        current_date - (${slot} * 1095) / ${sql.lit(count)},
        CASE WHEN i % 5 = 2 THEN current_date - (${slot} * 1095) / ${sql.lit(count)} + 180 END
      FROM generate_series(${sql.lit(first)}, ${sql.lit(last)}) AS i
    `.execute(db),
  );
}

async function seedGallery(db: Kysely<Database>, count: number) {
  const { rare, common } = WORDS.gallery;
  await inChunks(count, (first, last) =>
    sql`
      INSERT INTO gallery_assets (title, description, category, tags, location, photographer, captured_at,
        status, image_url, thumbnail_url, uploaded_at)
      SELECT
        CASE WHEN i % 1000 = 7 THEN ${sql.lit(`Annual ${rare} at `)} || ${pick(PLACES, sql`i / 2`)}
          ELSE ${pick(GALLERY_EVENTS, i)} || ' at ' || ${pick(PLACES, sql`i / 2`)}
        END,
        CASE WHEN i % 10 = 3 THEN ${sql.lit(`Supporters at the ward ${common} on the school park.`)}
          ELSE ${pick(GALLERY_DESCRIPTIONS, sql`i / 3`)}
        END,
        ${pick(GALLERY_CATEGORIES, i)},
        ARRAY[${pick(GALLERY_TAGS, i)}, ${pick(GALLERY_TAGS, sql`i + 2`)}],
        ${pick(PLACES, sql`i / 2`)},
        'Constituency Media Team',
        (${spreadOverThreeYears(count)})::date,
        CASE WHEN i % 20 = 19 THEN 'draft' ELSE 'published' END,
        'https://images.example.org/gallery/' || i || '.webp',
        'https://images.example.org/gallery/' || i || '-thumb.webp',
        ${spreadOverThreeYears(count)}
      FROM generate_series(${sql.lit(first)}, ${sql.lit(last)}) AS i
    `.execute(db),
  );
}

/**
 * Runs `seed` with the indexes of `tables` that enforce nothing (not unique) dropped, then builds them again
 * from their own definitions, all at once: building a trigram index once costs far less than keeping it up
 * to date row by row.
 */
async function withoutSecondaryIndexes(db: Kysely<Database>, tables: string[], seed: () => Promise<void>) {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT index.relname AS name, pg_get_indexdef(pg_index.indexrelid) AS definition
    FROM pg_index JOIN pg_class AS index ON index.oid = pg_index.indexrelid
    WHERE NOT pg_index.indisunique
      AND pg_index.indrelid IN (${sql.join(tables.map((table) => sql`${table}::regclass`))})
  `.execute(db);
  for (const { name } of indexes) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
  await seed();
  await Promise.all(indexes.map(({ definition }) => sql.raw(definition).execute(db)));
}

/** One constituency of 50 wards (5 executives each) × 20 branches (10 executives each); returns its id. */
async function seedConstituency(db: Kysely<Database>): Promise<string> {
  const { id } = await db
    .insertInto('constituencies')
    .values({
      constituency_name: 'Bench Central',
      office_location: 'High Street',
      phone_number: '+233 30 000 0000',
      email: 'office@example.org',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO wards (constituency_id, ward_name, office_location, phone_number)
    SELECT ${id}::uuid, 'Ward ' || i, 'Ward ' || i || ' hall, ' || ${pick(PLACES, i)}, '+233 24 000 ' || lpad(i::text, 4, '0')
    FROM generate_series(1, 50) AS i
  `.execute(db);
  await sql`
    INSERT INTO branches (ward_id, branch_name, office_location)
    SELECT wards.id, wards.ward_name || ' branch ' || i, 'Community centre'
    FROM wards CROSS JOIN generate_series(1, 20) AS i
    WHERE wards.constituency_id = ${id}
  `.execute(db);
  // An executive's columns, from `i` (their place in the unit) and `n` (the unit's number).
  const executive = sql`
    ${pick(FIRST_NAMES, sql`i + n`)} || ' ' || ${pick(SURNAMES, sql`i * 3 + n`)},
    ${pick(POSITIONS, sql`i - 1`)}, date '1970-01-01' + (n * 97 + i * 31) % 12000, date '2022-01-10',
    '+233 24 ' || lpad(((n * 10 + i) % 1000000)::text, 6, '0'), 'executive' || n || '.' || i || '@example.org'
  `;
  await sql`
    INSERT INTO executives (ward_id, full_name, position_held, date_of_birth, date_of_assumption_of_office,
      phone_number, email)
    SELECT wards.id, ${executive}
    FROM (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM wards WHERE constituency_id = ${id}) AS wards
      CROSS JOIN generate_series(1, 5) AS i
  `.execute(db);
  await sql`
    INSERT INTO executives (branch_id, full_name, position_held, date_of_birth, date_of_assumption_of_office,
      phone_number, email)
    SELECT branches.id, ${executive}
    FROM (
      SELECT branches.id, 1000 + row_number() OVER (ORDER BY branches.id)::int AS n
      FROM branches JOIN wards ON wards.id = branches.ward_id
      WHERE wards.constituency_id = ${id}
    ) AS branches
      CROSS JOIN generate_series(1, 10) AS i
  `.execute(db);
  return id;
}

/** A row of the benchmark: one request, measured three ways. */
interface Case {
  readonly name: string;
  /** The list it reads; its search and deep rows are compared with that list's first page. */
  readonly list: string;
  readonly kind: 'first page' | 'page' | 'search or deep';
  /** The path to measure, or why the row cannot be measured against this API. */
  readonly target: () => Promise<string | Skipped>;
  /** Why the answer lacks what the row is about (a query parameter the API ignores), if it does. */
  readonly check?: (body: unknown) => string | undefined;
}

class Skipped {
  constructor(readonly reason: string) {}
}

/** A row ready to measure: the path it requests and the statements one uncached request ran. */
interface Captured {
  readonly path: string;
  readonly statements: readonly Statement[];
}

interface Measured extends Captured {
  /** The statements on a bare pool. */
  readonly comparator: Figures;
  /** The API as visitors get it. */
  readonly cached: Figures;
  readonly uncached: Figures;
}

/** What one target did under load. */
interface Figures {
  /** Requests answered per second, the mean over the slices. */
  readonly rps: number;
  /** Requests answered per second in each round's slice, in order. */
  readonly rounds: readonly number[];
  /** The median latency of every answer of the slices together, ms. */
  readonly p50: number;
  /** The 99th-percentile latency of every answer of the slices together, ms. */
  readonly p99: number;
  /** Errors and answers other than 2xx. */
  readonly errors: number;
  /**
   * Processor time of the server's process (all its threads, user and system) per answer, µs; undefined
   * when the server is not a process of its own (PGlite) or /proc cannot be read.
   */
  readonly cpuPerAnswer: number | undefined;
  /**
   * Processor time of PostgreSQL's processes per answer, µs, when they run on this machine (`databaseCpu`);
   * the other servers are idle meanwhile, so it is what this one's statements cost the database.
   */
  readonly databaseCpuPerAnswer: number | undefined;
  /**
   * Processor time of the load generator (this script's process: autocannon's thread) per answer, µs, when
   * the server runs apart; it reads every answer's headers and body on the same cores as the rest.
   */
  readonly loadCpuPerAnswer: number | undefined;
}

/** A server under load: where it is asked, and its process when it runs apart. */
interface Target {
  readonly url: string;
  readonly pid?: number | undefined;
  /** What the server is, for BENCH_TRACE's lines: the comparator, the API cached or uncached. */
  readonly role?: string;
}

/** `figures`' throughput as a share of `reference`'s, round by round (see pairedShare). */
const shareOf = (figures: Figures, reference: Figures) => pairedShare(figures.rounds, reference.rounds);

/** autocannon's worker thread, started with the first measurement and closed at the end. */
let loadDriver: LoadDriver | undefined;
const drive = (url: string, duration: number) =>
  (loadDriver ??= startLoadDriver()).drive(url, CONNECTIONS, duration);

/** Processor time used, in seconds, summed while a slice runs; undefined once a reading failed. */
class CpuTally {
  private seconds: number | undefined = 0;

  add(seconds: number | undefined): void {
    this.seconds = this.seconds === undefined || seconds === undefined ? undefined : this.seconds + seconds;
  }

  /** µs per answer of `answers`. */
  perAnswer(answers: number): number | undefined {
    return this.seconds === undefined || answers === 0 ? undefined : (this.seconds / answers) * 1e6;
  }
}

/**
 * PostgreSQL's processes on this machine (its server and one per connection, all named `postgres`), read
 * afresh each time, since connections come and go; undefined when the database is not PostgreSQL on
 * loopback or its processes cannot be seen.
 */
function databaseCpu(url: string | undefined): (() => CpuReading) | undefined {
  if (!url) return undefined;
  const host = new URL(url).hostname;
  const local = ['', 'localhost', '127.0.0.1', '[::1]'].includes(host);
  if (!local || processesNamed('postgres').length === 0) return undefined;
  return () => readCpu(processesNamed('postgres'));
}

/**
 * Drives each of `targets` for DURATION seconds in all: after a warm-up of each, ROUNDS slices of each in
 * turn, each round starting one further along, so that none always runs right after another. After every
 * slice one more request, answered only once the server has worked through what was still queued (each
 * server's pool serves in order), so that the next slice does not share the database with leftovers of
 * this one. The processor time of a target's process, of PostgreSQL's and of the load generator is read
 * before and after each slice and that request. Latency percentiles count every answer of a target's slices
 * together.
 */
async function measure(targets: readonly Target[]): Promise<Figures[]> {
  if (WARMUP > 0) for (const { url } of targets) await drive(url, WARMUP);
  const slices = targets.map((): Slice[] => []);
  const used = targets.map(() => ({
    answers: 0,
    server: new CpuTally(),
    database: new CpuTally(),
    load: new CpuTally(),
  }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const index = (round + turn) % targets.length;
      const { url, pid, role } = targets[index]!;
      const before = { server: cpuSeconds(pid), database: readDatabase?.(), load: process.cpuUsage() };
      const slice = await drive(url, DURATION / ROUNDS);
      await (await fetch(url)).arrayBuffer();
      const server = cpuSeconds(pid);
      const database = readDatabase?.();
      const load = process.cpuUsage(before.load);
      slices[index]!.push(slice);
      const serverSeconds =
        before.server === undefined || server === undefined ? undefined : server - before.server;
      if (TRACE) {
        console.error(
          `slice ${new Date().toISOString()} ${role ?? ''} ` +
            `${url.replace(/^http:\/\/[^/]+/, '')} ${Math.round(rateOf(slice))} req/s` +
            (serverSeconds === undefined
              ? ''
              : ` ${Math.round((serverSeconds * 1e6) / (slice.totalCompletedRequests + 1))} µs/answer`),
        );
      }
      const cpu = used[index]!;
      cpu.answers += slice.totalCompletedRequests + 1;
      cpu.server.add(serverSeconds);
      cpu.database.add(before.database && database && cpuBetween(before.database, database));
      // With the server in this process (PGlite), this process's time is not the load generator's alone.
      cpu.load.add(pid === undefined ? undefined : (load.user + load.system) / 1e6);
    }
  }
  return slices.map((ofTarget, index) => {
    const rounds = ofTarget.map(rateOf);
    const latency = pooledLatency(targets[index]!.url, ofTarget);
    const { answers, server, database, load } = used[index]!;
    return {
      rps: rounds.reduce((sum, rate) => sum + rate, 0) / rounds.length,
      rounds,
      p50: latency.p50,
      p99: latency.p99,
      errors: ofTarget.reduce((sum, slice) => sum + slice.errors + slice.non2xx, 0),
      cpuPerAnswer: server.perAnswer(answers),
      databaseCpuPerAnswer: database.perAnswer(answers),
      loadCpuPerAnswer: load.perAnswer(answers),
    };
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'party-bench-api-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** PostgreSQL's processor time, where it can be read (see measure). */
const readDatabase = databaseCpu(databaseUrl);
/** The API's environment, in this process and in the servers started apart. */
const apiEnv: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // The benchmark is one client; the rate limit would cut it off at once.
  RATE_LIMIT_MAX: '100000000',
};
const config = loadConfig(apiEnv);

/**
 * Migrates and seeds the database on a handle of its own, without the API's statement and query deadlines
 * (inserting 100,000 articles takes longer than they allow), closed before the API opens its own; returns
 * the constituency's id.
 */
async function seedDatabase(): Promise<string> {
  const seeding = await openDatabase({ databaseUrl, dataDir, statementTimeoutMs: 0 });
  try {
    await migrateToLatest(seeding.db);
    console.log(
      `Seeding ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'} (${scaleName}: ${SCALE.news} articles, ` +
        `${SCALE.projects} projects, ${SCALE.gallery} gallery assets, 50 wards × 20 branches)…`,
    );
    const started = Date.now();
    await withoutSecondaryIndexes(seeding.db, ['news', 'projects', 'gallery_assets'], async () => {
      await seedNews(seeding.db, SCALE.news);
      await seedProjects(seeding.db, SCALE.projects);
      await seedGallery(seeding.db, SCALE.gallery);
    });
    const constituencyId = await seedConstituency(seeding.db);
    // As autovacuum would leave a database in use: statistics and visibility maps up to date.
    await sql`VACUUM ANALYZE`.execute(seeding.db);
    // And on disk: otherwise PostgreSQL's next timed checkpoint writes the seeded tables out (some 45 MB at
    // the default scale) over four to five minutes in the middle of the measurements. It takes a superuser or
    // pg_checkpoint; without either (or on PGlite) the measurements go on as they are.
    await sql`CHECKPOINT`.execute(seeding.db).catch((error: unknown) => {
      console.log(
        `CHECKPOINT after seeding skipped: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return constituencyId;
  } finally {
    await seeding.close();
  }
}

/** A comparator route: the path it answers and the statements it runs. */
type ComparatorRow = ComparatorPlan['rows'][number];

/** Where each measurement is sent, and how the servers are stopped afterwards. */
interface Servers {
  /** The API as visitors get it. */
  readonly cached: Target;
  readonly uncached: Target;
  /** The comparator routes (`/list/<n>`) and the fixed-JSON ceiling (`/bare`), under its url. */
  readonly comparator: Target;
  stop(): Promise<void>;
}

const listenOn = async (server: FastifyInstance) => {
  await server.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
};

/**
 * With embedded PGlite, whose database only one process may open: the API, cached and uncached, and the
 * comparator in this process, the comparator running the statements on the API's own database handle.
 */
async function serversWithin(
  database: DatabaseHandle,
  uncachedApp: FastifyInstance,
  rows: readonly ComparatorRow[],
): Promise<Servers> {
  const app = await buildApp(config, { database, logger: false });
  const bare = comparatorServer(rows, ({ sql: text, parameters }) => {
    const query = CompiledQuery.raw(text, [...parameters]);
    return async () => (await database.db.executeQuery(query)).rows;
  });
  return {
    cached: { url: await listenOn(app) },
    uncached: { url: await listenOn(uncachedApp) },
    comparator: { url: await listenOn(bare) },
    stop: async () => {
      await Promise.all([bare.close(), app.close(), uncachedApp.close()]);
    },
  };
}

/**
 * On PostgreSQL, as production and an outside client see them: the API, cached and uncached, each its own
 * process running the compiled server entry, and the comparator a process of its own (bench/comparator.ts).
 * Sharing this process would have them share one heap, its garbage collections and one event loop with
 * autocannon's results, which costs the lighter comparator more than the API. The API in this process, whose
 * requests the statements were captured from, is closed.
 */
async function serversApart(
  databaseUrl: string,
  captureApp: FastifyInstance,
  rows: readonly ComparatorRow[],
): Promise<Servers> {
  await captureApp.close();
  const planFile = path.join(dataDir, 'comparator.json');
  const plan: ComparatorPlan = { databaseUrl, poolMax: config.dbPoolMax, rows: [...rows] };
  writeFileSync(planFile, JSON.stringify(plan));
  const started: { stop(): Promise<unknown> }[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
  try {
    const comparator = await startComparator(planFile);
    started.push(comparator);
    const cached = await startQuietApiProcess(apiEnv, { built: true });
    started.push(cached);
    const uncached = await startQuietApiProcess({ ...apiEnv, PUBLIC_CACHE_TTL_MS: '0' }, { built: true });
    started.push(uncached);
    const target = ({ url, child }: ApiProcess): Target => ({ url, pid: child.pid });
    return { cached: target(cached), uncached: target(uncached), comparator: target(comparator), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** bench/comparator.ts as its own process, once it says where it listens (within a minute). */
const startComparator = (planFile: string) =>
  untilListening(
    spawn(process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', 'bench/comparator.ts', planFile], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    /listening (http:\/\/127\.0\.0\.1:\d+)/,
    'The comparator',
    60_000,
  );

/**
 * Has `record` called with every SQL statement the API runs until the function answered is called. On
 * PostgreSQL at node-postgres's clients, where all of them end: Kysely's, and the pages a list runs on the
 * pool directly (db/kysely.ts, runCompiled). On PGlite at Kysely's executors (the app's, and those of its
 * transactions).
 */
function captureStatements(database: DatabaseHandle, record: (statement: Statement) => void): () => void {
  if (database.kind === 'postgres') {
    const clients = pg.Client.prototype;
    const own = Object.getOwnPropertyDescriptor(clients, 'query');
    if (typeof own?.value !== 'function') {
      throw new Error('node-postgres’s clients have changed shape: the statement capture needs updating');
    }
    const query = own.value as (...parameters: unknown[]) => unknown;
    clients.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, values] = args;
      if (typeof first === 'string') {
        record({ sql: first, parameters: Array.isArray(values) ? values : [] });
      } else if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string') {
        const { values: bound } = first as { values?: unknown };
        record({ sql: first.text, parameters: Array.isArray(bound) ? bound : [] });
      }
      return query.apply(this, args);
    } as typeof clients.query;
    return () => {
      Object.defineProperty(clients, 'query', own);
    };
  }
  // Kysely defines executeQuery on the executors' base class: overridden here on DefaultQueryExecutor's
  // prototype while capturing, and the override removed after.
  const executors = DefaultQueryExecutor.prototype;
  const inherited = Object.getPrototypeOf(executors) as Pick<DefaultQueryExecutor, 'executeQuery'>;
  if (
    Object.hasOwn(executors, 'executeQuery') ||
    !(database.db.getExecutor() instanceof DefaultQueryExecutor)
  ) {
    throw new Error('Kysely’s executors have changed shape: the statement capture needs updating');
  }
  executors.executeQuery = function (
    this: DefaultQueryExecutor,
    ...args: Parameters<DefaultQueryExecutor['executeQuery']>
  ) {
    const [query] = args;
    record({ sql: query.sql, parameters: query.parameters });
    return inherited.executeQuery.apply(this, args);
  } as DefaultQueryExecutor['executeQuery'];
  return () => {
    Reflect.deleteProperty(executors, 'executeQuery');
  };
}

/** The API's database handle once open and the servers once started, closed at the end whatever happens. */
let opened: DatabaseHandle | undefined;
let servers: Servers | undefined;
try {
  const constituencyId = await seedDatabase();
  const database = (opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir,
    poolMax: config.dbPoolMax,
  }));

  // The API with visitors' answers never reused, in this process: the rows' statements are captured from
  // its requests (see below).
  const uncachedApp = await buildApp({ ...config, publicCacheTtlMs: 0 }, { database, logger: false });

  // A request to the uncached API, dispatched at once (`end()`): in the caller's asynchronous context.
  const get = (url: string) => uncachedApp.inject().get(url).end();
  /** Why an answer cannot be measured (not a 2xx), or undefined when it can. */
  const refusal = (response: Awaited<ReturnType<typeof get>>): Skipped | undefined => {
    if (response.statusCode >= 200 && response.statusCode < 300) return undefined;
    let message: unknown;
    try {
      message = response.json<{ message?: unknown }>().message;
    } catch {
      // Not JSON: the status alone says it.
    }
    const detail = typeof message === 'string' && message ? ` (${message})` : '';
    return new Skipped(`answered ${response.statusCode}${detail}`);
  };
  /** The page at half of a list's pages, by number. */
  const deepPage = async (pageOf: (page: number) => string): Promise<string | Skipped> => {
    const first = await get(pageOf(1));
    const refused = refusal(first);
    if (refused) return refused;
    const totalPages = first.json<{ pagination?: { total_pages?: unknown } }>().pagination?.total_pages;
    if (typeof totalPages !== 'number') return new Skipped('no pagination.total_pages in the first page');
    return pageOf(Math.max(1, Math.ceil(totalPages / 2)));
  };
  /** The page after the deep page by number, as its `Link: <…>; rel="next"` header names it. */
  const deepCursor = async (pageOf: (page: number) => string): Promise<string | Skipped> => {
    const deep = await deepPage(pageOf);
    if (deep instanceof Skipped) return deep;
    const response = await get(deep);
    const refused = refusal(response);
    if (refused) return refused;
    const link = [response.headers.link ?? []].flat().join(', ');
    const next = /<([^>]*)>\s*;[^,]*\brel="?next"?/.exec(link)?.[1];
    if (!next) return new Skipped('the deep page has no rel="next" Link header');
    const url = new URL(next, 'http://api.invalid');
    return url.pathname + url.search;
  };
  const fixed = (target: string) => () => Promise.resolve(target);

  const newsPage = (page: number) => `/api/news?page=${page}&limit=10`;
  const projectsPage = (page: number) => `/api/projects?page=${page}&limit=10`;
  const galleryPage = (page: number) => `/api/gallery/assets?page=${page}&page_size=20`;
  const wards = `/api/constituencies/${constituencyId}/wards`;
  const BRANCHES_LIMIT = 5;
  const allCases: Case[] = [
    { name: 'news first page', list: 'news', kind: 'first page', target: fixed(newsPage(1)) },
    { name: 'news page 3', list: 'news', kind: 'page', target: fixed(newsPage(3)) },
    {
      name: 'news deep page by number',
      list: 'news',
      kind: 'search or deep',
      target: () => deepPage(newsPage),
    },
    {
      name: 'news deep page by cursor',
      list: 'news',
      kind: 'search or deep',
      target: () => deepCursor(newsPage),
    },
    {
      name: 'news search, rare word',
      list: 'news',
      kind: 'search or deep',
      target: fixed(`/api/news?search=${WORDS.news.rare}&page=1&limit=10`),
    },
    {
      name: 'news search, common word',
      list: 'news',
      kind: 'search or deep',
      target: fixed(`/api/news?search=${WORDS.news.common}&page=1&limit=10`),
    },
    { name: 'projects first page', list: 'projects', kind: 'first page', target: fixed(projectsPage(1)) },
    {
      name: 'projects search, rare word',
      list: 'projects',
      kind: 'search or deep',
      target: fixed(`/api/projects?search=${WORDS.projects.rare}&page=1&limit=10`),
    },
    {
      name: 'projects search, common word',
      list: 'projects',
      kind: 'search or deep',
      target: fixed(`/api/projects?search=${WORDS.projects.common}&page=1&limit=10`),
    },
    {
      name: 'projects deep page by number',
      list: 'projects',
      kind: 'search or deep',
      target: () => deepPage(projectsPage),
    },
    {
      name: 'projects deep page by cursor',
      list: 'projects',
      kind: 'search or deep',
      target: () => deepCursor(projectsPage),
    },
    { name: 'gallery first page', list: 'gallery', kind: 'first page', target: fixed(galleryPage(1)) },
    {
      name: 'gallery search, rare word',
      list: 'gallery',
      kind: 'search or deep',
      target: fixed(`/api/gallery/assets?search=${WORDS.gallery.rare}&page=1&page_size=20`),
    },
    {
      name: 'gallery search, common word',
      list: 'gallery',
      kind: 'search or deep',
      target: fixed(`/api/gallery/assets?search=${WORDS.gallery.common}&page=1&page_size=20`),
    },
    {
      name: 'gallery deep page by number',
      list: 'gallery',
      kind: 'search or deep',
      target: () => deepPage(galleryPage),
    },
    {
      name: 'gallery deep page by cursor',
      list: 'gallery',
      kind: 'search or deep',
      target: () => deepCursor(galleryPage),
    },
    { name: 'wards page', list: 'wards', kind: 'first page', target: fixed(`${wards}?page=1&limit=10`) },
    {
      name: 'ward tree (10 wards, every branch)',
      list: 'ward tree',
      kind: 'page',
      target: fixed(`${wards}?include=branches&limit=10`),
    },
    {
      name: `ward tree, ${BRANCHES_LIMIT} branches per ward`,
      list: 'ward tree',
      kind: 'page',
      target: fixed(`${wards}?include=branches&limit=10&branches_limit=${BRANCHES_LIMIT}`),
      check: (body) => {
        const most = Math.max(
          0,
          ...((body as { data?: { branches?: unknown[] }[] }).data ?? []).map(
            (ward) => ward.branches?.length ?? 0,
          ),
        );
        return most > BRANCHES_LIMIT ? `branches_limit ignored: a ward embeds ${most} branches` : undefined;
      },
    },
  ];
  const cases = allCases.filter(({ name }) => !ONLY || ONLY.test(name));

  // Captures the SQL statements of one request, and nothing else: background work running meanwhile (the
  // mail outbox worker's polls) is in an asynchronous context of its own.
  const requestStatements = new AsyncLocalStorage<Statement[]>();
  const stopCapturing = captureStatements(database, (statement) =>
    requestStatements.getStore()?.push(statement),
  );

  // Captured on a quiet server, with the cache off: what one request costs when it is not shared.
  const outcomes = new Map<Case, Captured | Skipped>();
  try {
    for (const row of cases) {
      const target = await row.target();
      if (target instanceof Skipped) {
        outcomes.set(row, target);
        continue;
      }
      // The request twice before it is captured: what a list remembers from its first requests (a search's
      // count on the first, a rare word's ids on the second, a long list's anchors) is in place, as it is
      // for every request measured after them.
      await get(target);
      await get(target);
      const statements: Statement[] = [];
      const response = await requestStatements.run(statements, () => get(target));
      const refused = refusal(response) ?? row.check?.(response.json());
      outcomes.set(
        row,
        refused === undefined
          ? { path: target, statements }
          : refused instanceof Skipped
            ? refused
            : new Skipped(refused),
      );
    }
  } finally {
    stopCapturing();
    // Its promise hooks would otherwise stay on for every measurement, taxing each promise the API makes
    // (many more than the comparator's): the server never runs with them.
    requestStatements.disable();
  }
  const captured = [...outcomes].flatMap(([row, outcome]) =>
    outcome instanceof Skipped ? [] : [{ row, ...outcome }],
  );

  if (EXPLAIN && !databaseUrl) {
    console.log('BENCH_EXPLAIN: skipped, EXPLAIN (ANALYZE, BUFFERS) needs PostgreSQL.');
  }
  if (EXPLAIN && databaseUrl) {
    // Inside a transaction rolled back at the end: ANALYZE runs each statement, and none may change data.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (const { row, statements } of captured) {
        console.log(`\n=== ${row.name}: ${statements.length} statement(s)`);
        for (const { sql: text, parameters } of statements) {
          console.log(`\n${text}\n-- parameters: ${JSON.stringify(parameters)}`);
          const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, [
            ...parameters,
          ]);
          for (const line of plan.rows) console.log(line['QUERY PLAN']);
        }
      }
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
    console.log();
  }

  const comparatorPath = (row: Case) => `/list/${cases.indexOf(row)}`;
  const comparatorRows = captured.map(({ row, statements }) => ({ path: comparatorPath(row), statements }));
  const running = databaseUrl
    ? await serversApart(databaseUrl, uncachedApp, comparatorRows)
    : await serversWithin(database, uncachedApp, comparatorRows);
  servers = running;
  /** `server` asked for `route`. */
  const at = (server: Target, route: string, role: string): Target => ({
    ...server,
    url: `${server.url}${route}`,
    role,
  });
  /** A row's three measurements, in this order: its comparator, the API cached, the API uncached. */
  const targetsOf = (row: Case, route: string): Target[] => [
    at(running.comparator, comparatorPath(row), 'comparator'),
    at(running.cached, route, 'cached'),
    at(running.uncached, route, 'uncached'),
  ];

  if (SERVER_WARMUP > 0 && captured.length > 0) {
    console.log(`Warming each server: ${SERVER_WARMUP} s over every row…`);
    // Whole seconds: autocannon's duration.
    const perRow = Math.max(1, Math.round(SERVER_WARMUP / captured.length));
    for (const { row, path: route } of captured) {
      for (const { url } of targetsOf(row, route)) await drive(url, perRow);
    }
  }
  console.log(`Measuring: ${DURATION} s per endpoint, ${CONNECTIONS} connections…`);
  const [ceiling] = await measure([at(running.comparator, '/bare', 'ceiling')]);
  const results = new Map<Case, Measured | Skipped>();
  for (const [row, outcome] of outcomes) {
    if (outcome instanceof Skipped) {
      results.set(row, outcome);
      continue;
    }
    const [onPg, visitors, alone] = await measure(targetsOf(row, outcome.path));
    results.set(row, { ...outcome, comparator: onPg!, cached: visitors!, uncached: alone! });
  }

  const rps = (result: Figures) => result.rps;
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const micros = (perAnswer: number | undefined) => (perAnswer === undefined ? '—' : Math.round(perAnswer));
  const line = (endpoint: string, result: Figures, comparator: Figures | undefined, queries: number) => {
    const share = comparator && shareOf(result, comparator);
    return {
      endpoint,
      'req/s': Math.round(rps(result)),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      /** req/s as a share of the row's own comparator (its statements on bare `pg`), round by round. */
      'vs its SQL on pg': share === undefined ? '—' : percent(share),
      /** The server process's processor time per answer (moves less than req/s with the machine). */
      'CPU µs/answer': micros(result.cpuPerAnswer),
      /** PostgreSQL's and the load generator's, on the same cores. */
      'PostgreSQL µs': micros(result.databaseCpuPerAnswer),
      'load gen. µs': micros(result.loadCpuPerAnswer),
      queries,
      errors: result.errors,
    };
  };
  const table: Record<string, string | number>[] = [
    line('bare Fastify, fixed JSON (ceiling)', ceiling!, undefined, 0),
  ];
  for (const [row, result] of results) {
    if (result instanceof Skipped) {
      table.push({ endpoint: `${row.name}: skipped, ${result.reason}` });
      continue;
    }
    const queries = result.statements.length;
    table.push(
      line(`${row.name}: its SQL on bare pg`, result.comparator, result.comparator, queries),
      line(`${row.name}, visitors (cached)`, result.cached, result.comparator, queries),
      line(`${row.name}, uncached`, result.uncached, result.comparator, queries),
    );
  }
  console.table(table);

  const verdict = (text: string, met: boolean) => `${text} ${met ? 'met' : 'NOT met'}`;
  // Figures rounded towards failing the target, so that a figure shown on the line agrees with its verdict.
  const costShown = (cost: number) => `${(Math.ceil(cost * 10) / 10).toFixed(1)}×`;
  const shareShown = (share: number) => `${Math.floor(share * 100)} %`;
  const measured = [...results].flatMap(([row, result]) =>
    result instanceof Skipped ? [] : [{ row, ...result }],
  );
  const firstPages = new Map(
    measured.filter(({ row }) => row.kind === 'first page').map(({ row, uncached }) => [row.list, uncached]),
  );
  const checks = measured.map(({ row, comparator, uncached }) => {
    const first = firstPages.get(row.list);
    // The list's first page's req/s over this row's: how many first pages one of these costs.
    const cost = first && rps(first) / rps(uncached);
    const share = shareOf(uncached, comparator);
    return {
      row: row.name,
      [`cost vs first page (≤ ${TARGETS.costVsFirstPage}×)`]:
        row.kind !== 'search or deep'
          ? ''
          : cost === undefined
            ? 'first page not measured'
            : verdict(costShown(cost), cost <= TARGETS.costVsFirstPage),
      [`vs its SQL (≥ ${percent(TARGETS.shareOfComparator)})`]:
        share === undefined
          ? 'comparator answered nothing'
          : verdict(shareShown(share), share >= TARGETS.shareOfComparator),
      [`p99 (< ${TARGETS.p99Ms} ms)`]: verdict(`${uncached.p99} ms`, uncached.p99 < TARGETS.p99Ms),
    };
  });
  if (checks.length > 0) {
    console.log('Targets, on the uncached figures:');
    console.table(checks);
  }
} finally {
  await loadDriver?.close().catch(() => undefined);
  await servers?.stop().catch(() => undefined);
  await opened?.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
