// @vitest-environment jsdom
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithProviders, setupTestApi, signInAs } from '../../../shared/test-utils';
import { TrashConsole } from './TrashConsole';

const api = setupTestApi();

const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'ward',
  recordId: `r-${id}`,
  label: 'Atonsu',
  summary: 'With 2 branches and 1 executive',
  deletedAt: '2026-11-28T14:05:09.000Z',
  purgeAt: '2026-12-28T14:05:09.000Z',
  deletedById: 'u-ama',
  deletedByUsername: 'ama',
  ...extra,
});

const ENTRIES = [
  entry('t1'),
  entry('t2', {
    kind: 'gallery_asset',
    label: 'Rally at the market',
    summary: 'Uploaded picture with its thumbnail',
    deletedById: null,
    deletedByUsername: null,
  }),
];

const pagination = (count: number, page = 1) => ({
  count,
  page,
  limit: 20,
  total_pages: Math.max(1, Math.ceil(count / 20)),
  next: null,
  previous: null,
});

function answerTrash(entries: unknown[] = ENTRIES) {
  api().on(
    'GET',
    '/trash',
    ok(entries, 'Trash retrieved successfully', { pagination: pagination(entries.length) }),
  );
}

const trashQueries = () =>
  api()
    .requests.filter((request) => request.method === 'GET' && request.path.endsWith('/trash'))
    .map((request) => new URL(request.url, 'http://test').searchParams);

const rowOf = (label: string) => screen.getByRole('rowheader', { name: new RegExp(label) }).closest('tr')!;

async function renderLoaded(entries: unknown[] = ENTRIES) {
  answerTrash(entries);
  const user = userEvent.setup();
  renderWithProviders(<TrashConsole />);
  await screen.findByRole('table', { name: 'Deleted records' });
  await screen.findByText('Atonsu');
  return user;
}

