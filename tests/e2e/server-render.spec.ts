import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';
import { guardConsole } from '../helpers/console-guard';
import { SHELL_URL } from '../helpers/topology';

/**
 * Public pages as search engines, link previews and readers without JavaScript get them: rendered by the
 * shell's server, with their own head tags and status; then hydrated in the browser without being drawn
 * again.
 */

interface Article {
  id: string;
  title: string;
  excerpt: string;
}

async function newestArticle(request: APIRequestContext): Promise<Article> {
  const response = await request.get('/api/news?page=1&limit=1');
  const body = (await response.json()) as { data: Article[] };
  return body.data[0]!;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

test.describe('pages rendered by the server', () => {
  test('/news comes with its articles, title and description in the HTML', async ({ request }) => {
    const article = await newestArticle(request);
    const response = await request.get('/news');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-server-rendered');
    expect(html).toContain('<title>News · Constituency Branch</title>');
    expect(html).toMatch(/<meta name="description" content="The latest news from the constituency/);
    expect(html).toContain(`<link rel="canonical" href="${SHELL_URL}/news" />`);
    expect(html).toContain(escaped(article.title));
    expect(html).toContain(`href="/news/${article.id}"`);
  });

  test("an article's address gives the preview card and structured data a shared link needs", async ({
    request,
  }) => {
    const article = await newestArticle(request);
    const response = await request.get(`/news/${article.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escaped(article.title)} · Constituency Branch</title>`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:title" content="${escaped(article.title)}" />`);
    expect(html).toContain(`<meta property="og:url" content="${SHELL_URL}/news/${article.id}" />`);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    );
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'NewsArticle']);
    expect(jsonLd[1]).toMatchObject({ headline: article.title });
  });

  test('a missing article, project or picture, and an unknown address, answer 404 with a not-found page', async ({
    request,
  }) => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [path, heading] of [
      [`/news/${missing}`, 'Article not found'],
      [`/projects/${missing}`, 'Project not found'],
      [`/gallery/${missing}`, 'Picture not found'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain(heading);
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  test('public pages read correctly with JavaScript off', async ({ browser, request }) => {
    const article = await newestArticle(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await expect(page.getByRole('link', { name: article.title, exact: true })).toBeVisible();
      await page.getByRole('link', { name: article.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/news/${article.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      for (const [path, heading] of [
        ['/', 'Welcome to the Constituency Branch'],
        ['/about', /About/],
        ['/projects', 'Projects'],
        ['/gallery', 'Gallery'],
        ['/executives/ward', 'Ward Executives'],
        ['/contact', 'Contact Us'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      }
      // The ward directory's pages are plain links: the demo's five wards, three and two.
      await page.goto('/executives/ward');
      await expect(page.getByRole('region', { name: / Ward$/ })).toHaveCount(3);
      await page.getByRole('link', { name: 'More wards' }).click();
      await expect(page).toHaveURL(/\/executives\/ward\?page=2$/);
      await expect(page.getByRole('region', { name: / Ward$/ })).toHaveCount(2);
      await expect(page.getByText('Page 2 of 2 (5 wards)')).toBeVisible();
      // Styled before any script: the page's sheets came with it.
      expect(await page.locator('style[data-party-ui]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  test('the browser hydrates the page it was sent: the same elements, no second render, no errors', async ({
    page,
  }) => {
    const console = guardConsole(page);
    // The server's heading, taken as soon as the document is parsed, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('h1');
        }
      });
    });
    for (const path of ['/news', '/about', '/executives/ward', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const server = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return server !== null && server.isConnected && server === document.querySelector('h1');
      });
      expect(kept, path).toBe(true);
    }
    // Once hydrated the page is the usual one: a filter works without a page load.
    await page.goto('/news');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Health' }).click();
    await expect(page).toHaveURL(/\/news\?category=health$/);
    console.assertClean();
  });
});
