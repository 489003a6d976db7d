// @vitest-environment jsdom
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, setupTestApi } from '@party/shared-ui/testing';
import GalleryAssetPage from '../../../pages/GalleryAssetPage';
import GalleryPage from '../../../pages/GalleryPage';
import { renderRoutes } from '../../../shared/test-utils';

const server = setupTestApi({ afterEach: () => vi.restoreAllMocks() });

function renderPage() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/gallery']}>
        <GalleryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rally = {
  id: 'a1',
  title: 'Youth rally',
  description: 'Young members march through Asokwa.',
  category: 'Events',
  imageUrl: 'https://images.example/rally.jpg',
  thumbnailUrl: 'https://images.example/rally-thumb.webp',
  uploadedAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  tags: ['campaign', 'youth'],
  location: 'Asokwa',
  photographer: 'Efua Owusu',
  capturedAt: '2026-02-28',
  fileSizeKB: 8.4,
  originalSizeKB: 412,
  status: 'published',
};
// Spelled in snake case, as spec 01 §3 allows.
const clinic = {
  id: 'b2',
  title: 'Clinic opening',
  description: 'The new maternity ward.',
  category: 'Projects',
  image_url: 'https://images.example/clinic.jpg',
  thumbnail_url: null,
  uploaded_at: '2026-01-15T09:00:00.000Z',
  tags: 'health',
  location: 'Bantama',
  photographer: null,
  captured_at: null,
  file_size_kb: 9.9,
};
// Everything optional missing: the page's defaults.
const bare = { id: 'c3', imageUrl: 'https://images.example/bare.jpg', tags: [] };

function serveAssets(items: unknown[] = [rally, clinic, bare]) {
  const pagination = { count: items.length, page: 1, limit: 100, total_pages: 1, next: null, previous: null };
  server().on('GET', '/gallery/assets', ok({ items, pagination }, 'OK', { pagination }));
}

const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Gallery at a glance' })).getByText(label).nextElementSibling!;
const grid = () => within(screen.getByRole('region', { name: 'Browse the gallery' }));

