// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupTestApi } from '@party/shared-ui/testing';
import NewsArticlePage from '../../../pages/NewsArticlePage';
import NewsPage from '../../../pages/NewsPage';
import { renderRoutes } from '../../../shared/test-utils';
import type { NewsArticle } from '../news-article';

const server = setupTestApi();

/** The list and the article pages at their addresses, as the site routes them. */
const renderSite = (entry = '/news') =>
  renderRoutes(entry, { '/news': <NewsPage />, '/news/:id': <NewsArticlePage /> });

const longContent = `${'The new maternity ward at the district hospital opened its doors this week. '.repeat(3)}`;

// Answers as the contract types them: a fixture that drifted from the API would not compile.
const articles: NewsArticle[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Maternity ward opens',
    excerpt: '',
    content: longContent,
    category: 'health',
    image: null,
    views: 1204,
    author: 'Ama Mensah',
    publishedAt: '2026-03-05T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Scholarships for 200 pupils',
    excerpt: 'Bursaries for the brightest pupils of the constituency.',
    content: 'Applications close at the end of the month. Forms are at the party office.',
    category: 'education',
    image: 'https://images.example/school.jpg',
    views: 1,
    author: 'Kojo Boateng',
    publishedAt: '2026-02-14T09:00:00.000Z',
    createdAt: '2026-02-10T09:00:00.000Z',
    updatedAt: '2026-02-10T09:00:00.000Z',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Farmers receive fertiliser',
    excerpt: 'Subsidised inputs reach 3,000 farmers.',
    content: 'Distribution took place in every ward, with cocoa farmers first.',
    category: 'agriculture',
    image: null,
    views: 0,
    author: '',
    publishedAt: '2026-01-20T09:00:00.000Z',
    createdAt: '2026-01-20T09:00:00.000Z',
    updatedAt: '2026-01-20T09:00:00.000Z',
  },
];

const pagination = (count: number) => ({
  count,
  page: 1,
  limit: 100,
  total_pages: 1,
  next: null,
  previous: null,
});

function serveArticles(list = articles) {
  server().on(
    'GET',
    '/news',
    ok(list, 'News articles retrieved successfully', { pagination: pagination(list.length) }),
  );
}

const cards = () => within(screen.getByRole('region', { name: 'Latest articles' })).queryAllByRole('article');

