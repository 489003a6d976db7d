import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';

// The ward list's embedded branches in pages (`branches_limit`, `branches_page`): a client showing a large
// constituency's tree asks for a few branches per ward at a time and learns from `branch_count` how many
// there are; without them every branch comes, as always.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

const admin = (options: InjectOptions) => injectAs(app, 'admin', options);

interface Branch {
  id: string;
  branch_name: string;
  executives: { full_name: string }[];
}
interface Ward {
  id: string;
  ward_name: string;
  branch_count: number;
  executives: unknown[];
  branches?: Branch[];
}
interface ListBody {
  data: Ward[];
  pagination: { count: number; page: number; total_pages: number };
}

async function created(options: InjectOptions): Promise<{ id: string }> {
  const res = await admin({ method: 'POST', ...options });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data;
}

const constituency = await created({
  url: '/api/constituencies',
  payload: {
    constituency_name: 'Branch Pages',
    office_location: 'High Street',
    phone_number: '+233 32 202 1234',
    email: 'office@example.org',
  },
});
const wardNames = ['Alpha ward', 'Beta ward'];
const wards: { id: string }[] = [];
for (const ward_name of wardNames) {
  wards.push(
    await created({
      url: `/api/constituencies/${constituency.id}/wards`,
      payload: { ward_name, office_location: 'Hall' },
    }),
  );
}
// Five branches in the first ward, named out of order; one in the second; an executive in each branch.
const BRANCH_NAMES = ['echo', 'Bravo', 'delta', 'Alpha', 'charlie'];
for (const branch_name of BRANCH_NAMES) {
  const branch = await created({ url: `/api/wards/${wards[0]!.id}/branches`, payload: { branch_name } });
  await created({
    url: `/api/wards/${wards[0]!.id}/branches/${branch.id}/executives`,
    payload: {
      full_name: `${branch_name} secretary`,
      position_held: 'Secretary',
      date_of_birth: '1980-05-01',
      date_of_assumption_of_office: '2022-01-10',
      phone_number: '024 000 0000',
      email: 'secretary@example.org',
    },
  });
}
await created({ url: `/api/wards/${wards[1]!.id}/branches`, payload: { branch_name: 'Only branch' } });

async function list(query: string): Promise<ListBody> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/constituencies/${constituency.id}/wards?${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
}

const branchNames = (ward: Ward | undefined) => ward?.branches?.map((branch) => branch.branch_name);

describe('GET /api/constituencies/{id}/wards with branch pages', () => {
  it('embeds every branch without branches_limit, and none without include=branches', async () => {
    const all = await list('include=branches');
    expect(branchNames(all.data[0])).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'echo']);
    expect(all.data[0]!.branches![0]!.executives).toEqual([
      expect.objectContaining({ full_name: 'Alpha secretary' }),
    ]);
    const plain = await list('');
    expect(plain.data[0]!.branches).toBeUndefined();
    expect(plain.data.map((ward) => ward.branch_count)).toEqual([5, 1]);
  });

  it('gives each ward one page of its branches, by name, with their executives and the full count', async () => {
    const first = await list('include=branches&branches_limit=2');
    expect(branchNames(first.data[0])).toEqual(['Alpha', 'Bravo']);
    expect(first.data[0]!.branch_count).toBe(5);
    expect(first.data[0]!.branches![1]!.executives).toEqual([
      expect.objectContaining({ full_name: 'Bravo secretary' }),
    ]);
    expect(branchNames(first.data[1])).toEqual(['Only branch']);
    expect(first.pagination).toMatchObject({ count: 2, page: 1, total_pages: 1 });

    expect(branchNames((await list('include=branches&branches_limit=2&branches_page=2')).data[0])).toEqual([
      'charlie',
      'delta',
    ]);
    const last = await list('include=branches&branches_limit=2&branches_page=3');
    expect(branchNames(last.data[0])).toEqual(['echo']);
    expect(branchNames(last.data[1])).toEqual([]);
    expect(last.data[1]!.branch_count).toBe(1);
  });

  it('works with the ward page and search, and lowers a branch page size above 100 to 100', async () => {
    const second = await list('include=branches&branches_limit=1&limit=1&page=2');
    expect(second.data.map((ward) => ward.ward_name)).toEqual(['Beta ward']);
    expect(second.pagination).toMatchObject({ count: 2, page: 2, total_pages: 2 });
    const searched = await list('include=branches&branches_limit=3&search=alpha');
    expect(branchNames(searched.data[0])).toEqual(['Alpha', 'Bravo', 'charlie']);
    expect(branchNames((await list('include=branches&branches_limit=1000')).data[0])).toHaveLength(5);
  });

  it('refuses a branch page size or page below 1, naming the field', async () => {
    for (const [query, field] of [
      ['include=branches&branches_limit=0', 'branches_limit'],
      ['include=branches&branches_limit=2&branches_page=0', 'branches_page'],
      ['include=branches&branches_limit=two', 'branches_limit'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/constituencies/${constituency.id}/wards?${query}`,
      });
      expectValidationError(res, field);
    }
  });

  it('still answers 404 for a constituency that does not exist, and an empty page for one without wards', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/constituencies/00000000-0000-4000-8000-000000000000/wards?include=branches&branches_limit=2',
    });
    expect(missing.statusCode).toBe(404);
    const empty = await created({
      url: '/api/constituencies',
      payload: {
        constituency_name: 'No Wards Yet',
        office_location: 'Market',
        phone_number: '+233 32 202 1235',
        email: 'market@example.org',
      },
    });
    const res = await app.inject({ method: 'GET', url: `/api/constituencies/${empty.id}/wards` });
    expect(res.statusCode).toBe(200);
    expect(res.json<ListBody>()).toMatchObject({ data: [], pagination: { count: 0 } });
  });
});
