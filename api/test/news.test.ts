import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/content.js';
import { NewsBody } from '../src/modules/news/news.schemas.js';
import { ProjectUpdateBody } from '../src/modules/projects/projects.schemas.js';
import { actor, bearer, injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { acceptedBody } from './helpers/form-body.js';

// News articles (spec 01 §2 News and §7, spec 02 §2-§5): public reads with scheduled articles hidden, view
// counting, and the admin form's validation.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface Article {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  image: string | null;
  views: number;
  author: string;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  pagination?: Record<string, unknown>;
}

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let n = 0;
/** A word that only this test's articles contain, to search them apart from the rest of the file's rows. */
const marker = (prefix = 'zq') => `${prefix}${Date.now().toString(36)}x${(n += 1)}`;

function article(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Constituency executives tour the new CHPS compound',
    excerpt: 'The team inspected the facility ahead of its handover to the Ghana Health Service.',
    content: 'Executives, the assembly member and chiefs toured the compound on Monday.',
    category: 'health',
    author: 'Communications Team',
    image: 'https://images.example.org/chps.jpg',
    publishedAt: daysFromNow(-1),
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await injectAs(app, 'admin', { method: 'POST', url: '/api/news', payload: article(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Envelope<Article>>().data;
}

const list = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/news?${query}`, headers });

const adminHeaders = async () => bearer((await actor(app, 'admin')).token);

// First, while the tables are empty: the demo content the lead seeds on a fresh database.
describe('seedContent (demo news and projects)', () => {
  it('fills empty tables once with valid articles in every category and projects in every status', async () => {
    await seedContent(app.db);
    const news = await app.db.selectFrom('news').selectAll().execute();
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(new Set(news.map((a) => a.category)).size).toBe(7);
    expect(news.some((a) => new Date(a.published_at).getTime() > Date.now())).toBe(true);
    for (const a of news) {
      expect(() =>
        acceptedBody(NewsBody, { ...a, publishedAt: new Date(a.published_at).toISOString(), image: a.image }),
      ).not.toThrow();
    }

    const projects = await app.db.selectFrom('projects').selectAll().execute();
    expect(projects.length).toBeGreaterThanOrEqual(8);
    expect(new Set(projects.map((p) => p.status))).toEqual(
      new Set(['planned', 'ongoing', 'completed', 'suspended', 'cancelled']),
    );
    expect(projects.every((p) => p.tags.length > 0)).toBe(true);
    const listed = await app.inject({ method: 'GET', url: '/api/projects?limit=100' });
    for (const p of listed.json<{ data: { items: Record<string, unknown>[] } }>().data.items) {
      expect(() => acceptedBody(ProjectUpdateBody, p)).not.toThrow();
    }

    // The public list hides the scheduled ones.
    const pub = await app.inject({ method: 'GET', url: '/api/news?limit=100' });
    const published = news.filter((a) => new Date(a.published_at).getTime() <= Date.now());
    expect(pub.json<Envelope<Article[]>>().pagination).toMatchObject({ count: published.length });

    // Again: nothing changes.
    await seedContent(app.db);
    const count = await app.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(news.length);
    const projectCount = await app.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(projectCount.n)).toBe(projects.length);
  });
});

describe('POST /api/news', () => {
  it('creates an article and answers it in camelCase', async () => {
    const publishedAt = '2025-03-06T08:30:00.000Z';
    const res = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/news',
      payload: article({ title: '  Independence Day parade  ', category: 'Politics', publishedAt }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Envelope<Article>>();
    expect(body).toMatchObject({
      success: true,
      message: 'News article created successfully',
      data: {
        title: 'Independence Day parade',
        category: 'politics',
        author: 'Communications Team',
        image: 'https://images.example.org/chps.jpg',
        views: 0,
        publishedAt,
      },
    });
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.data.createdAt)).not.toBeNaN();

    const row = await app.db
      .selectFrom('news')
      .select(['title', 'category', 'published_at'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Independence Day parade');
    expect(new Date(row.published_at).toISOString()).toBe(publishedAt);
  });

  it.each(['executive_admin', 'super_admin'] as const)('is open to %s', async (role) => {
    const res = await injectAs(app, role, { method: 'POST', url: '/api/news', payload: article() });
    expect(res.statusCode).toBe(201);
  });

  it('reports every missing field at once, with the messages of the form', async () => {
    const res = await injectAs(app, 'admin', { method: 'POST', url: '/api/news', payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json<Envelope<null>>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toEqual({
      title: ['Title is required'],
      category: ['Category is required'],
      author: ['Author is required'],
      excerpt: ['Excerpt is required'],
      content: ['Content is required'],
      publishedAt: ['Published date is required'],
    });
  });

  it('takes blank text as missing', async () => {
    const res = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/news',
      payload: article({ title: '   ', author: '', publishedAt: '' }),
    });
    expect(expectValidationError(res, 'title')).toEqual(['Title is required']);
    expect(expectValidationError(res, 'author')).toEqual(['Author is required']);
    expect(expectValidationError(res, 'publishedAt')).toEqual(['Published date is required']);
  });

  it('refuses a category outside the list', async () => {
    const res = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/news',
      payload: article({ category: 'sports' }),
    });
    expect(expectValidationError(res, 'category')).toEqual([
      'Category must be one of: politics, health, education, agriculture, social, development, employment',
    ]);
  });

  it.each(['not a url', 'ftp://files.example.org/a.jpg', 'javascript:alert(1)', 'https://'])(
    'refuses the image %j',
    async (image) => {
      const res = await injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/news',
        payload: article({ image }),
      });
      expect(expectValidationError(res, 'image')).toEqual(['Image must be a valid URL']);
    },
  );

  it('takes no image, or an uploaded one', async () => {
    expect((await create({ image: null })).image).toBeNull();
    expect((await create({ image: '' })).image).toBeNull();
    const uploaded = `/api/media/${randomUUID()}`;
    expect((await create({ image: uploaded })).image).toBe(uploaded);
  });

  it.each(['yesterday', '2025-02-30', '2025-13-01T10:00'])(
    'refuses the published date %j',
    async (publishedAt) => {
      const res = await injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/news',
        payload: article({ publishedAt }),
      });
      expect(expectValidationError(res, 'publishedAt')).toEqual(['Published date must be a valid date']);
    },
  );

  it('reads a date and time without an offset (a datetime-local input) as UTC', async () => {
    expect((await create({ publishedAt: '2025-04-01T10:15' })).publishedAt).toBe('2025-04-01T10:15:00.000Z');
    expect((await create({ publishedAt: '2025-04-01' })).publishedAt).toBe('2025-04-01T00:00:00.000Z');
  });

  it('needs an administrator', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/news', payload: article() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    const member = await injectAs(app, 'member', { method: 'POST', url: '/api/news', payload: article() });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /api/news', () => {
  it('shows the public published articles only, newest first; administrators see scheduled ones too', async () => {
    const word = marker();
    const older = await create({ title: `Older ${word}`, publishedAt: daysFromNow(-3) });
    const newer = await create({ title: `Newer ${word}`, publishedAt: daysFromNow(-1) });
    const scheduled = await create({ title: `Scheduled ${word}`, publishedAt: daysFromNow(2) });

    const pub = await list(`search=${word}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.headers.vary).toMatch(/authorization/i);
    const body = pub.json<Envelope<Article[]>>();
    expect(body.message).toBe('News articles retrieved successfully');
    expect(body.data.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(body.pagination).toEqual({
      count: 2,
      page: 1,
      limit: 10,
      total_pages: 1,
      next: null,
      previous: null,
    });

    const admin = await list(`search=${word}`, await adminHeaders());
    expect(admin.json<Envelope<Article[]>>().data.map((a) => a.id)).toEqual([
      scheduled.id,
      newer.id,
      older.id,
    ]);

    // A member's token, a forged one or an expired one change nothing: the public view.
    const member = await list(`search=${word}`, bearer((await actor(app, 'member')).token));
    expect(member.json<Envelope<Article[]>>().data).toHaveLength(2);
    const forged = await list(`search=${word}`, { authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(200);
    expect(forged.json<Envelope<Article[]>>().data).toHaveLength(2);
  });

  it('filters by category, and takes all as no filter', async () => {
    const word = marker();
    await create({ title: `Maize ${word}`, category: 'agriculture' });
    await create({ title: `Clinic ${word}`, category: 'health' });
    const agriculture = await list(`search=${word}&category=agriculture`);
    expect(agriculture.json<Envelope<Article[]>>().data.map((a) => a.category)).toEqual(['agriculture']);
    const all = await list(`search=${word}&category=all`);
    expect(all.json<Envelope<Article[]>>().data).toHaveLength(2);
    const unknown = await list('category=sports');
    expectValidationError(unknown, 'category');
  });

  it('searches title, excerpt and content without regard to case', async () => {
    const word = marker('Kw');
    const inTitle = await create({ title: `Title ${word}` });
    const inExcerpt = await create({ excerpt: `Excerpt ${word.toUpperCase()}` });
    const inContent = await create({ content: `Content ${word.toLowerCase()} here` });
    const res = await list(`search=${encodeURIComponent(` ${word.toUpperCase()} `)}&limit=100`);
    expect(
      res
        .json<Envelope<Article[]>>()
        .data.map((a) => a.id)
        .sort(),
    ).toEqual([inTitle.id, inExcerpt.id, inContent.id].sort());
  });

  it('takes % and _ in a search literally', async () => {
    const word = marker();
    const percent = await create({ title: `Turnout rose 50% in ${word}` });
    await create({ title: `Turnout rose 50 points in ${word}` });
    const underscore = await create({ title: `Code ${word}_a1` });
    await create({ title: `Code ${word}xa1` });

    const byPercent = await list(`search=${encodeURIComponent(`50% in ${word}`)}`);
    expect(byPercent.json<Envelope<Article[]>>().data.map((a) => a.id)).toEqual([percent.id]);
    const byUnderscore = await list(`search=${encodeURIComponent(`${word}_a1`)}`);
    expect(byUnderscore.json<Envelope<Article[]>>().data.map((a) => a.id)).toEqual([underscore.id]);
    const onlyPercent = await list(`search=${encodeURIComponent('%')}&limit=100`);
    expect(onlyPercent.json<Envelope<Article[]>>().data.map((a) => a.id)).toEqual([percent.id]);
  });

  it('pages: a page past the end is empty, a limit above 100 is lowered to 100', async () => {
    const word = marker();
    for (let i = 0; i < 12; i += 1)
      await create({ title: `Bulletin ${i} ${word}`, publishedAt: daysFromNow(-i - 1) });

    const first = await list(`search=${word}`);
    expect(first.json<Envelope<Article[]>>().data).toHaveLength(10);
    expect(first.json<Envelope<Article[]>>().pagination).toEqual({
      count: 12,
      page: 1,
      limit: 10,
      total_pages: 2,
      next: 2,
      previous: null,
    });
    const second = await list(`search=${word}&page=2`);
    expect(second.json<Envelope<Article[]>>().data.map((a) => a.title)).toEqual([
      `Bulletin 10 ${word}`,
      `Bulletin 11 ${word}`,
    ]);
    expect(second.json<Envelope<Article[]>>().pagination).toMatchObject({ next: null, previous: 1 });

    const past = await list(`search=${word}&page=7&limit=5`);
    expect(past.statusCode).toBe(200);
    expect(past.json<Envelope<Article[]>>().data).toEqual([]);
    expect(past.json<Envelope<Article[]>>().pagination).toEqual({
      count: 12,
      page: 7,
      limit: 5,
      total_pages: 3,
      next: null,
      previous: 3,
    });

    const big = await list(`search=${word}&limit=500`);
    expect(big.statusCode).toBe(200);
    expect(big.json<Envelope<Article[]>>().pagination).toMatchObject({ limit: 100, total_pages: 1 });
    expect(big.json<Envelope<Article[]>>().data).toHaveLength(12);

    expectValidationError(await list('page=0'), 'page');
    expectValidationError(await list('limit=0'), 'limit');
  });
});

describe('GET /api/news/:id', () => {
  it('answers the article and counts the view', async () => {
    const created = await create();
    const first = await app.inject({ method: 'GET', url: `/api/news/${created.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json<Envelope<Article>>()).toMatchObject({
      message: 'News article retrieved successfully',
      data: { id: created.id, title: created.title, views: 1 },
    });
    const second = await app.inject({ method: 'GET', url: `/api/news/${created.id}` });
    expect(second.json<Envelope<Article>>().data.views).toBe(2);
  });

  it('never loses a view when readers arrive together', async () => {
    const created = await create();
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => app.inject({ method: 'GET', url: `/api/news/${created.id}` })),
    );
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    const views = responses.map((res) => res.json<Envelope<Article>>().data.views).sort((a, b) => a - b);
    // Each reader saw its own increment.
    expect(views).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const row = await app.db
      .selectFrom('news')
      .select('views')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.views).toBe(25);
  });

  it('hides a scheduled article from the public and shows it to administrators without counting', async () => {
    const scheduled = await create({ publishedAt: daysFromNow(3) });
    const pub = await app.inject({ method: 'GET', url: `/api/news/${scheduled.id}` });
    expect(pub.statusCode).toBe(404);
    expect(pub.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const admin = await app.inject({
      method: 'GET',
      url: `/api/news/${scheduled.id}`,
      headers: await adminHeaders(),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<Envelope<Article>>().data.views).toBe(0);
  });

  it('answers 404 for an unknown article and 400 for a malformed id', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/news/${randomUUID()}` })).statusCode).toBe(404);
    expectValidationError(await app.inject({ method: 'GET', url: '/api/news/42' }), 'id');
  });
});