describe('News page', () => {
  it('loads the articles without a token and shows each card as the spec lists it', async () => {
    serveArticles();
    renderSite();

    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading news articles…');

    await screen.findByRole('heading', { name: 'Maternity ward opens' });
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('3 articles');

    const request = server().requests.find((r) => r.path === '/api/news');
    expect(request?.url).toContain('limit=100');
    expect(request?.headers.authorization).toBeUndefined();

    const scholarships = screen
      .getByRole('heading', { name: 'Scholarships for 200 pupils' })
      .closest('article')!;
    const card = within(scholarships);
    expect(card.getByText('Education')).toBeTruthy();
    expect(card.getByText('Bursaries for the brightest pupils of the constituency.')).toBeTruthy();
    expect(card.getByText('By Kojo Boateng')).toBeTruthy();
    expect(card.getByText('1 view')).toBeTruthy();
    // The published date, in en-GB.
    expect(card.getByText('14/02/2026')).toBeTruthy();
    expect(scholarships.querySelector('img')?.getAttribute('src')).toBe('https://images.example/school.jpg');
    // Below the fold on a phone: fetched as the card nears the screen, into the space kept for it.
    expect(scholarships.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(scholarships.querySelector('img')?.getAttribute('width')).toBe('1280');
    expect(scholarships.querySelector('img')?.getAttribute('height')).toBe('720');

    const maternity = within(
      screen.getByRole('heading', { name: 'Maternity ward opens' }).closest('article')!,
    );
    expect(maternity.getByText('1,204 views')).toBeTruthy();
    expect(maternity.getByText('05/03/2026')).toBeTruthy();
  });

  it('shows the first 150 characters of the content when an article has no excerpt', async () => {
    serveArticles();
    renderSite();
    const card = (await screen.findByRole('heading', { name: 'Maternity ward opens' })).closest('article')!;
    const expected = `${longContent.slice(0, 150).trimEnd()}…`;
    expect(within(card).getByText(expected)).toBeTruthy();
    expect(card.textContent).not.toContain(longContent.slice(0, 160));
  });

  it('filters by category and by text in the title, excerpt or content', async () => {
    const user = userEvent.setup();
    serveArticles();
    renderSite();
    await screen.findByRole('heading', { name: 'Maternity ward opens' });

    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Health' }));
    expect(screen.getByRole('button', { name: 'Health', pressed: true })).toBeTruthy();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 articles');

    await user.click(screen.getByRole('button', { name: 'All' }));
    const search = screen.getByRole('searchbox', { name: 'Search news' });
    await user.type(search, 'COCOA'); // only in a content
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Farmers receive fertiliser' })).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'bursaries'); // only in an excerpt
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Farmers receive fertiliser' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Scholarships for 200 pupils' })).toBeTruthy();

    // Text and category together.
    await user.click(screen.getByRole('button', { name: 'Agriculture' }));
    expect(screen.getByText('No news articles found matching your criteria.')).toBeTruthy();
    // Only the one request: filtering happens on the client.
    expect(server().requests.filter((r) => r.path === '/api/news')).toHaveLength(1);
  });

  it('says exactly that nothing matches, and clears the filters on request', async () => {
    const user = userEvent.setup();
    serveArticles();
    renderSite();
    await screen.findByRole('heading', { name: 'Maternity ward opens' });

    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'no such words');
    expect(await screen.findByText('No news articles found matching your criteria.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 0 of 3 articles');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' }).value).toBe('');
  });

  it('shows the empty text when there are no articles at all', async () => {
    serveArticles([]);
    renderSite();
    expect(await screen.findByText('No news articles found matching your criteria.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('reads every page of a long list', async () => {
    const many = Array.from({ length: 101 }, (_, index) => ({
      ...articles[2],
      id: `id-${index}`,
      title: `Article ${index}`,
    }));
    server().on('GET', '/news', (request) => {
      const page = new URL(request.url, 'http://x').searchParams.get('page');
      return page === '2'
        ? ok(many.slice(100), 'OK', {
            pagination: { ...pagination(101), page: 2, total_pages: 2, previous: 1 },
          })
        : ok(many.slice(0, 100), 'OK', { pagination: { ...pagination(101), total_pages: 2, next: 2 } });
    });
    renderSite();
    await screen.findByRole('heading', { name: 'Article 100' });
    expect(screen.getByRole('status').textContent).toBe('101 articles');
  });

  it('says the load failed, and loads again on "Try again"', async () => {
    const user = userEvent.setup();
    server().on('GET', '/news', fail(500, 'Something broke on our side.'));
    renderSite();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load news articles. Please try again later.');

    serveArticles();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Maternity ward opens' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the whole article from "Read More", counting the view', async () => {
    const user = userEvent.setup();
    serveArticles();
    const [first] = articles;
    server().on(
      'GET',
      `/news/${first!.id}`,
      ok({ ...first, views: 1205, content: `${longContent}\n\nSecond paragraph.` }),
    );
    renderSite('/news');
    await screen.findByRole('heading', { name: 'Maternity ward opens' });

    // A real link to the article's own address, named by the article it opens.
    const readMore = screen.getByRole('link', { name: 'Read More: Maternity ward opens' });
    expect(readMore.getAttribute('href')).toBe(`/news/${first!.id}`);
    const titleLink = screen.getByRole('link', { name: 'Maternity ward opens' });
    expect(titleLink.getAttribute('href')).toBe(`/news/${first!.id}`);

    await user.click(readMore);
    expect(screen.getByTestId('location').textContent).toBe(`/news/${first!.id}`);
    const page = screen.getByRole('article', { name: 'Maternity ward opens' });
    expect(screen.getByRole('heading', { level: 1, name: 'Maternity ward opens' })).toBeTruthy();
    expect(await within(page).findByText('Second paragraph.')).toBeTruthy();
    expect(within(page).getByText(longContent.trim())).toBeTruthy();
    expect(within(page).getByText('1,205 views')).toBeTruthy();
    expect(server().requests.some((r) => r.path === `/api/news/${first!.id}`)).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to news' }));
    expect(screen.getByTestId('location').textContent).toBe('/news');
    // The card in the list shows the new count.
    const card = (await screen.findByRole('heading', { name: 'Maternity ward opens' })).closest('article')!;
    expect(within(card).getByText('1,205 views')).toBeTruthy();
  });

  it('keeps the category and the search in the address, and opens a list from one', async () => {
    const user = userEvent.setup();
    serveArticles();
    renderSite('/news');
    await screen.findByRole('heading', { name: 'Maternity ward opens' });

    await user.click(screen.getByRole('button', { name: 'Health' }));
    expect(screen.getByTestId('location').textContent).toBe('/news?category=health');
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'ward');
    expect(screen.getByTestId('location').textContent).toBe('/news?category=health&search=ward');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('location').textContent).toBe('/news?search=ward');
    // Typing rewrote the current history entry rather than adding one per letter: back goes to the
    // category as it was picked, then to the plain list.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('location').textContent).toBe('/news?category=health&search=ward');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' }).value).toBe('ward');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('location').textContent).toBe('/news');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' }).value).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(3));

    cleanup();
    serveArticles();
    renderSite('/news?category=education&search=FORMS');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Scholarships for 200 pupils' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Education', pressed: true })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' }).value).toBe('FORMS');
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 articles');
  });

  it('reads an unknown category in the address as every category', async () => {
    serveArticles();
    renderSite('/news?category=events');
    await screen.findByRole('heading', { name: 'Maternity ward opens' });
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
  });

  it('comes back from an article to the list as it was left, by the back button or the way back', async () => {
    const user = userEvent.setup();
    serveArticles();
    const second = articles[1]!;
    server().on('GET', `/news/${second.id}`, ok(second));
    renderSite('/news');
    await screen.findByRole('heading', { name: 'Maternity ward opens' });
    await user.click(screen.getByRole('button', { name: 'Education' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'bursaries');
    await waitFor(() => expect(cards()).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: 'Read More: Scholarships for 200 pupils' }));
    await screen.findByRole('heading', { level: 1, name: 'Scholarships for 200 pupils' });
    // The way back on the page leads to the list with its filters.
    expect(screen.getByRole('link', { name: 'Back to news' }).getAttribute('href')).toBe(
      '/news?category=education&search=bursaries',
    );

    // The browser's back button.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('location').textContent).toBe('/news?category=education&search=bursaries');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Education', pressed: true })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' }).value).toBe('bursaries');
    expect(screen.getByRole('heading', { name: 'Scholarships for 200 pupils' })).toBeTruthy();
  });
});
