import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import * as versionsMigration from '../src/db/migrations/2026112812_list_versions.js';

// What the lists of news, projects and pictures remember between requests (db/list-page.ts, migration
// 2026112812): the sort keys at every 50th record, so that a page deep in a list by number starts from the
// one before it, and a search's count, so that a common word's pages walk the list in order instead of
// counting every match again. Both hold only while the list's version (replaced by every write to it) and
// the moment (before the next scheduled article is published) are as they were. A page read through them must be exactly the
// page read from the start: after every kind of write, for visitors and administrators, by category, and
// when a scheduled article publishes itself with no write at all.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface ListBody {
  data: { id: string }[];
  pagination: { count: number; page: number };
}

const ARTICLES = 1_260;
const COMMON = 'harvest';

// 1,260 published articles an hour apart (ties every 7th, broken by id), one in three with the common word,
// in four categories; and two scheduled ones.
await sql`
  INSERT INTO news (title, excerpt, content, category, author, published_at, created_at)
  SELECT 'Remembered article ' || n,
         'Summary ' || n,
         CASE WHEN n % 3 = 0 THEN 'The ${sql.raw(COMMON)} festival, report ' || n ELSE 'Report ' || n END,
         (ARRAY['politics', 'health', 'education', 'social'])[n % 4 + 1],
         'Communications Team',
         now() - interval '1 hour' * (n - n % 7),
         now() - interval '1 second' * n
  FROM generate_series(1, ${ARTICLES}) AS n`.execute(app.db);
await sql`
  INSERT INTO news (title, excerpt, content, category, author, published_at)
  VALUES ('Scheduled one', 'Later', 'The ${sql.raw(COMMON)} to come', 'health', 'Communications Team',
          now() + interval '30 days'),
         ('Scheduled two', 'Later', 'Report', 'politics', 'Communications Team', now() + interval '40 days')`.execute(
  app.db,
);

type Reader = 'visitor' | 'admin';

async function listed(url: string, as: Reader = 'visitor') {
  const res =
    as === 'admin'
      ? await injectAs(app, 'admin', { method: 'GET', url })
      : await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ListBody>();
  return { ids: body.data.map((row) => row.id), count: body.pagination.count };
}

