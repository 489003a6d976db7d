// @vitest-environment jsdom
import { clearSession, configureApi } from '@party/shared-ui';
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, startTestApi, type TestApi } from '@party/shared-ui/testing';
import { NewsConsole } from './components/NewsConsole';

// IMPORTANT: the session store reads storage when shared-ui is first imported, so sign in before imports.
vi.hoisted(() => {
  localStorage.setItem('access_token', 'test-access');
  localStorage.setItem('refresh_token', 'test-refresh');
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: 'u1',
      username: 'admin',
      email: 'admin@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      picture: null,
      role: 'admin',
      roles: ['admin'],
    }),
  );
});

const ARTICLE = {
  id: '9a8b7c6d-0000-4000-8000-000000000001',
  title: 'New school block opened',
  excerpt: 'A short excerpt.',
  content: 'The full story.',
  category: 'education',
  image: null,
  views: 1234,
  author: 'Press Office',
  publishedAt: '2025-02-01T09:00:00.000Z',
  createdAt: '2025-02-01T09:00:00.000Z',
  updatedAt: '2025-02-01T09:00:00.000Z',
};

const SCHEDULED = {
  ...ARTICLE,
  id: '9a8b7c6d-0000-4000-8000-000000000002',
  title: 'Coming soon',
  publishedAt: '2999-01-01T09:00:00.000Z',
};

function listReply(items: unknown[]) {
  return ok(items, 'News articles retrieved successfully', {
    pagination: { count: items.length, page: 1, limit: 10, total_pages: 1, next: null, previous: null },
  });
}

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  clearSession();
  localStorage.clear();
  await server.close();
});
beforeEach(() => server.reset());
afterEach(cleanup);

function renderConsole() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/news']}>
        <NewsConsole />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

const sent = (method: string) => server.requests.filter((request) => request.method === method);

describe('NewsConsole', () => {
  it('lists articles, marks scheduled ones and sends the admin token', async () => {
    server.on('GET', '/news', listReply([ARTICLE, SCHEDULED]));
    renderConsole();
    const row = (await screen.findByText(ARTICLE.title)).closest('tr')!;
    expect(within(row).getByText('9a8b7c6d')).toBeTruthy();
    expect(within(row).getByText('Education')).toBeTruthy();
    expect(within(row).getByText('Press Office')).toBeTruthy();
    expect(within(row).queryByText('Scheduled')).toBeNull();
    const scheduled = screen.getByText(SCHEDULED.title).closest('tr')!;
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    expect(server.requests[0]!.headers.authorization).toBe('Bearer test-access');
  });

  it('filters by category', async () => {
    server.on('GET', '/news', listReply([]));
    renderConsole();
    expect(await screen.findByText('No news articles found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'health' } });
    await waitFor(() => expect(sent('GET').some((r) => r.url.includes('category=health'))).toBe(true));
  });

  it('reports a load failure', async () => {
    server.on('GET', '/news', { status: 500, json: { success: false, errors: {} } });
    renderConsole();
    expect(await screen.findByText('Failed to load news')).toBeTruthy();
  });

  it('checks required fields and the image URL before sending', async () => {
    server.on('GET', '/news', listReply([]));
    renderConsole();
    await userEvent.click(screen.getByRole('button', { name: 'New article' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Image URL'), { target: { value: 'nope' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));
    const messages: [string, string][] = [
      ['Title', 'Title is required'],
      ['Category', 'Category is required'],
      ['Author', 'Author is required'],
      ['Published date', 'Published date is required'],
      ['Excerpt', 'Excerpt is required'],
      ['Content', 'Content is required'],
      ['Image URL', 'Image must be a valid URL'],
    ];
    for (const [label, message] of messages)
      expect(description(within(dialog).getByLabelText(label))).toContain(message);
    expect(sent('POST')).toHaveLength(0);
  });

  it('creates an article with the date as ISO, then reports success', async () => {
    server.on('GET', '/news', listReply([]));
    server.on('POST', '/news', { status: 201, json: { success: true, data: ARTICLE, message: 'x' } });
    renderConsole();
    await screen.findByText('No news articles found');
    await userEvent.click(screen.getByRole('button', { name: 'New article' }));
    const dialog = await screen.findByRole('dialog');
    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Title', 'Clinic opens');
    set('Category', 'health');
    set('Author', 'Press Office');
    set('Published date', '2025-03-01T10:30');
    set('Excerpt', 'Short.');
    set('Content', 'Long.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));
    expect(await screen.findByText('News article created successfully')).toBeTruthy();
    expect(JSON.parse(sent('POST')[0]!.body)).toEqual({
      title: 'Clinic opens',
      category: 'health',
      author: 'Press Office',
      publishedAt: new Date('2025-03-01T10:30').toISOString(),
      excerpt: 'Short.',
      content: 'Long.',
      image: null,
    });
    await waitFor(() => expect(sent('GET').length).toBeGreaterThanOrEqual(2));
  });

  it('shows server field errors beside the fields, and the fallback failure', async () => {
    server.on('GET', '/news', listReply([ARTICLE]));
    server.on(
      'PUT',
      `/news/${ARTICLE.id}`,
      fail(400, 'Validation failed', { title: ['Title must be at most 200 characters'] }),
    );
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${ARTICLE.title}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(description(within(dialog).getByLabelText('Title'))).toContain(
        'Title must be at most 200 characters',
      ),
    );
    expect(within(dialog).getByRole('alert').textContent).toContain('Validation failed');
    expect(JSON.parse(sent('PUT')[0]!.body)).toMatchObject({
      category: 'education',
      publishedAt: ARTICLE.publishedAt,
    });

    server.on('PUT', `/news/${ARTICLE.id}`, { status: 500, json: { success: false, errors: {} } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to save news article')).toBeTruthy();
  });

  it('asks before deleting, then reports the outcome', async () => {
    server.on('GET', '/news', listReply([ARTICLE]));
    server.on('DELETE', `/news/${ARTICLE.id}`, ok(null));
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${ARTICLE.title}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(`Delete news article "${ARTICLE.title}"? This cannot be undone.`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News article deleted successfully')).toBeTruthy();
    expect(sent('DELETE')).toHaveLength(1);

    server.on('DELETE', `/news/${ARTICLE.id}`, { status: 500, json: { success: false, errors: {} } });
    await userEvent.click(screen.getByRole('button', { name: `Delete ${ARTICLE.title}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete news article')).toBeTruthy();
  });
});
