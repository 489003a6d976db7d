// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, fail, ok, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import { confirmDelete, fill, openDialog } from '../../../shared/record-console/test-utils';
import { NewsConsole } from './NewsConsole';

// The list, dialog, confirmation and notices are the record console's (shared/record-console); this is
// the news declaration: its columns, filter, fields and rules, texts and calls.

const api = setupTestApi();

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

function answerList(items: unknown[]) {
  api().on(
    'GET',
    '/news',
    ok(items, 'News articles retrieved successfully', {
      pagination: { count: items.length, page: 1, limit: 10, total_pages: 1, next: null, previous: null },
    }),
  );
}

const sent = (method: string) => api().requests.filter((request) => request.method === method);

describe('NewsConsole', () => {
  it('lists articles, marks scheduled ones and sends the admin token', async () => {
    answerList([ARTICLE, SCHEDULED]);
    renderWithProviders(<NewsConsole />);
    const row = (await screen.findByText(ARTICLE.title)).closest('tr')!;
    expect(within(row).getByText('9a8b7c6d')).toBeTruthy();
    expect(within(row).getByText('Education')).toBeTruthy();
    expect(within(row).getByText('Press Office')).toBeTruthy();
    expect(within(row).queryByText('Scheduled')).toBeNull();
    const scheduled = screen.getByText(SCHEDULED.title).closest('tr')!;
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    expect(api().requests[0]!.headers.authorization).toBe('Bearer access-1');
    expect(api().requests[0]!.url).toContain('limit=10');
  });

  it('filters by category', async () => {
    answerList([]);
    renderWithProviders(<NewsConsole />);
    expect(await screen.findByText('No news articles found')).toBeTruthy();
    expect(screen.getByText('Write the first article.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'health' } });
    await waitFor(() => expect(sent('GET').some((r) => r.url.includes('category=health'))).toBe(true));
    expect(await screen.findByText('No articles match the current filters.')).toBeTruthy();
  });

  it('reports a load failure', async () => {
    api().on('GET', '/news', { status: 500, json: { success: false, errors: {} } });
    renderWithProviders(<NewsConsole />);
    expect(await screen.findByText('Failed to load news')).toBeTruthy();
  });

  it('checks required fields and the image URL before sending', async () => {
    answerList([]);
    renderWithProviders(<NewsConsole />);
    const dialog = await openDialog('New article');
    expect(within(dialog).getByRole('heading', { name: 'New news article' })).toBeTruthy();
    fill(dialog, { 'Image URL': 'nope' });
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
    answerList([]);
    api().on('POST', '/news', { status: 201, json: { success: true, data: ARTICLE, message: 'x' } });
    renderWithProviders(<NewsConsole />);
    await screen.findByText('No news articles found');
    const dialog = await openDialog('New article');
    fill(dialog, {
      Title: 'Clinic opens',
      Category: 'health',
      Author: 'Press Office',
      'Published date': '2025-03-01T10:30',
      Excerpt: 'Short.',
      Content: 'Long.',
    });
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
  });

  it('sends an edited article back whole, and names its save failure', async () => {
    answerList([ARTICLE]);
    api().on('PUT', `/news/${ARTICLE.id}`, { status: 500, json: { success: false, errors: {} } });
    renderWithProviders(<NewsConsole />);
    const dialog = await openDialog(`Edit ${ARTICLE.title}`);
    expect(within(dialog).getByRole('heading', { name: 'Edit news article' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Failed to save news article')).toBeTruthy();
    expect(JSON.parse(sent('PUT')[0]!.body)).toMatchObject({
      title: ARTICLE.title,
      category: 'education',
      publishedAt: ARTICLE.publishedAt,
    });

    api().on('PUT', `/news/${ARTICLE.id}`, ok(ARTICLE));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('News article updated successfully')).toBeTruthy();
  });

  it('deletes the article by its id once confirmed, and names the outcome', async () => {
    answerList([ARTICLE]);
    api().on('DELETE', `/news/${ARTICLE.id}`, ok(null));
    renderWithProviders(<NewsConsole />);
    expect(await confirmDelete(ARTICLE.title)).toContain(
      `Delete news article "${ARTICLE.title}"? It can be restored from the Trash for 30 days.`,
    );
    expect(await screen.findByText('News article deleted successfully')).toBeTruthy();
    expect(sent('DELETE')).toHaveLength(1);

    api().on('DELETE', `/news/${ARTICLE.id}`, { status: 500, json: { success: false, errors: {} } });
    await confirmDelete(ARTICLE.title);
    expect(await screen.findByText('Failed to delete news article')).toBeTruthy();
  });
});

// The article's image: uploaded from a file (POST /api/media, with its progress), or a URL as before.

const MEDIA_ID = '00000000-0000-4000-8000-0000000000c1';

const photo = (name = 'clinic.jpg', bytes = 30 * 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('the news image field', () => {
  it('uploads a chosen picture and saves the article with its address', async () => {
    answerList([]);
    api().on('POST', '/media', (request) => {
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
      expect(request.body).toMatch(/name="image"; filename="clinic.jpg"/);
      return {
        status: 201,
        json: {
          success: true,
          message: 'Image uploaded successfully',
          data: {
            id: MEDIA_ID,
            url: `/api/media/${MEDIA_ID}`,
            contentType: 'image/jpeg',
            sizeKB: 30,
            width: 800,
            height: 600,
          },
        },
      };
    });
    api().on('POST', '/news', { status: 201, json: { success: true, data: {}, message: 'x' } });
    renderWithProviders(<NewsConsole />);
    await screen.findByText('No news articles found');
    const dialog = await openDialog('New article');
    fill(dialog, {
      Title: 'Clinic opens',
      Category: 'health',
      Author: 'Press Office',
      'Published date': '2025-03-01T10:30',
      Excerpt: 'Short.',
      Content: 'Long.',
    });
    fireEvent.change(within(dialog).getByLabelText('Upload image'), { target: { files: [photo()] } });
    expect(
      await within(dialog).findByText('Uploaded clinic.jpg (30 KB); its address is filled in below.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Image URL').value).toBe(`/api/media/${MEDIA_ID}`);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create article' }));
    expect(await screen.findByText('News article created successfully')).toBeTruthy();
    const create = api().requests.find(
      (request) => request.method === 'POST' && request.path === '/api/news',
    );
    expect(JSON.parse(create!.body)).toMatchObject({ image: `/api/media/${MEDIA_ID}` });
  });

  it('refuses a file that is not an image before sending, and shows the server refusal', async () => {
    answerList([]);
    api().on(
      'POST',
      '/media',
      fail(400, 'Please correct the highlighted fields.', { image: ['Please select an image file'] }),
    );
    renderWithProviders(<NewsConsole />);
    await screen.findByText('No news articles found');
    const dialog = await openDialog('New article');
    const zone = within(dialog).getByLabelText('Upload image');
    fireEvent.change(zone, { target: { files: [photo('notes.txt', 100, 'text/plain')] } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select an image file');
    expect(api().requests.filter((request) => request.path === '/api/media')).toHaveLength(0);

    fireEvent.change(zone, { target: { files: [photo('fake.png', 2048, 'image/png')] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please select an image file');
    expect(api().requests.filter((request) => request.path === '/api/media')).toHaveLength(1);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Image URL').value).toBe('');
  });
});
