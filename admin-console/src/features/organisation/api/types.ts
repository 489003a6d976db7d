import type { ApiPagination } from '@party/shared-ui';
import type { ApiBody, ApiData, ClientPath } from '@party/shared-ui/api-contract';

/** The organisation as the API sends it: snake_case (spec 02 §3; DESIGN §3). */

/** An executive at any level (the three levels' lists answer the same record). */
export type Executive = ApiData<'listConstituencyExecutives'>[number];
export type ExecutiveLevel = Executive['level'];

/** GET /api/constituencies/{id}: the details block, with the ward count. */
export type Constituency = ApiData<'getConstituency'>;

/** A ward as GET /api/constituencies/{id}/wards lists it: with its executives and branch count. */
export type Ward = ApiData<'listConstituencyWards'>[number];

/** A branch as GET /api/wards/{wardId}/branches lists it: with its executives. */
export type Branch = ApiData<'listWardBranches'>[number];

/** A page of a list, with the totals the pagination line shows. */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalItems: number;
}

/** What a create sends; an update sends the same fields (the console sends the snake_case spelling). */
export type ConstituencyPayload = ApiBody<'createConstituency'>;
export type WardPayload = ApiBody<'createConstituencyWard'>;
export type BranchPayload = ApiBody<'createWardBranch'>;

/** The JSON of an executive save: the routes of every level take the same fields, to create or update. */
export type ExecutivePayload = ApiBody<'createConstituencyExecutive'> &
  ApiBody<'updateConstituencyExecutive'> &
  ApiBody<'createWardExecutive'> &
  ApiBody<'updateWardExecutive'> &
  ApiBody<'createWardBranchExecutive'> &
  ApiBody<'updateWardBranchExecutive'>;

/** Where an executive belongs: its level and the path of its parent. */
export type ExecutiveOwner =
  | { readonly level: 'constituency'; readonly constituencyId: string }
  | { readonly level: 'ward'; readonly wardId: string }
  | { readonly level: 'branch'; readonly wardId: string; readonly branchId: string };

const seg = (id: string) => encodeURIComponent(id);

/*
 * Path helpers answer template-literal types, each checked against the API's paths (`satisfies
 * ClientPath`), so that the API client can check a call's path and a removed route fails to compile.
 */

/** The API path of an owner's executives. */
export function executivesPath(owner: ExecutiveOwner) {
  switch (owner.level) {
    case 'constituency':
      return `/constituencies/${seg(owner.constituencyId)}/executives` as const satisfies ClientPath;
    case 'ward':
      return `/wards/${seg(owner.wardId)}/executives` as const satisfies ClientPath;
    case 'branch':
      return `/wards/${seg(owner.wardId)}/branches/${seg(owner.branchId)}/executives` as const satisfies ClientPath;
  }
}

/** The API path of one executive of an owner. */
export function executivePath(owner: ExecutiveOwner, executiveId: string) {
  return `${executivesPath(owner)}/${seg(executiveId)}` as const satisfies ClientPath;
}

export const constituencyPath = (id: string) => `/constituencies/${seg(id)}` as const satisfies ClientPath;
export const wardPath = (wardId: string) => `/wards/${seg(wardId)}` as const satisfies ClientPath;
export const branchPath = (wardId: string, branchId: string) =>
  `/wards/${seg(wardId)}/branches/${seg(branchId)}` as const satisfies ClientPath;

/** A list answer as a page: `data` holds the items, the envelope's `pagination` the totals. */
export function toPage<T>(
  items: readonly T[],
  pagination: ApiPagination | undefined,
  page: number,
): ListPage<T> {
  const list = Array.isArray(items) ? items : [];
  return {
    items: list,
    page: pagination?.page ?? page,
    totalPages: pagination?.total_pages ?? pagination?.totalPages ?? 1,
    totalItems: pagination?.count ?? pagination?.total_items ?? list.length,
  };
}
