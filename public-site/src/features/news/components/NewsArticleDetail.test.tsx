// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupTestApi } from '@party/shared-ui/testing';
import NewsArticlePage from '../../../pages/NewsArticlePage';
import NewsPage from '../../../pages/NewsPage';
import { renderRoutes } from '../../../shared/test-utils';
import type { NewsArticle } from '../news-article';

const server = setupTestApi();
/** A first load may be slow on a busy machine: wait for it longer than the default second. */
const SLOW = { timeout: 5000 };

const article: NewsArticle = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Road to Kwadaso resurfaced',
  excerpt: 'Eight kilometres of new road.',
  content: 'Work finished ahead of the rains.\n\nTraders say the journey to market now takes half the time.',
  category: 'development',
  image: 'https://images.example/road.jpg',
  views: 41,
  author: 'Yaw Asante',
  publishedAt: '2026-04-02T08:00:00.000Z',
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-01T08:00:00.000Z',
};

const renderAt = (entry: string) =>
  renderRoutes(entry, { '/news': <NewsPage />, '/news/:id': <NewsArticlePage /> });

describe('News article page', () => {
  it('opens an article from its own address, as a page of its own', async () => {
    server().on('GET', `/news/${article.id}`, ok({ ...article, views: 42 }));
    renderAt(`/news/${article.id}`);

    // The article's title is the page's heading (the shell names the browser tab after it).
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Road to Kwadaso resurfaced' },
      SLOW,
    );
    expect(heading).toBeTruthy();
    const page = within(screen.getByRole('article', { name: 'Road to Kwadaso resurfaced' }));
    expect(page.getByText('Development')).toBeTruthy();
    expect(page.getByText('By Yaw Asante')).toBeTruthy();
    expect(page.getByText('02/04/2026')).toBeTruthy();
    expect(page.getByText('42 views')).toBeTruthy();
    expect(page.getByText('Work finished ahead of the rains.')).toBeTruthy();
    expect(page.getByText('Traders say the journey to market now takes half the time.')).toBeTruthy();
    expect(
      screen
        .getByRole('article', { name: 'Road to Kwadaso resurfaced' })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('https://images.example/road.jpg');
    // The page's largest element: fetched at once and first, in a box kept for it before it arrives. An
    // external picture has no resized copies, so it is a plain <img>.
    const image = screen.getByRole('article', { name: 'Road to Kwadaso resurfaced' }).querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1280', '720']);
    expect(image.closest('picture')).toBeNull();

    // Read without a token: the public page never shows what only administrators may see.
    const request = server().requests.find((r) => r.path === `/api/news/${article.id}`);
    expect(request?.headers.authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Back to news' }).getAttribute('href')).toBe('/news');
  }, 20_000);

  it('shows a not-found page for an article the API does not give (missing or not yet published)', async () => {
    const user = userEvent.setup();
    server().on('GET', `/news/${article.id}`, fail(404, 'The news article was not found.'));
    server().on('GET', '/news', ok([], 'OK', { pagination: { count: 0, next: null, previous: null } }));
    renderAt(`/news/${article.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to news' }));
    expect(screen.getByTestId('location').textContent).toBe('/news');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
  }, 20_000);

  it('shows the not-found page for a malformed address without asking the server', () => {
    renderAt('/news/not-an-article');
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy();
    expect(server().requests.filter((r) => r.path.startsWith('/api/news/'))).toHaveLength(0);
  }, 20_000);

  it('says the article could not be loaded on any other failure, and tries again on request', async () => {
    const user = userEvent.setup();
    server().on('GET', `/news/${article.id}`, fail(500, 'Something broke on our side.'));
    renderAt(`/news/${article.id}`);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load this article. Please try again later.');

    server().on('GET', `/news/${article.id}`, ok(article));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Road to Kwadaso resurfaced' }, SLOW),
    ).toBeTruthy();
  }, 20_000);
});
