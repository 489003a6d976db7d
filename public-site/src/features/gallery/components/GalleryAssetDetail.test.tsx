// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupTestApi } from '@party/shared-ui/testing';
import GalleryAssetPage from '../../../pages/GalleryAssetPage';
import GalleryPage from '../../../pages/GalleryPage';
import { renderRoutes } from '../../../shared/test-utils';

const server = setupTestApi();
/** A first load may be slow on a busy machine: wait for it longer than the default second. */
const SLOW = { timeout: 5000 };

const ID = '66666666-6666-4666-8666-666666666666';
const rally = {
  id: ID,
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

const renderAt = (entry: string) =>
  renderRoutes(entry, { '/gallery': <GalleryPage />, '/gallery/:id': <GalleryAssetPage /> });

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Gallery picture page', () => {
  it('opens a picture from its own address, with its caption and details', async () => {
    server().on('GET', `/gallery/assets/${ID}`, ok(rally));
    renderAt(`/gallery/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Youth rally' }, SLOW)).toBeTruthy();
    const picture = screen.getByRole('img', { name: 'Young members march through Asokwa.' });
    expect(picture.getAttribute('src')).toBe('https://images.example/rally.jpg');
    // The caption sits under the picture, in the figure that holds it.
    const caption = screen.getByText('Young members march through Asokwa.', { selector: 'figcaption' });
    expect(within(caption.closest('figure')!).getByRole('img')).toBe(picture);
    expect(fact('Captured')).toBe('28/02/2026');
    expect(fact('Published')).toBe('02/03/2026');
    expect(fact('Location')).toBe('Asokwa');
    expect(fact('Photographer')).toBe('Efua Owusu');
    expect(fact('Category')).toBe('Events');
    expect(fact('File size')).toBe('8.4 KB');
    expect(fact('Tags')).toBe('campaignyouth');
    expect(screen.getByRole('link', { name: 'Back to the gallery' }).getAttribute('href')).toBe('/gallery');
  }, 20_000);

  it('shows a not-found page for a picture the API does not give, with a way back', async () => {
    const user = userEvent.setup();
    server().on('GET', `/gallery/assets/${ID}`, fail(404, 'The gallery asset was not found.'));
    server().on('GET', '/gallery/assets', ok({ items: [], pagination: { count: 0, next: null } }));
    renderAt(`/gallery/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Picture not found' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to the gallery' }));
    expect(screen.getByTestId('location').textContent).toBe('/gallery');
  }, 20_000);

  it('shows a draft as not found, even when the API lets an administrator read it', async () => {
    server().on('GET', `/gallery/assets/${ID}`, ok({ ...rally, status: 'draft' }));
    renderAt(`/gallery/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Picture not found' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  }, 20_000);

  it('shows the not-found page for a malformed address without asking the server', () => {
    renderAt('/gallery/a1');
    expect(screen.getByRole('heading', { level: 1, name: 'Picture not found' })).toBeTruthy();
    expect(server().requests.filter((r) => r.path.startsWith('/api/gallery/assets/'))).toHaveLength(0);
  }, 20_000);
});
