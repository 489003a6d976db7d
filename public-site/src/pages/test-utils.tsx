import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setupTestApi as setupSharedTestApi, type TestApi } from '@party/shared-ui/testing';
import type { Branch, Constituency, Executive, Ward } from '../features/executives/api/types';

export { fail, ok } from '@party/shared-ui/testing';

/** Page tests: the shared test API (a real HTTP server on 127.0.0.1), reset before each test. */
export const setupTestApi = (): (() => TestApi) => setupSharedTestApi();

/** Renders a page through the real providers: a fresh QueryClient without retries, and a router. */
export function renderPage(page: ReactElement, address = '/') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The <dd> of the <dt> named `term` inside `scope`. */
export function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getAllByText(term, { selector: 'dt' }).at(0);
  return dt?.nextElementSibling?.textContent ?? null;
}

// The organisation the executives pages show: two constituencies, their wards, branches and executives.

export const NORTH = '11111111-1111-4111-8111-111111111111';
export const SOUTH = '22222222-2222-4222-8222-222222222222';

export function constituency(id: string, name: string, overrides: Partial<Constituency> = {}): Constituency {
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
export function executive(fullName: string, overrides: Partial<Executive> = {}): Executive {
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

export function branch(wardId: string, name: string, executives: Executive[] = []): Branch {
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

export function ward(name: string, branches: Branch[], executives: Executive[] = []): Ward {
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

export const CONSTITUENCIES = [
  constituency(NORTH, 'North Constituency'),
  constituency(SOUTH, 'South Constituency'),
];
