// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import WardExecutivesPage from './WardExecutivesPage';
import {
  CONSTITUENCIES,
  NORTH,
  branch,
  executive,
  fail,
  ok,
  renderPage,
  setupTestApi,
  ward,
} from './test-utils';

const server = setupTestApi();

describe('the ward executives page', () => {
  const wards = [
    ward(
      'Ahodwo',
      [
        branch('w-Ahodwo', 'Nhyiaeso', [executive('Akosua Darko', { position_held: 'Branch Secretary' })]),
        branch('w-Ahodwo', 'Daban'),
      ],
      [executive('Kwabena Ofori', { position_held: 'Ward Chairman' })],
    ),
    ward('Kaase', []),
  ];

  it('shows each ward with its contacts, executives, and branches with their executives, from one call', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/wards`, ok(wards));
    renderPage(<WardExecutivesPage />);

    const ahodwo = await screen.findByRole('region', { name: 'Ahodwo Ward' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Constituency' }).value).toBe(NORTH);
    const wardCalls = server().requests.filter((request) => request.path.endsWith('/wards'));
    expect(wardCalls).toHaveLength(1);
    expect(wardCalls[0]?.url).toContain('include=branches');

    expect(within(ahodwo).getByText('Ahodwo ward office')).toBeTruthy();
    expect(within(ahodwo).getByRole('link', { name: 'ahodwo.ward@example.org' })).toBeTruthy();
    const wardExecutives = within(ahodwo).getByRole('list', { name: 'Ahodwo Ward executives' });
    expect(within(wardExecutives).getByRole('heading', { level: 4, name: 'Kwabena Ofori' })).toBeTruthy();

    const branches = within(ahodwo).getByRole('list', { name: 'Branches of Ahodwo Ward' });
    const nhyiaeso = within(branches).getByRole('article', { name: 'Nhyiaeso' });
    expect(within(nhyiaeso).getByText('Nhyiaeso community centre')).toBeTruthy();
    expect(within(nhyiaeso).getByRole('heading', { level: 5, name: 'Akosua Darko' })).toBeTruthy();
    expect(within(nhyiaeso).getByText('Branch Secretary')).toBeTruthy();
    const daban = within(branches).getByRole('article', { name: 'Daban' });
    expect(within(daban).getByText('No executives recorded yet.')).toBeTruthy();

    const kaase = screen.getByRole('region', { name: 'Kaase Ward' });
    expect(within(kaase).getByText('No executives recorded yet.')).toBeTruthy();
    expect(within(kaase).getByText('No branches recorded yet.')).toBeTruthy();
  });

  it('reports a failed ward list with a retry', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/wards`, fail(500, 'Server error'));
    renderPage(<WardExecutivesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load wards')).toBeTruthy();

    server().on('GET', `/constituencies/${NORTH}/wards`, ok(wards));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Ahodwo Ward' })).toBeTruthy();
  });

  it('shows a few wards a page, with links to the others that carry the page in the address', async () => {
    const many = ['Ahodwo', 'Kaase', 'Asokwa', 'Bantama', 'Suame'].map((name) => ward(name, []));
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/wards`, (request) => {
      const query = new URLSearchParams(request.url.split('?')[1]);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return ok(many.slice((page - 1) * limit, page * limit), 'OK', {
        pagination: { count: many.length, page, limit, total_pages: Math.ceil(many.length / limit) },
      });
    });
    renderPage(<WardExecutivesPage />, '/executives/ward');

    expect(await screen.findByRole('region', { name: 'Ahodwo Ward' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: / Ward$/ })).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Bantama Ward' })).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Pages of wards' });
    expect(within(pages).getByText('Page 1 of 2 (5 wards)')).toBeTruthy();
    expect(within(pages).queryByRole('link', { name: 'Previous wards' })).toBeNull();
    const more = within(pages).getByRole('link', { name: 'More wards' });
    expect(more.getAttribute('href')).toBe('/executives/ward?page=2');

    await userEvent.click(more);
    expect(await screen.findByRole('region', { name: 'Bantama Ward' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Suame Ward' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ahodwo Ward' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of wards' })).getByText('Page 2 of 2 (5 wards)'),
    ).toBeTruthy();
    const calls = server()
      .requests.filter((request) => request.path.endsWith('/wards'))
      .map((r) => r.url);
    expect(calls.at(-1)).toContain('page=2');
    expect(calls.at(-1)).toContain('limit=3');
  });

  it('offers the first page when the address asks for one past the last', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on(
      'GET',
      `/constituencies/${NORTH}/wards`,
      ok([], 'OK', { pagination: { count: 5, page: 9, limit: 3, total_pages: 2 } }),
    );
    renderPage(<WardExecutivesPage />, '/executives/ward?page=9');
    expect(await screen.findByText('There is no page 9 of wards.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/executives/ward?page=1',
    );
  });

  it('says so when the constituency has no wards yet', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/wards`, ok([]));
    renderPage(<WardExecutivesPage />);
    expect(await screen.findByText('No wards recorded yet.')).toBeTruthy();
  });
});
