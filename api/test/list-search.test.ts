import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/kysely.js';
import type { Database } from '../src/db/schema.js';
import { listAssets } from '../src/modules/gallery/gallery.repository.js';
import { listNews } from '../src/modules/news/news.repository.js';
import { listProjects } from '../src/modules/projects/projects.repository.js';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// A search finds a term in any of a record's searched columns, whatever its case, never across two of them,
// and reads the columns' trigram indexes (migration 2026112809) rather than every row.

const { app, database } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

async function created(url: string, payload: Record<string, unknown>) {
  const res = await injectAs(app, 'admin', { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

const article = await created('/api/news', {
  title: 'Harvest festival',
  excerpt: 'Farmers gather at the market',
  content: 'The new borehole at Adomfe serves the whole market.',
  category: 'agriculture',
  author: 'Communications Team',
  publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
});
const project = await created('/api/projects', {
  title: 'Irrigation scheme',
  description: 'Channels for the dry season',
  location: 'Kpone',
  status: 'planned',
  budget: 1000,
  beneficiariesCount: 10,
  progressPercentage: 0,
  tags: [],
  partners: [],
  startDate: '2025-02-01',
});
const picture = await created('/api/gallery/assets', {
  title: 'Durbar grounds',
  description: 'Chiefs in procession',
  tags: ['Youth', 'festival'],
  imageUrl: 'https://images.example.org/durbar.jpg',
});

const found = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: { id: string }[] | { items: { id: string }[] } }>();
  const rows = Array.isArray(body.data) ? body.data : body.data.items;
  return rows.map((row) => row.id);
};
const search = (list: string, term: string) => `${list}search=${encodeURIComponent(term)}`;

describe('searches', () => {
  it('find a term in any searched column of news, projects and pictures, whatever its case', async () => {
    for (const term of ['harvest FESTIVAL', 'farmers gather', 'BOREHOLE at']) {
      expect(await found(search('/api/news?', term))).toEqual([article]);
    }
    for (const term of ['irrigation', 'DRY season', 'kpone']) {
      expect(await found(search('/api/projects?', term))).toEqual([project]);
    }
    for (const term of ['durbar', 'PROCESSION', 'youth festival']) {
      expect(await found(search('/api/gallery/assets?', term))).toEqual([picture]);
    }
  });

  it('never match across two columns', async () => {
    expect(await found(search('/api/news?', 'festival farmers'))).toEqual([]);
    expect(await found(search('/api/projects?', 'scheme channels'))).toEqual([]);
    expect(await found(search('/api/gallery/assets?', 'grounds chiefs'))).toEqual([]);
  });

  it('count their matches on a page past the end too', async () => {
    const totalOf = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: unknown[] | { items: unknown[] }; pagination: { count: number } }>();
      expect(Array.isArray(body.data) ? body.data : body.data.items).toEqual([]);
      return body.pagination.count;
    };
    expect(await totalOf(`${search('/api/news?', 'borehole')}&page=4`)).toBe(1);
    expect(await totalOf(`${search('/api/projects?', 'kpone')}&page=4`)).toBe(1);
    expect(await totalOf(`${search('/api/gallery/assets?', 'procession')}&page=4`)).toBe(1);
  });

  it('take LIKE wildcards in the term literally', async () => {
    expect(await found(search('/api/news?', 'harvest%market'))).toEqual([]);
    expect(await found(search('/api/projects?', 'irrigation_scheme'))).toEqual([]);
  });
});

// PostgreSQL only: that the statements the lists run can read the trigram indexes (an index on an
// expression serves only a query naming the same expression: the gallery's lower-cased columns). A table
// this small is cheaper to read whole, or
// through the list's other indexes: the plan is asked for with sequential scans off and those indexes
// dropped, in a transaction rolled back afterwards.
const url = database.env.DATABASE_URL;
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
});

/** `db`, recording the statements run through `executeQuery` (as the lists run theirs). */
function recording(db: Kysely<Database>, statements: CompiledQuery[]): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'executeQuery') {
        return (query: CompiledQuery) => {
          statements.push(query);
          return target.executeQuery(query);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

class RolledBack extends Error {}

/** The plan of the one statement `list` runs, with `table`'s indexes but its trigram and unique ones dropped. */
async function planOf(db: Kysely<Database>, table: string, list: (db: Kysely<Database>) => Promise<unknown>) {
  let plan = '';
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const others = await sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes
        WHERE tablename = ${table} AND indexname NOT LIKE '%trgm_idx' AND indexdef NOT LIKE 'CREATE UNIQUE%'
      `.execute(trx);
      for (const { indexname } of others.rows) await sql`DROP INDEX ${sql.id(indexname)}`.execute(trx);
      const statements: CompiledQuery[] = [];
      await list(recording(trx, statements));
      // One statement: the page with its total beside each row.
      expect(statements).toHaveLength(1);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${statements[0]!.sql}`, [...statements[0]!.parameters]),
      );
      plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return plan;
}

describe.skipIf(!url)('search plans', () => {
  it('read each searched column through its trigram index', async () => {
    const handle = await openDatabase({ databaseUrl: url, dataDir: database.env.DATA_DIR, poolMax: 1 });
    handles.push(handle);
    const page = { page: 1, limit: 10, offset: 0 };
    const news = await planOf(handle.db, 'news', (db) =>
      listNews(db, { search: 'borehole', includeScheduled: false }, page),
    );
    for (const column of ['title', 'excerpt', 'content']) expect(news).toContain(`news_${column}_trgm_idx`);
    const projects = await planOf(handle.db, 'projects', (db) =>
      listProjects(db, { search: 'irrigation' }, page),
    );
    for (const column of ['title', 'description', 'location']) {
      expect(projects).toContain(`projects_${column}_trgm_idx`);
    }
    const gallery = await planOf(handle.db, 'gallery_assets', (db) =>
      listAssets(db, { search: 'durbar' }, page),
    );
    for (const column of ['title', 'description', 'tags']) {
      expect(gallery).toContain(`gallery_assets_${column}_trgm_idx`);
    }
  });
});
