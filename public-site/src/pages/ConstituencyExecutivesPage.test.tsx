// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ConstituencyExecutivesPage from './ConstituencyExecutivesPage';
import {
  CONSTITUENCIES,
  NORTH,
  SOUTH,
  definition,
  executive,
  fail,
  ok,
  renderPage,
  setupTestApi,
} from './test-utils';

const server = setupTestApi();

describe('the constituency executives page', () => {
  it('defaults to the first constituency, shows its office and executives, and switches on selection', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on(
      'GET',
      `/constituencies/${NORTH}/executives`,
      ok([
        executive('Kwame Asante Mensah', { position_held: 'Constituency Chairman' }),
        executive('Ama Owusu', {
          position_held: 'Secretary',
          picture: '/api/media/0b6b3a00-0000-4000-8000-000000000001',
          date_of_end_of_tenure: '2026-11-22',
          phone_number: null,
          email: 'ama.owusu@example.org',
        }),
      ]),
    );
    server().on(
      'GET',
      `/constituencies/${SOUTH}/executives`,
      ok([executive('Yaw Boateng', { position_held: 'Organiser' })]),
    );
    renderPage(<ConstituencyExecutivesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Constituency Executives' })).toBeTruthy();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Constituency' });
    expect(select.value).toBe(NORTH);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['North Constituency', 'South Constituency']);

    // The office details of the first constituency.
    const office = screen.getByRole('region', { name: 'North Constituency' });
    expect(within(office).getByText('North Constituency Office, High Street')).toBeTruthy();
    expect(within(office).getByRole('link', { name: '032 202 4581' }).getAttribute('href')).toBe(
      'tel:0322024581',
    );
    expect(
      within(office).getByRole('link', { name: 'north.constituency@example.org' }).getAttribute('href'),
    ).toBe('mailto:north.constituency@example.org');

    // Its executives, up to 100 of them.
    const list = await screen.findByRole('list', { name: 'North Constituency executives' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(server().requests.find((request) => request.path.endsWith('/executives'))?.url).toContain(
      'limit=100',
    );
    expect(server().requests.find((request) => request.path === '/api/constituencies')?.url).toContain(
      'limit=100',
    );

    const kwame = cards[0]!;
    expect(within(kwame).getByRole('heading', { level: 3, name: 'Kwame Asante Mensah' })).toBeTruthy();
    expect(within(kwame).getByText('Constituency Chairman')).toBeTruthy();
    // No picture: a placeholder with the initials, named by the person.
    const placeholder = within(kwame).getByRole('img', { name: 'Kwame Asante Mensah' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.textContent).toBe('KM');
    expect(definition(kwame, 'Date of birth')).toBe('06/03/1970');
    expect(definition(kwame, 'Assumed office')).toBe('15/01/2022');
    expect(definition(kwame, 'End of tenure')).toBe('Present');
    expect(within(kwame).getByRole('link', { name: '024 123 4567' }).getAttribute('href')).toBe(
      'tel:0241234567',
    );
    expect(within(kwame).getByRole('link', { name: 'someone@example.org' }).getAttribute('href')).toBe(
      'mailto:someone@example.org',
    );

    const ama = cards[1]!;
    const photo = within(ama).getByRole<HTMLImageElement>('img', { name: 'Ama Owusu' });
    expect(photo.tagName).toBe('IMG');
    // Media paths are resolved against the API's origin.
    expect(photo.src).toBe(`${server().baseUrl}/media/0b6b3a00-0000-4000-8000-000000000001`);
    expect(definition(ama, 'End of tenure')).toBe('22/11/2026');
    expect(within(ama).queryByText('Phone')).toBeNull();

    await userEvent.selectOptions(select, 'South Constituency');
    expect(select.value).toBe(SOUTH);
    expect(await screen.findByRole('heading', { level: 3, name: 'Yaw Boateng' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'South Constituency' })).toBeTruthy();
    expect(screen.queryByText('Kwame Asante Mensah')).toBeNull();
  });

  it('says so when the constituency has no executives yet', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/executives`, ok([]));
    renderPage(<ConstituencyExecutivesPage />);
    expect(await screen.findByText('No executives recorded yet.')).toBeTruthy();
  });

  it('says so when there is no constituency at all', async () => {
    server().on('GET', '/constituencies', ok([]));
    renderPage(<ConstituencyExecutivesPage />);
    expect(await screen.findByText('No constituencies recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('reports a failed constituency list and loads it again on Try again', async () => {
    server().on('GET', '/constituencies', fail(500, 'Something went wrong on our side.'));
    renderPage(<ConstituencyExecutivesPage />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load constituencies')).toBeTruthy();

    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/executives`, ok([executive('Kofi Adjei')]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Kofi Adjei' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports failed executives while keeping the selector', async () => {
    server().on('GET', '/constituencies', ok(CONSTITUENCIES));
    server().on('GET', `/constituencies/${NORTH}/executives`, fail(500, 'Server error'));
    renderPage(<ConstituencyExecutivesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load constituency executives')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Constituency' })).toBeTruthy();
  });
});
