import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectAs } from './accounts.js';

/** A small organisation for tests about executives, and every answer a branch executive appears in. */

export type Executive = Record<string, unknown> & { id: string };
type Branch = { id: string; executives: Executive[] };
export type Ward = { id: string; executives: Executive[]; branches?: Branch[] };

export interface Organisation {
  constituencyId: string;
  wardId: string;
  branchId: string;
}

/** The `data` of an enveloped answer, after checking its status. */
export function dataOf<T>(response: { statusCode: number; body: string; json: <J>() => J }, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** A constituency with one ward holding one branch, created by an administrator. */
export async function createOrganisation(app: FastifyInstance): Promise<Organisation> {
  const create = async (url: string, payload: Record<string, string>) =>
    dataOf<{ id: string }>(await injectAs(app, 'admin', { method: 'POST', url, payload }), 201);
  const constituency = await create('/api/constituencies', {
    constituency_name: unique('Subin'),
    office_location: 'Adum, Kumasi',
    phone_number: '032 202 1111',
    email: 'subin@example.org',
  });
  const ward = await create(`/api/constituencies/${constituency.id}/wards`, {
    ward_name: unique('Adum'),
    office_location: 'Adum Junction',
  });
  const branch = await create(`/api/wards/${ward.id}/branches`, { branch_name: unique('Kejetia') });
  return { constituencyId: constituency.id, wardId: ward.id, branchId: branch.id };
}

/**
 * The branch executive `id` in every answer that carries it, as `read` reads them: its list, itself, its
 * ward, the ward tree whole and by pages of branches, its ward's branches and its branch.
 */
export async function branchExecutiveEverywhere(
  read: <T>(url: string) => Promise<T>,
  org: Organisation,
  id: string,
): Promise<Executive[]> {
  const { constituencyId, wardId, branchId } = org;
  const base = `/api/wards/${wardId}/branches/${branchId}`;
  const [list, one, ward, tree, page, branches, branch] = await Promise.all([
    read<Executive[]>(`${base}/executives`),
    read<Executive>(`${base}/executives/${id}`),
    read<Ward>(`/api/wards/${wardId}`),
    read<Ward[]>(`/api/constituencies/${constituencyId}/wards?include=branches`),
    read<Ward[]>(`/api/constituencies/${constituencyId}/wards?include=branches&branches_limit=1`),
    read<Branch[]>(`/api/wards/${wardId}/branches`),
    read<Branch>(base),
  ]);
  const found = [
    list.find((e) => e.id === id),
    one,
    ward.branches?.[0]?.executives.find((e) => e.id === id),
    tree[0]?.branches?.[0]?.executives.find((e) => e.id === id),
    page[0]?.branches?.[0]?.executives.find((e) => e.id === id),
    branches[0]?.executives.find((e) => e.id === id),
    branch.executives.find((e) => e.id === id),
  ];
  expect(found.every(Boolean), 'the executive is in every answer').toBe(true);
  return found as Executive[];
}