describe('TrashConsole', () => {
  it('tells a member that it needs administrator access and asks the API for nothing', () => {
    signInAs('member');
    renderWithProviders(<TrashConsole />);
    expect(screen.getByText('You need administrator access to view this page.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api().requests).toEqual([]);
  });

  it('lists what was deleted, what went with it, by whom, when, and when it goes for good', async () => {
    await renderLoaded();
    const table = screen.getByRole('table', { name: 'Deleted records' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'What',
      'What went with it',
      'Deleted by',
      'Deleted',
      'Deleted for good on',
      'Actions',
    ]);

    const ward = rowOf('Atonsu');
    expect(within(ward).getByRole('rowheader').textContent).toBe('AtonsuWard');
    expect(ward.textContent).toContain('With 2 branches and 1 executive');
    expect(ward.textContent).toContain('ama');
    const [deleted, purged] = ward.querySelectorAll('time');
    expect(deleted?.getAttribute('dateTime')).toBe('2026-11-28T14:05:09.000Z');
    expect(purged?.getAttribute('dateTime')).toBe('2026-12-28T14:05:09.000Z');
    expect(purged?.textContent).toBe('28/12/2026');

    // The kind as a word; an account deleted since is no longer named.
    const picture = rowOf('Rally at the market');
    expect(picture.textContent).toContain('Gallery picture');
    expect(picture.textContent).toContain('Unknown');
    expect(within(picture).getByRole('button', { name: 'Restore Rally at the market' })).toBeTruthy();
    expect(within(picture).getByRole('button', { name: 'Delete forever Rally at the market' })).toBeTruthy();
    expect(trashQueries()[0]?.get('page')).toBe('1');
  });

  it('sends the kind, who deleted, the words and the dates on Apply, from page 1', async () => {
    const user = await renderLoaded();
    const form = screen.getByRole('form', { name: 'Filter the Trash' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Ward');
    await user.type(within(form).getByLabelText('Deleted by'), ' Ama ');
    await user.type(within(form).getByLabelText('Search'), 'Atonsu');
    await user.type(within(form).getByLabelText('From'), '2026-11-01');
    await user.type(within(form).getByLabelText('To'), '2026-11-28');
    const before = trashQueries().length;
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(trashQueries().length).toBeGreaterThan(before));
    const query = trashQueries().at(-1)!;
    expect(query.get('kind')).toBe('ward');
    expect(query.get('deletedBy')).toBe('Ama');
    expect(query.get('search')).toBe('Atonsu');
    expect(query.get('from')).toBe('2026-11-01');
    expect(query.get('to')).toBe('2026-11-28');
    expect(query.get('page')).toBe('1');

    // Reset asks for everything again, with no filter sent.
    await user.click(within(form).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(trashQueries().at(-1)?.get('kind')).toBeNull());
    expect([...trashQueries().at(-1)!.keys()].sort()).toEqual(['limit', 'page']);
  });

  it.each([
    ['super_admin', true],
    ['admin', false],
  ])('offers %s the Account kind only with a super role (%s)', async (role, offered) => {
    signInAs(role);
    await renderLoaded();
    const kinds = within(screen.getByLabelText('Kind'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds.slice(0, 3)).toEqual(['All kinds', 'News article', 'Project']);
    expect(kinds.includes('Account')).toBe(offered);
    expect(kinds).toContain('Ward');
  });

  it('restores at once, says so and reloads the list', async () => {
    const user = await renderLoaded();
    api().on(
      'POST',
      '/trash/t1/restore',
      ok({ kind: 'ward', recordId: 'r-t1', label: 'Atonsu' }, '“Atonsu” restored'),
    );
    const before = trashQueries().length;
    answerTrash([ENTRIES[1]]);

    await user.click(screen.getByRole('button', { name: 'Restore Atonsu' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await screen.findByText('“Atonsu” restored')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('Atonsu')).toBeNull());
    expect(trashQueries().length).toBeGreaterThan(before);
    expect(
      api()
        .requests.filter((request) => request.method === 'POST')
        .map((request) => request.path),
    ).toEqual(['/api/trash/t1/restore']);
  });

  it('makes every cached read stale after a restore: the record shows again in its console', async () => {
    answerTrash();
    api().on('POST', '/trash/t1/restore', ok({ kind: 'ward', recordId: 'r-t1', label: 'Atonsu' }));
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    const wards = ['admin', 'organisation', 'wards', 'c-1', 1, 10];
    const publicWards = ['wards', 'list', 'c-1', { include: 'branches' }];
    client.setQueryData(wards, { items: [], page: 1, totalPages: 1, totalItems: 0 });
    client.setQueryData(publicWards, []);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TrashConsole />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Atonsu');
    expect(client.getQueryState(wards)?.isInvalidated).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Restore Atonsu' }));
    await screen.findByText('“Atonsu” restored');
    expect(client.getQueryState(wards)?.isInvalidated).toBe(true);
    expect(client.getQueryState(publicWards)?.isInvalidated).toBe(true);
  });

  it("shows the server's reason when a restore is refused, and keeps the entry", async () => {
    const user = await renderLoaded();
    const reason = 'Restore “Asokwa” first: this ward belonged to it, and it is in the Trash too.';
    api().on('POST', '/trash/t1/restore', fail(409, reason, {}, 'CONFLICT'));

    await user.click(screen.getByRole('button', { name: 'Restore Atonsu' }));
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    expect(screen.getByText('Atonsu')).toBeTruthy();
  });

  it('asks before deleting for good, naming the record and saying it cannot be undone', async () => {
    const user = await renderLoaded();
    api().on('DELETE', '/trash/t1', ok(null, 'Deleted for good'));

    await user.click(screen.getByRole('button', { name: 'Delete forever Atonsu' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Delete ward “Atonsu” with 2 branches and 1 executive for good? This cannot be undone.',
    );
    // Cancel sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api().requests.some((request) => request.method === 'DELETE')).toBe(false);

    answerTrash([ENTRIES[1]]);
    await user.click(screen.getByRole('button', { name: 'Delete forever Atonsu' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete forever' }),
    );
    expect((await screen.findByText('“Atonsu” deleted for good')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('Atonsu')).toBeNull());
    expect(
      api()
        .requests.filter((request) => request.method === 'DELETE')
        .map((request) => request.path),
    ).toEqual(['/api/trash/t1']);
  });

  it('says the Trash is empty and how long records stay', async () => {
    answerTrash([]);
    renderWithProviders(<TrashConsole />);
    expect(await screen.findByText('No deleted records found')).toBeTruthy();
    expect(screen.getByText('The Trash is empty. Deleted records stay here for 30 days.')).toBeTruthy();
  });

  it('says when the Trash cannot be loaded', async () => {
    api().on('GET', '/trash', fail(500, 'Something went wrong'));
    renderWithProviders(<TrashConsole />);
    expect(await screen.findByText(/Failed to load the Trash|Something went wrong/)).toBeTruthy();
  });
});
