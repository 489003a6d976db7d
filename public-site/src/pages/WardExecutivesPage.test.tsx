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

  it('says so when the constituency has no wards yet', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/wards`, ok([]));
    renderPage(<WardExecutivesPage />);
    expect(await screen.findByText('No wards recorded yet.')).toBeTruthy();
  });
});
