import { describe, expect, it } from 'vitest';
import { bearer, injectAs, actor } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// Visitors' answers to public reads are reused briefly (plugins/public-cache.ts). What a client must still
// be able to count on: a change made through the API shows at once, signed-in callers always read the
// database, and a read that counts something (an article's views) is never served from the cache.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', PUBLIC_CACHE_TTL_MS: '60000' } });

const DAY = 86_400_000;
const titles = (body: string) =>
  (JSON.parse(body) as { data: { title: string }[] }).data.map((article) => article.title);

async function publish(title: string) {
  const res = await injectAs(app, 'admin', {
    method: 'POST',
    url: '/api/news',
    payload: {
      title,
      excerpt: 'Excerpt.',
      content: 'Content.',
      category: 'politics',
      author: 'Communications Team',
      publishedAt: new Date(Date.now() - DAY).toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

describe('cached public reads', () => {
  it('reuses a visitor answer while the data only changes behind the API', async () => {
    const id = await publish('Cache probe: first title');
    const before = await app.inject({ method: 'GET', url: '/api/news?search=Cache%20probe' });
    expect(titles(before.body)).toEqual(['Cache probe: first title']);

    await app.db
      .updateTable('news')
      .set({ title: 'Cache probe: changed in the database' })
      .where('id', '=', id)
      .execute();
    const visitor = await app.inject({ method: 'GET', url: '/api/news?search=Cache%20probe' });
    expect(visitor.body).toBe(before.body);

    const { token } = await actor(app, 'admin');
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/news?search=Cache%20probe',
      headers: bearer(token),
    });
    expect(titles(signedIn.body)).toEqual(['Cache probe: changed in the database']);
  });

  it('shows a change made through the API to the next visitor at once', async () => {
    await publish('Fresh probe one');
    const first = await app.inject({ method: 'GET', url: '/api/news?search=Fresh%20probe' });
    expect(titles(first.body)).toEqual(['Fresh probe one']);

    await publish('Fresh probe two');
    const next = await app.inject({ method: 'GET', url: '/api/news?search=Fresh%20probe' });
    expect(titles(next.body).sort()).toEqual(['Fresh probe one', 'Fresh probe two']);
  });

  it('counts every view of an article', async () => {
    const id = await publish('View probe');
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: `/api/news/${id}` })).statusCode).toBe(200);
    }
    const row = await app.db
      .selectFrom('news')
      .select('views')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.views)).toBe(3);
  });
});
