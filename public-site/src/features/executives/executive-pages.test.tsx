// @vitest-environment jsdom
import { configureApi } from '@party/shared-ui';
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, startTestApi, type TestApi } from '@party/shared-ui/testing';
import BranchExecutivesPage from '../../pages/BranchExecutivesPage';
import ConstituencyExecutivesPage from '../../pages/ConstituencyExecutivesPage';
import WardExecutivesPage from '../../pages/WardExecutivesPage';
import type { Branch, Constituency, Executive, Ward } from './api/types';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

function renderPage(page: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const NORTH = '11111111-1111-4111-8111-111111111111';
const SOUTH = '22222222-2222-4222-8222-222222222222';

function constituency(id: string, name: string, overrides: Partial<Constituency> = {}): Constituency {
  return {
    id,
    constituency_name: name,
    office_location: `${name} Office, High Street`,
    phone_number: '032 202 4581',
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.org`,
    ward_count: 2,
    ...overrides,
  };
}

let executiveCount = 0;
function executive(fullName: string, overrides: Partial<Executive> = {}): Executive {
  executiveCount += 1;
  return {
    id: `e-${String(executiveCount)}`,
    full_name: fullName,
    position_held: 'Chairman',
    picture: null,
    date_of_birth: '1970-03-06',
    date_of_assumption_of_office: '2022-01-15',
    date_of_end_of_tenure: null,
    phone_number: '024 123 4567',
    email: 'someone@example.org',
    ...overrides,
  };
}

function branch(wardId: string, name: string, executives: Executive[] = []): Branch {
  return {
    id: `b-${name}`,
    ward_id: wardId,
    branch_name: name,
    office_location: `${name} community centre`,
    phone_number: null,
    email: `${name.toLowerCase()}@example.org`,
    executives,
  };
}

function ward(name: string, branches: Branch[], executives: Executive[] = []): Ward {
  return {
    id: `w-${name}`,
    constituency_id: NORTH,
    ward_name: name,
    office_location: `${name} ward office`,
    phone_number: '032 202 4610',
    email: `${name.toLowerCase()}.ward@example.org`,
    branch_count: branches.length,
    executives,
    branches,
  };
}

const CONSTITUENCIES = [constituency(NORTH, 'North Constituency'), constituency(SOUTH, 'South Constituency')];

describe('the constituency executives page', () => {
  it('defaults to the first constituency, shows its office and executives, and switches on selection', async () => {
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on(
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
    server.on(
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
    expect(server.requests.find((request) => request.path.endsWith('/executives'))?.url).toContain(
      'limit=100',
    );
    expect(server.requests.find((request) => request.path === '/api/constituencies')?.url).toContain(
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
    expect(photo.src).toBe(`${server.baseUrl}/media/0b6b3a00-0000-4000-8000-000000000001`);
    expect(definition(ama, 'End of tenure')).toBe('22/11/2026');
    expect(within(ama).queryByText('Phone')).toBeNull();

    await userEvent.selectOptions(select, 'South Constituency');
    expect(select.value).toBe(SOUTH);
    expect(await screen.findByRole('heading', { level: 3, name: 'Yaw Boateng' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'South Constituency' })).toBeTruthy();
    expect(screen.queryByText('Kwame Asante Mensah')).toBeNull();
  });

  it('says so when the constituency has no executives yet', async () => {
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on('GET', `/constituencies/${NORTH}/executives`, ok([]));
    renderPage(<ConstituencyExecutivesPage />);
    expect(await screen.findByText('No executives recorded yet.')).toBeTruthy();
  });

  it('says so when there is no constituency at all', async () => {
    server.on('GET', '/constituencies', ok([]));
    renderPage(<ConstituencyExecutivesPage />);
    expect(await screen.findByText('No constituencies recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('reports a failed constituency list and loads it again on Try again', async () => {
    server.on('GET', '/constituencies', fail(500, 'Something went wrong on our side.'));
    renderPage(<ConstituencyExecutivesPage />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load constituencies')).toBeTruthy();

    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on('GET', `/constituencies/${NORTH}/executives`, ok([executive('Kofi Adjei')]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Kofi Adjei' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports failed executives while keeping the selector', async () => {
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on('GET', `/constituencies/${NORTH}/executives`, fail(500, 'Server error'));
    renderPage(<ConstituencyExecutivesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load constituency executives')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Constituency' })).toBeTruthy();
  });
});

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
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on('GET', `/constituencies/${NORTH}/wards`, ok(wards));
    renderPage(<WardExecutivesPage />);

    const ahodwo = await screen.findByRole('region', { name: 'Ahodwo Ward' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Constituency' }).value).toBe(NORTH);
    const wardCalls = server.requests.filter((request) => request.path.endsWith('/wards'));
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
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on('GET', `/constituencies/${NORTH}/wards`, fail(500, 'Server error'));
    renderPage(<WardExecutivesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load wards')).toBeTruthy();

    server.on('GET', `/constituencies/${NORTH}/wards`, ok(wards));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Ahodwo Ward' })).toBeTruthy();
  });

  it('says so when the constituency has no wards yet', async () => {
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on('GET', `/constituencies/${NORTH}/wards`, ok([]));
    renderPage(<WardExecutivesPage />);
    expect(await screen.findByText('No wards recorded yet.')).toBeTruthy();
  });
});

describe('the branch executives page', () => {
  it('lists the branches of all wards, each with its ward, contacts and executives', async () => {
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on(
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
    server.on(
      'GET',
      `/constituencies/${SOUTH}/wards`,
      ok([ward('Gyinyase', [branch('w-Gyinyase', 'Apraman', [executive('Yaa Asantewaa')])])]),
    );
    renderPage(<BranchExecutivesPage />);

    const nhyiaeso = await screen.findByRole('region', { name: 'Nhyiaeso' });
    const kwadwoan = screen.getByRole('region', { name: 'Kwadwoan' });
    expect(server.requests.find((request) => request.path.endsWith('/wards'))?.url).toContain(
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
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on('GET', `/constituencies/${NORTH}/wards`, fail(503, 'Service unavailable'));
    renderPage(<BranchExecutivesPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load branches')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when no ward has a branch yet', async () => {
    server.on('GET', '/constituencies', ok(CONSTITUENCIES));
    server.on('GET', `/constituencies/${NORTH}/wards`, ok([ward('Atonsu', [])]));
    renderPage(<BranchExecutivesPage />);
    expect(await screen.findByText('No branches recorded yet.')).toBeTruthy();
  });
});

/** The <dd> of the <dt> named `term` inside `scope`. */
function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getAllByText(term, { selector: 'dt' }).at(0);
  return dt?.nextElementSibling?.textContent ?? null;
}
