import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';

// Keyset pages: every list of news, projects and gallery pictures names its next page in a
// `Link: <…&after=CURSOR>; rel="next"` header. Following the links walks the whole list exactly as the page
// numbers do — every record once, in order, ties on the sort date included — and a cursor the API did not
// give is a 400 naming `after`, never a database error.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface ListBody<T> {
  data: T;
  pagination: {
    page: number;
    count?: number;
    total_items?: number;
    next: number | null;
    previous: number | null;
  };
}
type Row = { id: string; title: string };

const DAY = 86_400_000;
const base = Date.now() - 400 * DAY;

async function created(url: string, payload: Record<string, unknown>) {
  const res = await injectAs(app, 'admin', { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Row }>().data;
}

// 23 articles, three of them at the very same moment (a tie the id breaks), one in the future (scheduled).
const articleIds: string[] = [];
for (let i = 0; i < 23; i += 1) {
  const publishedAt = new Date(i < 3 ? base : base + i * DAY + i * 1234).toISOString();
  const article = await created('/api/news', {
    title: `Cursor article ${i}`,
    excerpt: i % 2 ? 'An odd summary.' : 'An even summary.',
    content: 'Body.',
    category: i % 3 ? 'health' : 'politics',
    author: 'Communications Team',
    publishedAt,
  });
  articleIds.push(article.id);
}
await created('/api/news', {
  title: 'Cursor article scheduled',
  excerpt: 'Not yet.',
  content: 'Body.',
  category: 'health',
  author: 'Communications Team',
  publishedAt: new Date(Date.now() + 5 * DAY).toISOString(),
});

const itemsOf = (body: ListBody<unknown>): Row[] =>
  Array.isArray(body.data) ? (body.data as Row[]) : (body.data as { items: Row[] }).items;

/** Every page by number, then every page by following `Link`, from the same first URL. */
async function bothWalks(first: string) {
  const byNumber: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await app.inject({ method: 'GET', url: `${first}&page=${page}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ListBody<unknown>>();
    byNumber.push(...itemsOf(body).map((row) => row.id));
    if (body.pagination.next === null) break;
  }
  const byCursor: string[] = [];
  const pages: number[] = [];
  let url: string | null = first;
  while (url) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ListBody<unknown>>();
    byCursor.push(...itemsOf(body).map((row) => row.id));
    pages.push(body.pagination.page);
    const link = res.headers.link as string | undefined;
    if (link) expect(link).toMatch(/^<\/api\/[^>]+after=[\w-]+>; rel="next"$/);
    url = link ? link.slice(1, link.indexOf('>')) : null;
    expect(pages.length).toBeLessThan(50);
  }
  return { byNumber, byCursor, pages };
}

describe('keyset pages (after=)', () => {
  it('walk the news exactly as the page numbers do, ties included, and stop after the last page', async () => {
    const { byNumber, byCursor, pages } = await bothWalks('/api/news?limit=5&search=cursor%20article');
    expect(byNumber).toHaveLength(23);
    expect(byCursor).toEqual(byNumber);
    expect(new Set(byCursor).size).toBe(23);
    expect(pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('keep the filters in the link, and the last page names none', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/news?category=politics&limit=3&page=1' });
    const link = res.headers.link as string;
    expect(link).toContain('category=politics');
    expect(link).toContain('limit=3');
    expect(link).not.toContain('page=');
    const { byNumber, byCursor } = await bothWalks('/api/news?category=politics&limit=3');
    expect(byCursor).toEqual(byNumber);
    const last = await app.inject({ method: 'GET', url: '/api/news?category=politics&limit=100' });
    expect(last.headers.link).toBeUndefined();
  });

  it('go on after a record deleted meanwhile', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/news?limit=4&search=cursor%20article' });
    const rows = itemsOf(first.json<ListBody<unknown>>());
    const link = first.headers.link as string;
    const { byNumber } = await bothWalks('/api/news?limit=4&search=cursor%20article');
    const res = await injectAs(app, 'admin', { method: 'DELETE', url: `/api/news/${rows.at(-1)!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const next = await app.inject({ method: 'GET', url: link.slice(1, link.indexOf('>')) });
    expect(itemsOf(next.json<ListBody<unknown>>()).map((row) => row.id)).toEqual(byNumber.slice(4, 8));
  });

  it('walk projects and gallery pictures too', async () => {
    for (let i = 0; i < 7; i += 1) {
      await created('/api/projects', {
        title: `Cursor project ${i}`,
        description: 'A project listed by start date.',
        location: 'Adomfe',
        status: 'planned',
        budget: 1000,
        beneficiariesCount: 10,
        progressPercentage: 0,
        tags: [],
        partners: [],
        startDate: i < 3 ? '2025-02-01' : `2025-03-0${i}`,
      });
      await created('/api/gallery/assets', {
        title: `Cursor picture ${i}`,
        imageUrl: 'https://images.example.org/a.jpg',
      });
    }
    const projects = await bothWalks('/api/projects?limit=3&search=cursor%20project');
    expect(projects.byNumber).toHaveLength(7);
    expect(projects.byCursor).toEqual(projects.byNumber);
    const gallery = await bothWalks('/api/gallery/assets?page_size=2&search=cursor%20picture');
    expect(gallery.byNumber).toHaveLength(7);
    expect(gallery.byCursor).toEqual(gallery.byNumber);
  });

  it('refuse a cursor the list did not give with a 400 naming after', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '5f26a0cd-f0f6-448f-971c-61cede4a9527';
    const stamp = '2026-01-01T10:00:00.123456+00:00';
    for (const after of [
      'not-a-cursor',
      cursor([2, stamp, stamp]),
      cursor([2, id, stamp, id]),
      cursor([2, '2026-02-30T10:00:00+00:00', stamp, id]),
      cursor([2, stamp, stamp, "'; drop table news; --"]),
      cursor([0, stamp, stamp, id]),
      cursor({ page: 2 }),
    ]) {
      expectValidationError(await app.inject({ method: 'GET', url: `/api/news?after=${after}` }), 'after');
    }
    // A news cursor is not a projects cursor: projects sort by a date, not a moment.
    expectValidationError(
      await app.inject({ method: 'GET', url: `/api/projects?after=${cursor([2, stamp, stamp, id])}` }),
      'after',
    );
  });
});
