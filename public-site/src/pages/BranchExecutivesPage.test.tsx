// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BranchExecutivesPage from './BranchExecutivesPage';
import {
  CONSTITUENCIES,
  NORTH,
  SOUTH,
  branch,
  definition,
  executive,
  fail,
  ok,
  renderPage,
  setupTestApi,
  ward,
} from './test-utils';

const server = setupTestApi();

describe('the branch executives page', () => {
  it('lists the branches of all wards, each with its ward, contacts and executives', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on(
      'GET',
      `/constituencies/${NORTH}/wards`,
      ok([
        ward('Ahodwo', [
          branch('w-Ahodwo', 'Nhyiaeso', [executive('Akosua Darko', { position_held: 'Branch Chairman' })]),
        ]),
        ward('Kaase', [branch('w-Kaase', 'Kwadwoan')]),
        ward('Atonsu', []),
      ]),
    );
    server().on(
      'GET',
      `/constituencies/${SOUTH}/wards`,
      ok([ward('Gyinyase', [branch('w-Gyinyase', 'Apraman', [executive('Yaa Asantewaa')])])]),
    );
    renderPage(<BranchExecutivesPage />);

    const nhyiaeso = await screen.findByRole('region', { name: 'Nhyiaeso' });
    const kwadwoan = screen.getByRole('region', { name: 'Kwadwoan' });
    expect(server().requests.find((request) => request.path.endsWith('/wards'))?.url).toContain(
      'include=branches',
    );
    expect(definition(nhyiaeso, 'Ward')).toBe('Ahodwo Ward');
    expect(definition(nhyiaeso, 'Office location')).toBe('Nhyiaeso community centre');
    expect(definition(nhyiaeso, 'Phone')).toBe('Not recorded');
    expect(within(nhyiaeso).getByRole('link', { name: 'nhyiaeso@example.org' }).getAttribute('href')).toBe(
      'mailto:nhyiaeso@example.org',
    );
    expect(within(nhyiaeso).getByRole('heading', { level: 4, name: 'Akosua Darko' })).toBeTruthy();
    expect(definition(kwadwoan, 'Ward')).toBe('Kaase Ward');
    expect(within(kwadwoan).getByText('No executives recorded yet.')).toBeTruthy();
    // Branch headings in ward order, one per branch.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Nhyiaeso',
      'Kwadwoan',
    ]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Constituency' }), SOUTH);
    const apraman = await screen.findByRole('region', { name: 'Apraman' });
    expect(definition(apraman, 'Ward')).toBe('Gyinyase Ward');
    expect(screen.queryByRole('region', { name: 'Nhyiaeso' })).toBeNull();
  });

  it('reports a failed load as failed branches', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/wards`, fail(503, 'Service unavailable'));
    renderPage(<BranchExecutivesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load branches')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when no ward has a branch yet', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/wards`, ok([ward('Atonsu', [])]));
    renderPage(<BranchExecutivesPage />);
    expect(await screen.findByText('No branches recorded yet.')).toBeTruthy();
  });
});