describe('Gallery page', () => {
  it('loads the assets page by page size 100 and shows the slideshow and statistics', async () => {
    serveAssets();
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading gallery assets…');

    const show = await screen.findByRole('region', { name: 'Featured photographs' });
    expect(within(show).getByRole('img', { name: 'Young members march through Asokwa.' })).toBeTruthy();
    expect(within(show).getAllByRole('button', { name: /^Show photo/ })).toHaveLength(3);
    expect(server().requests[0]?.url).toContain('page_size=100');

    expect(stat('Total assets').textContent).toBe('3');
    expect(stat('Locations').textContent).toBe('2'); // Asokwa and Bantama; a missing one is not a place
    expect(stat('10 KB safety check').textContent).toBe('Passed');
    expect(stat('10 KB safety check').nextElementSibling?.textContent).toBe(
      'All 2 sized images are 10 KB or less.',
    );
  });

  it('needs attention when a sized asset is over 10 KB', async () => {
    serveAssets([rally, { ...clinic, file_size_kb: 10.2 }, bare]);
    renderPage();
    await screen.findByRole('region', { name: 'Featured photographs' });
    expect(stat('10 KB safety check').textContent).toBe('Attention needed');
    expect(stat('10 KB safety check').nextElementSibling?.textContent).toBe(
      '1 of 2 sized images is over 10 KB.',
    );
  });

  it('shows the details of the selected asset, with the defaults for missing fields', async () => {
    const user = userEvent.setup();
    serveAssets();
    renderPage();
    await screen.findByRole('region', { name: 'Featured photographs' });

    // The first asset is selected at first.
    expect(grid().getByRole('button', { name: 'Youth rally Events · Asokwa', pressed: true })).toBeTruthy();
    let panel = within(screen.getByRole('region', { name: 'Youth rally' }));
    const fact = (label: string) =>
      panel.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Captured')).toBe('28/02/2026');
    expect(fact('Published')).toBe('02/03/2026');
    expect(fact('Location')).toBe('Asokwa');
    expect(fact('Photographer')).toBe('Efua Owusu');
    expect(fact('Category')).toBe('Events');
    expect(fact('File size')).toBe('8.4 KB');
    expect(fact('Tags')).toBe('campaignyouth');

    await user.click(grid().getByRole('button', { name: 'Untitled Asset Uncategorized · Location pending' }));
    expect(
      grid().getByRole('button', { name: 'Untitled Asset Uncategorized · Location pending', pressed: true }),
    ).toBeTruthy();
    expect(grid().getByRole('button', { name: 'Youth rally Events · Asokwa', pressed: false })).toBeTruthy();
    panel = within(screen.getByRole('region', { name: 'Untitled Asset' }));
    expect(fact('Category')).toBe('Uncategorized');
    expect(fact('Location')).toBe('Location pending');
    expect(fact('Photographer')).toBe('Constituency Media Team');
    expect(fact('Captured')).toBe('Not recorded');
    expect(fact('File size')).toBe('Not recorded');
    expect(fact('Tags')).toBe('None');

    await user.click(grid().getByRole('button', { name: 'Clinic opening Projects · Bantama' }));
    panel = within(screen.getByRole('region', { name: 'Clinic opening' }));
    expect(fact('Published')).toBe('15/01/2026');
    expect(fact('Photographer')).toBe('Constituency Media Team');
    expect(fact('Tags')).toBe('health');
    expect(panel.getByRole('img', { name: 'The new maternity ward.' }).getAttribute('src')).toBe(
      'https://images.example/clinic.jpg',
    );
  });

  it('filters by collection and by text in the title, description or tags', async () => {
    const user = userEvent.setup();
    serveAssets();
    renderPage();
    await screen.findByRole('region', { name: 'Featured photographs' });
    // The cards are the toggle buttons of the grid.
    const cards = () =>
      grid()
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-pressed'));
    expect(cards()).toHaveLength(3);

    const collection = screen.getByRole('combobox', { name: 'Collection' });
    expect(
      within(collection)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All collections', 'Events', 'Projects', 'Uncategorized']);
    await user.selectOptions(collection, 'Uncategorized');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 assets');

    await user.selectOptions(collection, 'All collections');
    const search = screen.getByRole('searchbox', { name: 'Search gallery' });
    await user.type(search, 'HEALTH'); // a tag
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(
      grid().getByRole('button', { name: 'Clinic opening Projects · Bantama', pressed: true }),
    ).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'march through'); // a description
    await waitFor(() =>
      expect(grid().queryByRole('button', { name: 'Clinic opening Projects · Bantama' })).toBeNull(),
    );
    expect(grid().getByRole('button', { name: 'Youth rally Events · Asokwa' })).toBeTruthy();

    await user.selectOptions(collection, 'Projects');
    expect(screen.getByText('No assets match your filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all assets' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('asks to log in when the load is answered 401', async () => {
    server().on(
      'GET',
      '/gallery/assets',
      fail(401, 'Authentication credentials were not provided.', {}, 'AUTH_REQUIRED'),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Authentication required. Please log in to view gallery.');
    expect(within(alert).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('asks to log in when the answer carries the code AUTH_REQUIRED', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server().on('GET', '/gallery/assets', fail(403, 'Sign in first.', {}, 'AUTH_REQUIRED'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Authentication required. Please log in to view gallery.',
    );
  });

  it('says it cannot load the gallery on any other failure, and tries again on request', async () => {
    const user = userEvent.setup();
    server().on('GET', '/gallery/assets', fail(500, 'Internal error'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load gallery assets right now.');
    expect(alert.textContent).not.toContain('Authentication');

    serveAssets();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Featured photographs' });
  });

  it('says so when nothing is published', async () => {
    serveAssets([]);
    renderPage();
    expect(await screen.findByText('No photographs have been published yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured photographs' })).toBeNull();
    expect(stat('Total assets').textContent).toBe('0');
  });

  it('keeps the collection, the search and the selected picture in the address, for the way back', async () => {
    const user = userEvent.setup();
    const march = { ...rally, id: '77777777-7777-4777-8777-777777777777', title: 'March past' };
    const youth = { ...rally, id: '88888888-8888-4888-8888-888888888888' };
    serveAssets([march, youth, { ...clinic, id: '99999999-9999-4999-8999-999999999999' }]);
    server().on('GET', `/gallery/assets/${youth.id}`, ok(youth));
    renderRoutes('/gallery', { '/gallery': <GalleryPage />, '/gallery/:id': <GalleryAssetPage /> });
    await screen.findByRole('region', { name: 'Featured photographs' }, { timeout: 5000 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), 'Events');
    await user.type(screen.getByRole('searchbox', { name: 'Search gallery' }), 'youth');
    await user.click(grid().getByRole('button', { name: 'Youth rally Events · Asokwa' }));
    expect(screen.getByTestId('location').textContent).toBe(
      `/gallery?collection=Events&search=youth&selected=${youth.id}`,
    );

    // The details' title leads to the picture's own page.
    const panel = within(screen.getByRole('region', { name: 'Youth rally' }));
    const link = panel.getByRole('link', { name: 'Youth rally' });
    expect(link.getAttribute('href')).toBe(`/gallery/${youth.id}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Youth rally' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the gallery' }).getAttribute('href')).toBe(
      `/gallery?collection=Events&search=youth&selected=${youth.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByRole('region', { name: 'Browse the gallery' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Collection' }).value).toBe('Events');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search gallery' }).value).toBe('youth');
    expect(grid().getByRole('button', { name: 'Youth rally Events · Asokwa', pressed: true })).toBeTruthy();
  }, 20_000);
});
