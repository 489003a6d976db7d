import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// The lists' totals (`pagination.count`) come from running totals kept by triggers (migration
// 2026112809), not from counting rows: after every kind of write — creation, a change of category or
// status, deletion, restoring from the Trash — each list's count must still equal the rows a reader can
// see, for every filter.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface ListBody {
  data: { id: string }[];
  pagination: { count: number; total_pages: number; page: number };
}

const DAY = 86_400_000;
const when = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function countOf(url: string, as: 'admin' | null = null): Promise<number> {
  const res = as ? await injectAs(app, as, { method: 'GET', url }) : await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>().pagination.count;
}

async function write(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await injectAs(app, 'admin', { method, url, ...(payload && { payload: { ...payload } }) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ data: { id: string } | null }>().data;
}

/** Counted by hand in the database. */
async function counted(query: string): Promise<number> {
  const result = await sql<{ n: string | number }>`${sql.raw(query)}`.execute(app.db);
  return Number(result.rows[0]?.n ?? 0);
}

const article = (category: string, publishedInDays: number) => ({
  title: `Totals article ${category}`,
  excerpt: 'A short summary.',
  content: 'The article itself.',
  category,
  author: 'Communications Team',
  image: null,
  publishedAt: when(publishedInDays),
});

async function expectNewsTotals() {
  for (const category of ['all', 'health', 'politics', 'education']) {
    const where = category === 'all' ? 'true' : `category = '${category}'`;
    expect(await countOf(`/api/news?category=${category}`)).toBe(
      await counted(`SELECT count(*) AS n FROM news WHERE ${where} AND published_at <= now()`),
    );
    expect(await countOf(`/api/news?category=${category}`, 'admin')).toBe(
      await counted(`SELECT count(*) AS n FROM news WHERE ${where}`),
    );
  }
}

describe('list totals', () => {
  it('news: equal to the visible articles after creating, recategorising, deleting and restoring', async () => {
    const published = await write('POST', '/api/news', article('health', -2));
    const scheduled = await write('POST', '/api/news', article('health', 3));
    await write('POST', '/api/news', article('politics', -1));
    await expectNewsTotals();
    // Visitors do not count the scheduled article; administrators do.
    expect(await countOf('/api/news?category=health')).toBe(1);
    expect(await countOf('/api/news?category=health', 'admin')).toBe(2);

    await write('PUT', `/api/news/${published!.id}`, article('education', -2));
    await expectNewsTotals();
    expect(await countOf('/api/news?category=education')).toBe(1);

    await write('DELETE', `/api/news/${scheduled!.id}`);
    await expectNewsTotals();
    const entries = await injectAs(app, 'admin', { method: 'GET', url: '/api/trash?limit=100' });
    const entry = entries
      .json<{ data: { id: string; recordId: string }[] }>()
      .data.find((row) => row.recordId === scheduled!.id);
    await write('POST', `/api/trash/${entry!.id}/restore`);
    await expectNewsTotals();
    // The scheduled article is back; the published one moved to education.
    expect(await countOf('/api/news?category=health', 'admin')).toBe(1);
    expect(await countOf('/api/news?category=health')).toBe(0);
  });

  it('projects: per status, through status changes and deletion', async () => {
    const base = {
      title: 'Totals project',
      description: 'A project counted by status.',
      location: 'Adomfe',
      budget: 1000,
      beneficiariesCount: 10,
      progressPercentage: 0,
      tags: [],
      partners: [],
      startDate: '2025-02-01',
    };
    const planned = await write('POST', '/api/projects', { ...base, status: 'planned' });
    await write('POST', '/api/projects', { ...base, status: 'ongoing' });
    await write('PUT', `/api/projects/${planned!.id}`, {
      ...base,
      status: 'completed',
      progressPercentage: 100,
    });
    for (const status of ['planned', 'ongoing', 'completed']) {
      expect(await countOf(`/api/projects?status=${status}`)).toBe(
        await counted(`SELECT count(*) AS n FROM projects WHERE status = '${status}'`),
      );
    }
    expect(await countOf('/api/projects?status=completed')).toBe(1);
    await write('DELETE', `/api/projects/${planned!.id}`);
    expect(await countOf('/api/projects?status=completed')).toBe(0);
    expect(await countOf('/api/projects')).toBe(await counted('SELECT count(*) AS n FROM projects'));
  });

  it('gallery: per status and category (any case), through edits', async () => {
    const link = (title: string, category: string, status: string) =>
      write('POST', '/api/gallery/assets', {
        title,
        category,
        status,
        imageUrl: 'https://images.example.org/a.jpg',
      });
    const first = await link('Rally one', 'Events', 'published');
    await link('Rally two', 'events', 'draft');
    await link('Clinic', 'Projects', 'published');
    await write('PATCH', `/api/gallery/assets/${first!.id}`, { category: 'Outreach' });
    const cases: [string, string, string][] = [
      ['/api/gallery/assets', `status = 'published'`, 'visitor'],
      ['/api/gallery/assets?category=EVENTS&status=all', `lower(category) = 'events'`, 'admin'],
      [
        '/api/gallery/assets?category=outreach',
        `status = 'published' AND lower(category) = 'outreach'`,
        'visitor',
      ],
      ['/api/gallery/assets?status=draft', `status = 'draft'`, 'admin'],
    ];
    for (const [url, where, who] of cases) {
      expect(await countOf(url, who === 'admin' ? 'admin' : null), url).toBe(
        await counted(`SELECT count(*) AS n FROM gallery_assets WHERE ${where}`),
      );
    }
  });

  it('counts rows inserted and deleted many at a time, in one statement', async () => {
    const before = await countOf('/api/news?category=agriculture', 'admin');
    const published = new Date(Date.now() - DAY);
    const rows = Array.from({ length: 40 }, (_, index) => ({
      title: `Bulk article ${index}`,
      excerpt: 'Imported.',
      content: 'Imported body.',
      category: index % 2 ? ('agriculture' as const) : ('social' as const),
      author: 'Importer',
      published_at: published,
    }));
    await app.db.insertInto('news').values(rows).execute();
    expect(await countOf('/api/news?category=agriculture', 'admin')).toBe(before + 20);
    await expectNewsTotals();
    await app.db.deleteFrom('news').where('author', '=', 'Importer').execute();
    expect(await countOf('/api/news?category=agriculture', 'admin')).toBe(before);
    await expectNewsTotals();
  });

  it('a page past the end still tells the total, and an empty list counts 0', async () => {
    const total = await countOf('/api/news', 'admin');
    const res = await injectAs(app, 'admin', { method: 'GET', url: '/api/news?page=500&limit=10' });
    expect(res.json<ListBody>()).toMatchObject({ data: [], pagination: { count: total, page: 500 } });
    expect(await countOf('/api/news?search=nothing-matches-this')).toBe(0);
  });
});