/** The same page worked out by hand: every matching article in order, counted, sliced. */
async function byHand(
  page: number,
  limit: number,
  filters: { as?: Reader; category?: string; search?: string } = {},
) {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM news
    WHERE (${filters.as === 'admin'} OR published_at <= now())
      AND (${filters.category ?? null}::text IS NULL OR category = ${filters.category ?? null})
      AND (${filters.search ?? null}::text IS NULL
           OR title ILIKE '%' || ${filters.search ?? null} || '%'
           OR excerpt ILIKE '%' || ${filters.search ?? null} || '%'
           OR content ILIKE '%' || ${filters.search ?? null} || '%')
    ORDER BY published_at DESC, created_at DESC, id`.execute(app.db);
  const ids = rows.map((row) => row.id);
  return { ids: ids.slice((page - 1) * limit, page * limit), count: ids.length };
}

const query = (page: number, limit: number, filters: { category?: string; search?: string }) =>
  `/api/news?page=${page}&limit=${limit}` +
  (filters.category ? `&category=${filters.category}` : '') +
  (filters.search ? `&search=${encodeURIComponent(filters.search)}` : '');

/** Each page as the API answers it and as worked out by hand: the same articles, the same count. */
async function expectPages(
  pages: readonly number[],
  limit: number,
  filters: { as?: Reader; category?: string; search?: string } = {},
) {
  for (const page of pages) {
    const answered = await listed(query(page, limit, filters), filters.as);
    expect(answered, `page ${page} of ${JSON.stringify(filters)}`).toEqual(
      await byHand(page, limit, filters),
    );
  }
}

/** Runs `write` with the list's version left as it is: what the version alone keeps from a reader. */
async function withoutVersion(write: () => Promise<unknown>) {
  await sql`ALTER TABLE news DISABLE TRIGGER news_version`.execute(app.db);
  try {
    await write();
  } finally {
    await sql`ALTER TABLE news ENABLE TRIGGER news_version`.execute(app.db);
  }
}

async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await injectAs(app, 'admin', { method, url, ...(payload && { payload: { ...payload } }) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ data: { id: string } | null }>().data;
}

const article = (publishedAt: Date, content = 'Report') => ({
  title: 'Written article',
  excerpt: 'Summary',
  content,
  category: 'health',
  author: 'Communications Team',
  publishedAt: publishedAt.toISOString(),
});

/** Every row of a list, page after page, following each page's `rel="next"` Link from `url`. */
async function followed(url: string) {
  const ids: string[] = [];
  for (let next: string | null = url; next;) {
    const res = await app.inject({ method: 'GET', url: next });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...res.json<ListBody>().data.map((row) => row.id));
    const link = res.headers.link as string | undefined;
    next = link ? link.slice(1, link.indexOf('>')) : null;
  }
  return ids;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pages deep in the news by number', () => {
  // Pages 30 to 127 of ten start from an anchor (offsets 290 and on); 126 is the last, 127 past the end.
  const deep = [30, 51, 100, 101, 112, 125, 126, 127];

  it('are the pages read from the start, for visitors, administrators and each category', async () => {
    await expectPages(deep, 10);
    await expectPages(deep, 10, { as: 'admin' });
    await expectPages([21, 22, 40], 25);
    await expectPages([40, 41], 7, { category: 'health' });
    await expectPages([35], 9, { category: 'education', as: 'admin' });
  });

  it('start from the anchors: a write that leaves the version alone shows it', async () => {
    await expectPages([120], 10);
    const before = await listed(query(120, 10, {}));
    await withoutVersion(() => write('POST', '/api/news', article(new Date(Date.now() - 60_000))));
    // Read from the start, the page moved by one; read from the anchor, it did not.
    expect((await byHand(120, 10)).ids).not.toEqual(before.ids);
    expect((await listed(query(120, 10, {}))).ids).toEqual(before.ids);
    // Any write moves the version on, and the anchors are gathered anew.
    await write('POST', '/api/news', article(new Date(Date.now() - 30_000)));
    await expectPages([120], 10);
  });

  it('stay exact after every kind of write', async () => {
    await expectPages([120], 10);
    const created = await write('POST', '/api/news', article(new Date(Date.now() - 1_000)));
    await expectPages([120, 126], 10);
    await expectPages([120], 10, { as: 'admin' });

    // Moved from the top to the far end of the list, then deleted, then restored from the Trash.
    await write('PUT', `/api/news/${created!.id}`, article(new Date(Date.now() - 3_000 * 3_600_000)));
    await expectPages([120, 126, 127], 10);
    await write('DELETE', `/api/news/${created!.id}`);
    await expectPages([120, 126], 10);
    const entries = await injectAs(app, 'admin', { method: 'GET', url: '/api/trash?limit=100' });
    const entry = entries
      .json<{ data: { id: string; recordId: string }[] }>()
      .data.find((row) => row.recordId === created!.id);
    await write('POST', `/api/trash/${entry!.id}/restore`);
    await expectPages([120, 126, 127], 10);
    await expectPages([40, 41], 7, { category: 'health' });
  });

  it('take in a scheduled article at its moment, with no write', async () => {
    await sql`
      INSERT INTO news (title, excerpt, content, category, author, published_at)
      VALUES ('Soon', 'Soon', ${`The ${COMMON} is near`}, 'health', 'Communications Team',
              now() + interval '1500 milliseconds')`.execute(app.db);
    await expectPages([120], 10);
    await expectPages([40], 7, { category: 'health' });
    const before = await listed(query(120, 10, {}));
    await sleep(1_700);
    await expectPages([120], 10);
    await expectPages([40], 7, { category: 'health' });
    expect((await listed(query(120, 10, {}))).ids).not.toEqual(before.ids);
  });
});

describe('a search for a rare word', () => {
  const RARE = 'article 125'; // 125 and 1250 to 1259: eleven articles

  it('answers its pages from the ids it kept, as read by hand, by number and by cursor', async () => {
    await expectPages([1, 2, 3, 4], 5, { search: RARE });
    await expectPages([1, 2], 4, { search: RARE, category: 'politics' });
    expect(await followed(query(1, 4, { search: RARE }))).toEqual(
      (await byHand(1, 100, { search: RARE })).ids,
    );
  });

  it('reads them by the ids it kept: a write that leaves the version alone shows it', async () => {
    await expectPages([1, 2], 5, { search: RARE });
    const kept = await listed(query(2, 5, { search: RARE }));
    await withoutVersion(() =>
      write('POST', '/api/news', { ...article(new Date(Date.now() - 1_000)), title: `Extra ${RARE} copy` }),
    );
    expect((await byHand(1, 5, { search: RARE })).count).toBe(kept.count + 1);
    expect(await listed(query(2, 5, { search: RARE }))).toEqual(kept);
    // By cursor too: the page after the first one's last row, found among the kept ids.
    const first = await app.inject({ method: 'GET', url: query(1, 5, { search: RARE }) });
    const link = first.headers.link as string;
    expect(await listed(link.slice(1, link.indexOf('>')))).toEqual(kept);
    await write('POST', '/api/news', article(new Date(Date.now() - 2_000), 'Nothing to find'));
    await expectPages([1, 2, 3], 5, { search: RARE });
  });
});

// One connection, so that its prepared statements are the ones PostgreSQL lists to it (PostgreSQL only).
const single = process.env.TEST_DATABASE_URL
  ? (await createTestApp({ env: { DB_POOL_MAX: '1', RATE_LIMIT_MAX: '100000' } })).app
  : undefined;

describe.skipIf(!single)('a search for a word in one article', () => {
  it('plans the page it reads by the kept id once, as it does for a full page', async () => {
    const db = single!.db;
    await sql`
      INSERT INTO news (title, excerpt, content, category, author, published_at)
      SELECT CASE WHEN n = 1 THEN 'Kestrel sighting ' ELSE 'Market day ' END || n, 'Summary', 'Report',
             'social', 'Communications Team', now() - interval '1 day' * n
      FROM generate_series(1, 20) AS n`.execute(db);
    for (let run = 0; run < 12; run += 1) {
      const res = await single!.inject({ method: 'GET', url: '/api/news?search=kestrel&page=1&limit=10' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ListBody>().data.map((row) => row.id)).toHaveLength(1);
    }
    // After five runs PostgreSQL keeps one plan for any ids if it does not cost more than those made for
    // each run's own; seen as a constant, a single id would make every run's own plan look cheaper.
    const { rows } = await sql<{ generic: string }>`
      SELECT generic_plans::text AS generic
      FROM pg_prepared_statements WHERE statement LIKE '%::uuid[]%'`.execute(db);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.generic)).toBeGreaterThan(0);
  });
});

describe('a search for a common word', () => {
  // In every article: more than half of the list matches, so its pages walk the list instead of keeping ids.
  const EVERY = 'summary';

  it('walks the list for a word in every article, with the count it kept', async () => {
    await expectPages([1, 2, 60, 126, 127], 10, { search: EVERY });
    await expectPages([1, 3], 10, { search: EVERY, category: 'social', as: 'admin' });
    const { count } = await listed(query(2, 10, { search: EVERY }));
    await withoutVersion(() => write('POST', '/api/news', article(new Date(Date.now() - 95_000))));
    expect((await byHand(1, 10, { search: EVERY })).count).toBe(count + 1);
    expect((await listed(query(3, 10, { search: EVERY }))).count).toBe(count);
    await write('POST', '/api/news', article(new Date(Date.now() - 85_000)));
    await expectPages([1, 2, 127], 10, { search: EVERY });
  });

  it('answers the pages and count read by hand, page after page', async () => {
    await expectPages([1, 2, 30, 42, 43], 10, { search: COMMON });
    await expectPages([1, 3], 10, { search: COMMON, as: 'admin' });
    await expectPages([1, 11], 10, { search: COMMON, category: 'education' });
    await expectPages([1], 10, { search: 'Remembered article 1234' });
    const everything = (await byHand(1, ARTICLES, { search: COMMON })).ids;
    expect(await followed(query(1, 25, { search: COMMON }))).toEqual(everything);
  });

  it('counts from what it remembered: a write that leaves the version alone shows it', async () => {
    const { count } = await listed(query(1, 10, { search: COMMON }));
    await withoutVersion(() =>
      write('POST', '/api/news', article(new Date(Date.now() - 90_000), `A ${COMMON} supper`)),
    );
    expect((await byHand(1, 10, { search: COMMON })).count).toBe(count + 1);
    expect((await listed(query(2, 10, { search: COMMON }))).count).toBe(count);
    await write('POST', '/api/news', article(new Date(Date.now() - 80_000), 'Nothing to find'));
    await expectPages([1, 2], 10, { search: COMMON });
  });

  it('stays exact after writes that add, change and remove matches', async () => {
    await expectPages([1, 5], 10, { search: COMMON });
    const created = await write(
      'POST',
      '/api/news',
      article(new Date(Date.now() - 20_000), `The ${COMMON} supper`),
    );
    await expectPages([1, 5], 10, { search: COMMON });
    await write('PUT', `/api/news/${created!.id}`, article(new Date(Date.now() - 20_000), 'No longer'));
    await expectPages([1, 5], 10, { search: COMMON });
    await write('DELETE', `/api/news/${created!.id}`);
    await expectPages([1, 5], 10, { search: COMMON });
  });

  it('takes in a scheduled match at its moment, with no write', async () => {
    await sql`
      INSERT INTO news (title, excerpt, content, category, author, published_at)
      VALUES ('Soon again', 'Soon', ${`The ${COMMON} again`}, 'social', 'Communications Team',
              now() + interval '1500 milliseconds')`.execute(app.db);
    await expectPages([1, 3], 10, { search: COMMON });
    const { count } = await listed(query(3, 10, { search: COMMON }));
    await sleep(1_700);
    await expectPages([1, 3], 10, { search: COMMON });
    expect((await listed(query(3, 10, { search: COMMON }))).count).toBe(count + 1);
  });
});

// The projects and the gallery remember the same facts under versions of their own. Written here straight
// in the database: the version is the tables' triggers' business, whoever writes.
interface OtherList {
  name: 'projects' | 'gallery';
  /** In about ten records' titles. */
  rare: string;
  url: (page: number, limit: number, search?: string) => string;
  /** Every visible record, in the list's order, that contains `search` (as the API matches it). */
  byHand: (search?: string) => Promise<string[]>;
  /** A record at the top of the list, with `text` where the search reads it. */
  insert: (text: string) => Promise<string>;
  /** Moves a record to the end of the list. */
  demote: (id: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

const ids = (result: { rows: { id: string }[] }) => result.rows.map((row) => row.id);

const OTHER_LISTS: OtherList[] = [
  {
    name: 'projects',
    rare: 'project 107',
    url: (page, limit, search) =>
      `/api/projects?page=${page}&limit=${limit}` + (search ? `&search=${encodeURIComponent(search)}` : ''),
    byHand: async (search) =>
      ids(
        await sql<{ id: string }>`
          SELECT id FROM projects
          WHERE ${search ?? null}::text IS NULL
             OR title ILIKE '%' || ${search ?? null} || '%' OR description ILIKE '%' || ${search ?? null} || '%'
             OR location ILIKE '%' || ${search ?? null} || '%'
          ORDER BY start_date DESC, created_at DESC, id`.execute(app.db),
      ),
    insert: async (text) =>
      ids(
        await sql<{ id: string }>`
          INSERT INTO projects (title, description, location, status, start_date)
          VALUES ('New project', ${text}, 'Town', 'ongoing', current_date + 1) RETURNING id`.execute(app.db),
      )[0]!,
    demote: (id) => sql`UPDATE projects SET start_date = '1990-01-01' WHERE id = ${id}`.execute(app.db),
    remove: (id) => sql`DELETE FROM projects WHERE id = ${id}`.execute(app.db),
  },
  {
    name: 'gallery',
    rare: 'picture 107',
    url: (page, limit, search) =>
      `/api/gallery/assets?page=${page}&page_size=${limit}` +
      (search ? `&search=${encodeURIComponent(search)}` : ''),
    byHand: async (search) =>
      ids(
        await sql<{ id: string }>`
          SELECT id FROM gallery_assets
          WHERE status = 'published'
            AND (${search ?? null}::text IS NULL
                 OR lower(title) LIKE '%' || ${search ?? null} || '%'
                 OR lower(coalesce(description, '')) LIKE '%' || ${search ?? null} || '%'
                 OR gallery_tags_text(tags) LIKE '%' || ${search ?? null} || '%')
          ORDER BY uploaded_at DESC, id`.execute(app.db),
      ),
    insert: async (text) =>
      ids(
        await sql<{ id: string }>`
          INSERT INTO gallery_assets (title, description, image_url, uploaded_at)
          VALUES ('New picture', ${text}, 'https://example.org/new.jpg', now() + interval '1 day')
          RETURNING id`.execute(app.db),
      )[0]!,
    demote: (id) =>
      sql`UPDATE gallery_assets SET uploaded_at = '1990-01-01' WHERE id = ${id}`.execute(app.db),
    remove: (id) => sql`DELETE FROM gallery_assets WHERE id = ${id}`.execute(app.db),
  },
];

// 1,100 projects and 1,400 pictures, one in three with the common word; a draft picture every 11th, which
// visitors do not see (1,273 published).
await sql`
  INSERT INTO projects (title, description, location, status, start_date, created_at)
  SELECT 'Remembered project ' || n,
         CASE WHEN n % 3 = 0 THEN 'A ${sql.raw(COMMON)} store for the ward' ELSE 'Works' END,
         'Town ' || n % 17, 'ongoing', current_date - (n - n % 5), now() - interval '1 second' * n
  FROM generate_series(1, 1100) AS n`.execute(app.db);
await sql`
  INSERT INTO gallery_assets (title, description, tags, status, image_url, uploaded_at)
  SELECT 'Remembered picture ' || n,
         CASE WHEN n % 3 = 0 THEN 'At the ${sql.raw(COMMON)} fair' ELSE 'At the rally' END,
         ARRAY['ward ' || n % 9], CASE WHEN n % 11 = 0 THEN 'draft' ELSE 'published' END,
         'https://example.org/' || n || '.jpg', now() - interval '1 minute' * (n - n % 4)
  FROM generate_series(1, 1400) AS n`.execute(app.db);

describe.each(OTHER_LISTS)('the $name list', (list) => {
  async function expectListPages(pages: readonly number[], limit: number, search?: string) {
    const all = await list.byHand(search);
    for (const page of pages) {
      const res = await app.inject({ method: 'GET', url: list.url(page, limit, search) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{
        data: { id: string }[] | { items: { id: string }[] };
        pagination: { count?: number; total_items?: number };
      }>();
      const rows = Array.isArray(body.data) ? body.data : body.data.items;
      expect(
        { ids: rows.map((row) => row.id), count: body.pagination.count ?? body.pagination.total_items },
        `${list.name} page ${page} of ${search ?? 'everything'}`,
      ).toEqual({ ids: all.slice((page - 1) * limit, page * limit), count: all.length });
    }
  }

  it('answers deep pages and common-word pages as read from the start, after writes', async () => {
    const everyPage = async () => {
      await expectListPages([101, 105], 10);
      await expectListPages([1, 4], 10, COMMON);
      await expectListPages([1, 2, 3], 5, list.rare);
    };
    await expectListPages([101, 105, 111], 10);
    await everyPage();
    const id = await list.insert(`The ${COMMON} day, ${list.rare}`);
    await everyPage();
    await list.demote(id);
    await everyPage();
    await list.remove(id);
    await everyPage();
  });

  it('reads them through what it remembered: a write that leaves the version alone shows it', async () => {
    await expectListPages([104], 10);
    await expectListPages([2], 10, COMMON);
    await expectListPages([1, 2], 5, list.rare);
    const table = list.name === 'projects' ? 'projects' : 'gallery_assets';
    await sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_version`).execute(app.db);
    let id: string;
    try {
      id = await list.insert(`The ${COMMON} night, ${list.rare}`);
    } finally {
      await sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_version`).execute(app.db);
    }
    // Read from the start, each would include the new record; read from what was remembered, none does.
    await expect(expectListPages([104], 10)).rejects.toThrow();
    await expect(expectListPages([2], 10, COMMON)).rejects.toThrow();
    await expect(expectListPages([1], 5, list.rare)).rejects.toThrow();
    await list.remove(id);
    await expectListPages([104], 10);
    await expectListPages([2], 10, COMMON);
    await expectListPages([1, 2], 5, list.rare);
  });
});

describe('the list versions migration', () => {
  it('comes down and up again, and the pages it serves stay exact', async () => {
    const versionOf = async () =>
      (
        await sql<{ version: string }>`SELECT version::text FROM list_versions WHERE list = 'news'`.execute(
          app.db,
        )
      ).rows[0]!.version;
    await versionsMigration.down(app.db);
    await versionsMigration.up(app.db);
    const fresh = await versionOf();
    await expectPages([120], 10);
    await expectPages([1, 2], 10, { search: COMMON });
    await write('POST', '/api/news', article(new Date(Date.now() - 10_000), `A ${COMMON} feast`));
    expect(await versionOf()).not.toBe(fresh);
    await expectPages([120], 10);
    await expectPages([1, 2], 10, { search: COMMON });
  });
});
