import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, actor } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// The site's documents for feed readers and search engines (GET /api/site/rss.xml, sitemap.xml, robots.txt):
// what they list, what they leave out (scheduled articles until their time, unpublished pictures), and
// that they are well-formed XML whatever the titles hold.

const PUBLIC_URL = 'https://branch.example.org';
const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', PUBLIC_URL } });

/** An element of a parsed document: enough of a DOM to read feeds with. */
interface Node {
  name: string;
  attributes: Record<string, string>;
  children: Node[];
  text: string;
}

/** Parses `xml` with a conforming (namespace-aware) parser; throws on anything not well-formed. */
function parseXml(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Node[] = [];
  let root: Node | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const node: Node = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, a]) => [k, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(node);
    root ??= node;
    stack.push(node);
  });
  parser.on('text', (text) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('No root element');
  return root;
}

const childrenNamed = (node: Node, name: string) => node.children.filter((c) => c.name === name);
const textOf = (node: Node, name: string) => childrenNamed(node, name)[0]?.text;

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

let sequence = 0;
async function insertArticle(values: {
  title?: string;
  excerpt?: string;
  content?: string;
  publishedAt: Date;
}) {
  sequence += 1;
  return app.db
    .insertInto('news')
    .values({
      title: values.title ?? `Town hall meeting number ${sequence}`,
      excerpt: values.excerpt ?? `What was said at meeting ${sequence}.`,
      content: values.content ?? 'The constituency chairman opened the meeting with a prayer.',
      category: 'politics',
      author: 'Communications Team',
      image: null,
      published_at: values.publishedAt,
    })
    .returning(['id', 'title', 'published_at as publishedAt', 'updated_at as updatedAt'])
    .executeTakeFirstOrThrow();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Whole seconds in UTC, as the sitemap writes them. */
const w3c = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

describe('the news feed', () => {
  const TRICKY = 'Fish & chips <at> "the" Asokwa rally: Ɔdɔ yɛ dɛ 🇬🇭 > \'all\'';
  let tricky: Awaited<ReturnType<typeof insertArticle>>;
  let scheduledId = '';
  const older: string[] = [];

  beforeAll(async () => {
    // 22 published articles, an hour apart; the feed takes the 20 newest.
    for (let i = 22; i >= 1; i -= 1)
      older.push((await insertArticle({ publishedAt: hoursFromNow(-i - 1) })).id);
    tricky = await insertArticle({
      title: TRICKY,
      excerpt: 'Kenkey & fish for <everyone> at the "durbar".',
      publishedAt: hoursFromNow(-0.5),
    });
    scheduledId = (await insertArticle({ title: 'Not yet', publishedAt: hoursFromNow(48) })).id;
  });

  it('is an RSS 2.0 document about the site, pointing at itself', async () => {
    const res = await get('/api/site/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const rss = parseXml(res.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const [channel] = childrenNamed(rss, 'channel');
    expect(textOf(channel!, 'title')).toBe('News · Constituency Branch');
    expect(textOf(channel!, 'link')).toBe(`${PUBLIC_URL}/news`);
    expect(textOf(channel!, 'description')).toBeTruthy();
    const [self] = childrenNamed(channel!, 'atom:link');
    expect(self?.attributes).toMatchObject({
      href: `${PUBLIC_URL}/rss.xml`,
      rel: 'self',
      type: 'application/rss+xml',
    });
    expect(textOf(channel!, 'lastBuildDate')).toBe(new Date(tricky.updatedAt).toUTCString());
  });

  it('lists the 20 latest published articles, newest first, each with its link, date and category', async () => {
    const channel = childrenNamed(parseXml((await get('/api/site/rss.xml')).body), 'channel')[0]!;
    const items = childrenNamed(channel, 'item');
    expect(items).toHaveLength(20);
    const links = items.map((item) => textOf(item, 'link'));
    // The tricky one is newest, then the older ones from the most recent; the two oldest are left out.
    const expected = [tricky.id, ...[...older].reverse().slice(0, 19)].map(
      (id) => `${PUBLIC_URL}/news/${id}`,
    );
    expect(links).toEqual(expected);
    const dates = items.map((item) => Date.parse(textOf(item, 'pubDate')!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const first = items[0]!;
    expect(textOf(first, 'guid')).toBe(`${PUBLIC_URL}/news/${tricky.id}`);
    expect(childrenNamed(first, 'guid')[0]?.attributes.isPermaLink).toBe('true');
    expect(textOf(first, 'pubDate')).toBe(new Date(tricky.publishedAt).toUTCString());
    expect(textOf(first, 'category')).toBe('politics');
  });

  it('escapes titles and descriptions, and keeps non-ASCII text as it is', async () => {
    const res = await get('/api/site/rss.xml');
    expect(res.body).toContain('Fish &amp; chips &lt;at&gt; &quot;the&quot; Asokwa rally: Ɔdɔ yɛ dɛ 🇬🇭');
    const first = childrenNamed(childrenNamed(parseXml(res.body), 'channel')[0]!, 'item')[0]!;
    expect(textOf(first, 'title')).toBe(TRICKY);
    expect(textOf(first, 'description')).toBe('Kenkey & fish for <everyone> at the "durbar".');
  });

  it('drops characters XML cannot hold rather than sending a document no reader can parse', async () => {
    const article = await insertArticle({
      title: 'Bell\u0007 and form\u000Cfeed',
      publishedAt: hoursFromNow(-0.25),
    });
    try {
      const first = childrenNamed(
        childrenNamed(parseXml((await get('/api/site/rss.xml')).body), 'channel')[0]!,
        'item',
      )[0]!;
      expect(textOf(first, 'title')).toBe('Bell and formfeed');
    } finally {
      await app.db.deleteFrom('news').where('id', '=', article.id).execute();
    }
  });

  it('describes an article without an excerpt by the start of its content', async () => {
    const content = `${'Water for Adomfe. '.repeat(12)}The rest of the story.`;
    const article = await insertArticle({ excerpt: '', content, publishedAt: hoursFromNow(-0.1) });
    try {
      const first = childrenNamed(
        childrenNamed(parseXml((await get('/api/site/rss.xml')).body), 'channel')[0]!,
        'item',
      )[0]!;
      expect(textOf(first, 'link')).toBe(`${PUBLIC_URL}/news/${article.id}`);
      expect(textOf(first, 'description')).toBe(content.slice(0, 150).trim());
    } finally {
      await app.db.deleteFrom('news').where('id', '=', article.id).execute();
    }
  });

  it('leaves out a scheduled article until its time, even for an administrator', async () => {
    const { token } = await actor(app, 'admin');
    for (const headers of [{}, bearer(token)]) {
      expect((await get('/api/site/rss.xml', headers)).body).not.toContain(scheduledId);
    }
    // Its time comes (moved into the past, as the clock would): it leads the feed.
    await app.db
      .updateTable('news')
      .set({ published_at: hoursFromNow(-0.05) })
      .where('id', '=', scheduledId)
      .execute();
    try {
      const first = childrenNamed(
        childrenNamed(parseXml((await get('/api/site/rss.xml')).body), 'channel')[0]!,
        'item',
      )[0]!;
      expect(textOf(first, 'link')).toBe(`${PUBLIC_URL}/news/${scheduledId}`);
    } finally {
      await app.db
        .updateTable('news')
        .set({ published_at: hoursFromNow(48) })
        .where('id', '=', scheduledId)
        .execute();
    }
  });
});

describe('the sitemap', () => {
  let news: Awaited<ReturnType<typeof insertArticle>>;
  let edited: Awaited<ReturnType<typeof insertArticle>>;
  let scheduledId = '';
  let project: { id: string; updatedAt: Date };
  let picture: { id: string; updatedAt: Date };
  let draftId = '';
  const editedAt = hoursFromNow(-1);

  beforeAll(async () => {
    // Written before its publication time (scheduled): its last change is when it went public.
    news = await insertArticle({ publishedAt: hoursFromNow(-3) });
    await app.db
      .updateTable('news')
      .set({ updated_at: hoursFromNow(-4) })
      .where('id', '=', news.id)
      .execute();
    // Edited after it was published: its last change is the edit.
    edited = await insertArticle({ publishedAt: hoursFromNow(-5) });
    await app.db.updateTable('news').set({ updated_at: editedAt }).where('id', '=', edited.id).execute();
    scheduledId = (await insertArticle({ publishedAt: hoursFromNow(24) })).id;
    project = await app.db
      .insertInto('projects')
      .values({
        title: 'Mechanised borehole for Adomfe',
        description: 'A borehole with an overhead tank.',
        location: 'Adomfe',
        status: 'ongoing',
        start_date: '2025-02-01',
        updated_at: hoursFromNow(-2),
      })
      .returning(['id', 'updated_at as updatedAt'])
      .executeTakeFirstOrThrow();
    picture = await app.db
      .insertInto('gallery_assets')
      .values({
        title: 'Rally at Asokwa',
        image_url: 'https://images.example.org/rally.jpg',
        status: 'published',
      })
      .returning(['id', 'updated_at as updatedAt'])
      .executeTakeFirstOrThrow();
    draftId = (
      await app.db
        .insertInto('gallery_assets')
        .values({ title: 'Not ready', image_url: 'https://images.example.org/draft.jpg', status: 'draft' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const entries = async () => {
    const res = await get('/api/site/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const urlset = parseXml(res.body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return new Map(childrenNamed(urlset, 'url').map((url) => [textOf(url, 'loc')!, textOf(url, 'lastmod')]));
  };

  it('is XML, as sitemaps.org 0.9 asks', async () => {
    const res = await get('/api/site/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('lists every page of the public site, and no account or back-office page', async () => {
    // The public site's own list of pages (its routes module), so that a page added there is listed here.
    const routes = readFileSync(
      path.resolve(import.meta.dirname, '../../public-site/src/routes.tsx'),
      'utf8',
    );
    const pages = [...routes.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
    expect(pages).toContain('/executives/ward');
    const locs = [...(await entries()).keys()];
    for (const page of pages) {
      // A record's page (`/news/:id`) is listed once per published record, by its id.
      const escaped = `${PUBLIC_URL}${page}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(`^${escaped.replace(/:[A-Za-z]+/g, '[0-9a-f-]{36}')}$`);
      expect(
        locs.some((loc) => pattern.test(loc)),
        page,
      ).toBe(true);
    }
    for (const loc of locs) expect(loc).not.toMatch(/\/(admin|login|register|profile|api)\b/);
  });

  it('lists published articles, projects and published pictures with their last change', async () => {
    const map = await entries();
    expect(map.get(`${PUBLIC_URL}/news/${news.id}`)).toBe(w3c(new Date(news.publishedAt)));
    expect(map.get(`${PUBLIC_URL}/news/${edited.id}`)).toBe(w3c(editedAt));
    expect(map.get(`${PUBLIC_URL}/projects/${project.id}`)).toBe(w3c(new Date(project.updatedAt)));
    expect(map.get(`${PUBLIC_URL}/gallery/${picture.id}`)).toBe(w3c(new Date(picture.updatedAt)));
  });

  it('leaves out scheduled articles until their time, and unpublished pictures', async () => {
    const locs = [...(await entries()).keys()].join('\n');
    expect(locs).not.toContain(scheduledId);
    expect(locs).not.toContain(draftId);
    await app.db
      .updateTable('news')
      .set({ published_at: hoursFromNow(-0.01) })
      .where('id', '=', scheduledId)
      .execute();
    try {
      expect([...(await entries()).keys()]).toContain(`${PUBLIC_URL}/news/${scheduledId}`);
    } finally {
      await app.db
        .updateTable('news')
        .set({ published_at: hoursFromNow(24) })
        .where('id', '=', scheduledId)
        .execute();
    }
  });

  it('dates the news, projects and gallery pages by their newest record', async () => {
    const map = await entries();
    const newsDates = [...map].filter(([loc]) => loc.startsWith(`${PUBLIC_URL}/news/`)).map(([, d]) => d!);
    expect(map.get(`${PUBLIC_URL}/news`)).toBe(newsDates.sort().at(-1));
    expect(map.get(`${PUBLIC_URL}/projects`)).toBeTruthy();
    expect(map.get(`${PUBLIC_URL}/about`)).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('opens the public site, closes the back office, the account pages and the API, and names the sitemap', async () => {
    const res = await get('/api/site/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/admin',
      '/login',
      '/register',
      '/accept-invite',
      '/verify-email',
      '/check-email',
      '/forgot-password',
      '/reset-password',
      '/profile',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Pictures stay open to link previews and image search.
    expect(lines).toContain('Allow: /api/media/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow: /news'))).toEqual([]);
  });
});

describe('caching', () => {
  it('sends an ETag and a public cache lifetime, and answers 304 to a reader who has the document', async () => {
    for (const url of ['/api/site/rss.xml', '/api/site/sitemap.xml', '/api/site/robots.txt']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control'], url).toMatch(/^public, max-age=\d+$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('changes the ETag when the feed changes', async () => {
    const before = (await get('/api/site/rss.xml')).headers.etag;
    const article = await insertArticle({ publishedAt: hoursFromNow(-0.02) });
    try {
      const after = await get('/api/site/rss.xml', { 'if-none-match': String(before) });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain(article.id);
      expect(after.headers.etag).not.toBe(before);
    } finally {
      await app.db.deleteFrom('news').where('id', '=', article.id).execute();
    }
  });

  it('keeps the headers and the 304 on answers the visitors’ cache replays', async () => {
    const cached = await createTestApp({ env: { PUBLIC_CACHE_TTL_MS: '60000', PUBLIC_URL } });
    const read = (headers: Record<string, string> = {}) =>
      cached.app.inject({ method: 'GET', url: '/api/site/rss.xml', headers });
    const first = await read();
    await cached.app.db
      .insertInto('news')
      .values({
        title: 'Written straight into the database',
        excerpt: 'x',
        content: 'x',
        category: 'health',
        author: 'x',
        image: null,
        published_at: hoursFromNow(-1),
      })
      .execute();
    const replayed = await read();
    // The same answer (the database change is not seen within the cache's lifetime), with its headers.
    expect(replayed.body).toBe(first.body);
    expect(replayed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(replayed.headers.etag).toBe(first.headers.etag);
    expect(replayed.headers['cache-control']).toBe(first.headers['cache-control']);
    expect((await read({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });
});
