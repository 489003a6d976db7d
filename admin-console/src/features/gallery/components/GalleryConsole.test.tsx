// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, setupTestApi, signInAs } from '../../../shared/test-utils';
import { GalleryConsole } from './GalleryConsole';
import { NO_UPLOAD_NOTICE } from './AddAssetForm';

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
    status: 'published',
    ...overrides,
  };
}

function listReply(items: unknown[]) {
  const pagination = { count: items.length, page: 1, limit: 100, total_pages: 1, next: null, previous: null };
  return ok({ items, pagination }, 'OK', { pagination });
}

const sent = (method: string) => api().requests.filter((request) => request.method === method);

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
    expect(await screen.findByText('75%')).toBeTruthy();
    const request = new URL(`http://x${api().requests[0]!.url}`);
    expect(request.searchParams.get('status')).toBe('all');
    expect(screen.getByText('Curated Assets').nextElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Latest Upload').nextElementSibling?.textContent).toBe('20/02/2025');

    const audit = screen.getByRole('list', { name: 'Assets over 10 KB' });
    expect(within(audit).getAllByRole('listitem')).toHaveLength(1);
    expect(audit.textContent).toContain('Rally crowd');
    expect(within(audit).getByRole('button', { name: 'Request Compression' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByText('All curated assets currently meet the 10 KB specification')).toBeNull();

    const coverage = screen.getByRole('list', { name: 'Category coverage' });
    expect(coverage.textContent).toContain('Rallies3');
    expect(coverage.textContent).toContain('Outreach1');
    expect(
      within(screen.getByRole('list', { name: 'Operational backlog' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Launch Bulk Audit' })).toHaveProperty('disabled', true);

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

  it('checks the add-asset form and makes no call on submit', async () => {
    api().on('GET', '/gallery/assets', listReply([]));
    renderWithProviders(<GalleryConsole />);
    await screen.findByText('No gallery assets');
    const form = screen.getByRole('form', { name: 'Add asset' });
    const before = api().requests.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
    expect(within(form).getByText('Title is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Town hall' } });
    fireEvent.change(within(form).getByLabelText(/^File size/), { target: { value: '12' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
    expect(within(form).getByText('File size must be between 0 and 10 KB')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^File size/), { target: { value: '9.5' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add asset' }));
    expect(within(form).getByText(NO_UPLOAD_NOTICE)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api().requests.length).toBe(before);
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
