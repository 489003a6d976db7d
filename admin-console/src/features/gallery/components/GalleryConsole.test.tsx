// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, setupTestApi, signInAs } from '../../../shared/test-utils';
import { GalleryConsole } from './GalleryConsole';

const api = setupTestApi();

function asset(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    title: `Asset ${id}`,
    description: null,
    category: 'Rallies',
    imageUrl: `https://example.org/${id}.webp`,
    thumbnailUrl: null,
    uploadedAt: '2025-01-10T10:00:00Z',
    updatedAt: '2025-01-10T10:00:00Z',
    tags: [],
    location: null,
    photographer: null,
    capturedAt: null,
    fileSizeKB: 8,
    originalSizeKB: null,
    originalUrl: null,
    status: 'published',
    ...overrides,
  };
}

function listReply(items: unknown[]) {
  const pagination = { count: items.length, page: 1, limit: 100, total_pages: 1, next: null, previous: null };
  return ok({ items, pagination }, 'OK', { pagination });
}

const sent = (method: string, path?: string) =>
  api().requests.filter((request) => request.method === method && (!path || request.path === `/api${path}`));

/** The visually hidden title may be read with spaces around it (jsdom's styles): any run of spaces. */
const ORIGINAL_LINK = /^Download original\s+of Rally crowd\s+\(405\.3 KB\)$/;

function audit(overrides: Record<string, unknown> = {}) {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    status: 'running',
    total: 2,
    done: 0,
    failed: 0,
    beforeKB: 0,
    afterKB: 0,
    startedAt: '2025-02-20T09:00:00Z',
    finishedAt: null,
    ...overrides,
  };
}

/** A JPEG-typed file of `bytes` bytes (its content is not looked at by the form). */
const imageFile = (name: string, bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  api().on('GET', '/gallery/audits/current', ok(null));
});