describe('PUT /api/news/:id', () => {
  it('replaces the article', async () => {
    const created = await create();
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/news/${created.id}`,
      payload: article({
        title: 'Handover of the CHPS compound',
        category: 'development',
        image: null,
        publishedAt: '2025-05-01T09:00:00Z',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Article>>()).toMatchObject({
      message: 'News article updated successfully',
      data: {
        id: created.id,
        title: 'Handover of the CHPS compound',
        category: 'development',
        image: null,
        publishedAt: '2025-05-01T09:00:00.000Z',
      },
    });
    const updatedAt = res.json<Envelope<Article>>().data.updatedAt;
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it('applies the rules of creation to the whole article', async () => {
    const created = await create();
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/news/${created.id}`,
      payload: { title: 'Only a title', image: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Envelope<null>>().errors ?? {}).sort()).toEqual(
      ['author', 'category', 'content', 'excerpt', 'image', 'publishedAt'].sort(),
    );
    const row = await app.db
      .selectFrom('news')
      .select('title')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe(created.title);
  });

  it('answers 404 for an unknown article', async () => {
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/news/${randomUUID()}`,
      payload: article(),
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs an administrator', async () => {
    const created = await create();
    const url = `/api/news/${created.id}`;
    expect((await app.inject({ method: 'PUT', url, payload: article() })).statusCode).toBe(401);
    expect((await injectAs(app, 'member', { method: 'PUT', url, payload: article() })).statusCode).toBe(403);
  });
});

describe('DELETE /api/news/:id', () => {
  it('deletes the article', async () => {
    const created = await create();
    const url = `/api/news/${created.id}`;
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await injectAs(app, 'member', { method: 'DELETE', url })).statusCode).toBe(403);

    const res = await injectAs(app, 'admin', { method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: 'News article deleted successfully' });
    expect(
      await app.db.selectFrom('news').select('id').where('id', '=', created.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await injectAs(app, 'admin', { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