describe('GalleryConsole', () => {
  it('loads every asset with status=all and shows the metrics and the over-10 KB audit', async () => {
    api().on(
      'GET',
      '/gallery/assets',
      listReply([
        asset(1, { fileSizeKB: 14.2, title: 'Rally crowd', uploadedAt: '2025-02-20T09:00:00Z' }),
        asset(2, { fileSizeKB: null, category: 'Outreach' }),
        asset(3, { fileSizeKB: 10 }),
        asset(4, { fileSizeKB: 9.5, location: 'Asokwa', tags: ['ward', 'youth'], capturedAt: '2025-01-05' }),
      ]),
    );
    renderWithProviders(<GalleryConsole />);
    // The first render of the file loads the console's modules: on a busy machine that takes a while.
    expect(await screen.findByText('75%', {}, { timeout: 5000 })).toBeTruthy();
    const request = new URL(`http://x${sent('GET', '/gallery/assets')[0]!.url}`);
    expect(request.searchParams.get('status')).toBe('all');
    expect(screen.getByText('Curated Assets').nextElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Latest Upload').nextElementSibling?.textContent).toBe('20/02/2025');

    const oversize = screen.getByRole('list', { name: 'Assets over 10 KB' });
    expect(within(oversize).getAllByRole('listitem')).toHaveLength(1);
    expect(oversize.textContent).toContain('Rally crowd');
    expect(within(oversize).getByRole('button', { name: 'Request Compression of Rally crowd' })).toBeTruthy();
    expect(screen.queryByText('All curated assets currently meet the 10 KB specification')).toBeNull();

    const coverage = screen.getByRole('list', { name: 'Category coverage' });
    expect(coverage.textContent).toContain('Rallies3');
    expect(coverage.textContent).toContain('Outreach1');
    expect(
      within(screen.getByRole('list', { name: 'Operational backlog' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Launch Bulk Audit' })).toBeTruthy();

    const row = screen.getByText('Asset 4').closest('tr')!;
    expect(row.textContent).toContain('Asokwa');
    expect(row.textContent).toContain('9.5 KB');
    expect(row.textContent).toContain('ward, youth');
    const bare = screen.getByText('Asset 2').closest('tr')!;
    expect(bare.textContent).toContain('Location pending');
    expect(within(bare).getAllByText('TBC')).toHaveLength(2);
    expect(bare.textContent).toContain('N/A');
  });

  it('says every asset meets the 10 KB specification when none is over it', async () => {
    api().on('GET', '/gallery/assets', listReply([asset(1), asset(2, { fileSizeKB: null })]));
    renderWithProviders(<GalleryConsole />);
    expect(await screen.findByText('All curated assets currently meet the 10 KB specification')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it('checks the add-asset form: a title and an image, which must be an image under 5 MB', async () => {
    api().on('GET', '/gallery/assets', listReply([]));
    renderWithProviders(<GalleryConsole />);
    await screen.findByText('No gallery assets');
    const form = screen.getByRole('form', { name: 'Add asset' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
    expect(within(form).getByText('Title is required')).toBeTruthy();
    expect(within(form).getByText('Please select an image file or give an image URL')).toBeTruthy();
    expect(sent('POST')).toHaveLength(0);

    const input = within(form).getByLabelText(/^Image$/);
    fireEvent.change(input, { target: { files: [imageFile('notes.txt', 100, 'text/plain')] } });
    expect(within(form).getByRole('alert').textContent).toBe('Please select an image file');
    const zone = form.querySelector('[data-drop-zone]')!;
    fireEvent.drop(zone, { dataTransfer: { files: [imageFile('huge.jpg', 5 * 1024 * 1024)] } });
    expect(within(form).getByRole('alert').textContent).toBe('File size must be less than 5MB');
    expect(sent('POST')).toHaveLength(0);
  });

  it('uploads a dropped picture with its details, then shows it in the inventory', async () => {
    let items: unknown[] = [];
    api().on('GET', '/gallery/assets', () => listReply(items));
    api().on('POST', '/gallery/assets', (request) => {
      items = [asset(5, { title: 'Town hall', fileSizeKB: 405.3, originalSizeKB: 405.3 })];
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
      return {
        status: 201,
        json: { success: true, data: items[0], message: 'Gallery asset created successfully' },
      };
    });
    renderWithProviders(<GalleryConsole />);
    await screen.findByText('No gallery assets');
    const form = screen.getByRole('form', { name: 'Add asset' });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Town hall' } });
    fireEvent.change(within(form).getByLabelText(/^Tags/), { target: { value: 'ward, youth' } });
    const zone = form.querySelector('[data-drop-zone]')!;
    fireEvent.drop(zone, { dataTransfer: { files: [imageFile('hall.jpg', 40 * 1024)] } });
    expect(within(form).getByText('hall.jpg')).toBeTruthy();
    expect(within(form).getByText('40 KB')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));

    expect(await within(form).findByText('Added "Town hall" to the gallery.')).toBeTruthy();
    const [post] = sent('POST', '/gallery/assets');
    expect(post!.body).toContain('name="title"\r\n\r\nTown hall');
    expect(post!.body).toContain('name="tags"\r\n\r\nward, youth');
    expect(post!.body).toContain('name="status"\r\n\r\npublished');
    expect(post!.body).toMatch(/name="image"; filename="hall.jpg"/);
    expect(post!.body).not.toContain('name="imageUrl"');
    // The new asset is in the inventory and its figures at once, and the form is empty again.
    expect(await screen.findByText('405.3 KB')).toBeTruthy();
    expect(screen.getByText('Curated Assets').nextElementSibling?.textContent).toBe('1');
    expect(within(form).queryByText('hall.jpg')).toBeNull();
    expect(within(form).getByLabelText<HTMLInputElement>(/^Title/).value).toBe('');
  });

  it("shows the server's refusal of an upload beside the image", async () => {
    api().on('GET', '/gallery/assets', listReply([]));
    api().on(
      'POST',
      '/gallery/assets',
      fail(400, 'Please correct the highlighted fields.', { image: ['Please select an image file'] }),
    );
    renderWithProviders(<GalleryConsole />);
    await screen.findByText('No gallery assets');
    const form = screen.getByRole('form', { name: 'Add asset' });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Fake' } });
    fireEvent.change(within(form).getByLabelText(/^Image$/), {
      target: { files: [imageFile('fake.png', 2048, 'image/png')] },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please select an image file');
    expect(within(form).getByText('fake.png')).toBeTruthy();
  });

  it('says so when the upload answers without an asset', async () => {
    api().on('GET', '/gallery/assets', listReply([]));
    api().on('POST', '/gallery/assets', { status: 201, json: { success: true, data: null, message: 'x' } });
    renderWithProviders(<GalleryConsole />);
    await screen.findByText('No gallery assets');
    const form = screen.getByRole('form', { name: 'Add asset' });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Hall' } });
    fireEvent.change(within(form).getByLabelText(/^Image URL/), {
      target: { value: 'https://images.example.org/hall.jpg' },
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
    expect(await within(form).findByText('Upload endpoint returned an empty payload.')).toBeTruthy();

    api().on('POST', '/gallery/assets', { status: 201, json: { success: true, data: ['?'], message: 'x' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
    expect(await within(form).findByText('Upload endpoint returned an unexpected payload.')).toBeTruthy();
  });

  it('requests compression of an asset over 10 KB and says what it saved', async () => {
    const large = asset(1, {
      title: 'Rally crowd',
      fileSizeKB: 405.3,
      originalSizeKB: 405.3,
      originalUrl: '/api/media/00000000-0000-4000-8000-0000000000f1',
    });
    let items = [large];
    api().on('GET', '/gallery/assets', () => listReply(items));
    api().on('POST', `/gallery/assets/${large.id}/compress`, () => {
      items = [{ ...large, fileSizeKB: 5.1 }];
      return ok({ beforeKB: 405.3, afterKB: 5.1, asset: items[0] });
    });
    renderWithProviders(<GalleryConsole />);
    const link = await screen.findByRole('link', { name: ORIGINAL_LINK });
    expect(link.getAttribute('href')).toBe('/api/media/00000000-0000-4000-8000-0000000000f1');
    expect(link.hasAttribute('download')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Request Compression of Rally crowd' }));
    expect(await screen.findByText('"Rally crowd": Compressed from 405.3 KB to 5.1 KB.')).toBeTruthy();
    expect(await screen.findByText('All curated assets currently meet the 10 KB specification')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    // The original is still offered.
    expect(screen.getByRole('link', { name: ORIGINAL_LINK })).toBeTruthy();
  });

  it('launches a bulk audit on the server and follows its progress to the end', async () => {
    let reads = 0;
    let items = [asset(1, { fileSizeKB: 40 }), asset(2, { fileSizeKB: 50 })];
    api().on('GET', '/gallery/assets', () => listReply(items));
    api().on('POST', '/gallery/audits', {
      status: 202,
      json: { success: true, data: audit(), message: 'Gallery audit started' },
    });
    api().on('GET', '/gallery/audits/current', () => {
      reads += 1;
      if (reads === 1) return ok(null);
      if (reads === 2) return ok(audit({ done: 1, beforeKB: 40, afterKB: 5 }));
      items = [asset(1, { fileSizeKB: 5 }), asset(2, { fileSizeKB: 6 })];
      return ok(
        audit({ status: 'finished', done: 2, beforeKB: 90, afterKB: 11, finishedAt: '2025-02-20T09:01:00Z' }),
      );
    });
    renderWithProviders(<GalleryConsole />);
    expect(await screen.findByText('0%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Launch Bulk Audit' }));
    const bar = await screen.findByRole('progressbar', { name: 'Bulk audit progress' });
    expect(bar.getAttribute('aria-valuemax')).toBe('2');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Compressing assets over 10 KB: 0 of 2 done')).toBeTruthy();
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('1'), { timeout: 3000 });
    expect(
      await screen.findByText(
        'Bulk audit finished: 2 of 2 assets compressed (90 KB down to 11 KB).',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    // The inventory is read again: every asset is now within 10 KB.
    expect(await screen.findByText('100%')).toBeTruthy();
    expect(sent('POST', '/gallery/audits')).toHaveLength(1);
  });

  it('removes an asset after confirmation, then reloads; and reports a failed removal', async () => {
    let items = [asset(1), asset(2)];
    api().on('GET', '/gallery/assets', () => listReply(items));
    api().on('DELETE', `/gallery/assets/${asset(1).id}`, () => {
      items = [asset(2)];
      return ok(null);
    });
    renderWithProviders(<GalleryConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Asset 1' }));
    expect(sent('DELETE')).toHaveLength(0);
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Asset 1')).toBeNull());
    expect(sent('DELETE')).toHaveLength(1);
    expect(sent('GET').length).toBeGreaterThanOrEqual(2);

    api().on('DELETE', `/gallery/assets/${asset(2).id}`, fail(500, 'boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Asset 2' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Unable to remove gallery asset on backend.')).toBeTruthy();
  });

  it('shows the access message to a member and loads nothing', async () => {
    signInAs('member');
    renderWithProviders(<GalleryConsole />);
    expect(
      screen.getByText(
        'Only constituency executive administrators can access the gallery management workspace.',
      ),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api().requests).toHaveLength(0);
  });

  it('lets an executive administrator in', async () => {
    signInAs('executive_admin');
    api().on('GET', '/gallery/assets', listReply([asset(1)]));
    renderWithProviders(<GalleryConsole />);
    expect(await screen.findByText('Asset 1')).toBeTruthy();
  });

  it('shows the load failure', async () => {
    api().on('GET', '/gallery/assets', fail(500, 'Database down'));
    renderWithProviders(<GalleryConsole />);
    expect(await screen.findByText('Unable to load gallery assets right now.')).toBeTruthy();
  });
});
