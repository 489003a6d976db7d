/** The organisation as the API sends it: snake_case (spec 02 §3; api/src/modules/organisation). */

export type ExecutiveLevel = 'constituency' | 'ward' | 'branch';

export interface Executive {
  readonly id: string;
  readonly full_name: string;
  readonly position_held: string;
  readonly picture: string | null;
  readonly date_of_birth: string | null;
  readonly date_of_assumption_of_office: string | null;
  readonly date_of_end_of_tenure: string | null;
  readonly phone_number: string | null;
  readonly email: string | null;
}

export interface Constituency {
  readonly id: string;
  readonly constituency_name: string;
  readonly office_location: string;
  readonly phone_number: string;
  readonly email: string;
  readonly ward_count: number;
}

export interface Branch {
  readonly id: string;
  readonly ward_id: string;
  readonly branch_name: string;
  readonly office_location: string | null;
  readonly phone_number: string | null;
  readonly email: string | null;
  readonly executives: readonly Executive[];
}

export interface Ward {
  readonly id: string;
  readonly constituency_id: string;
  readonly ward_name: string;
  readonly office_location: string;
  readonly phone_number: string | null;
  readonly email: string | null;
  readonly branch_count: number;
  readonly executives: readonly Executive[];
}

/** A page of a list, with the totals the pagination line shows. */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
}

export type ConstituencyPayload = Record<
  'constituency_name' | 'office_location' | 'phone_number' | 'email',
  string
>;
export type WardPayload = {
  ward_name: string;
  office_location: string;
  phone_number: string | null;
  email: string | null;
};
export type BranchPayload = {
  branch_name: string;
  office_location: string | null;
  phone_number: string | null;
  email: string | null;
};

/** Where an executive belongs: its level and the path of its parent. */
export type ExecutiveOwner =
  | { readonly level: 'constituency'; readonly constituencyId: string }
  | { readonly level: 'ward'; readonly wardId: string }
  | { readonly level: 'branch'; readonly wardId: string; readonly branchId: string };

const seg = (id: string) => encodeURIComponent(id);

/** The API path of an owner's executives. */
export function executivesPath(owner: ExecutiveOwner): string {
  switch (owner.level) {
    case 'constituency':
      return `/constituencies/${seg(owner.constituencyId)}/executives`;
    case 'ward':
      return `/wards/${seg(owner.wardId)}/executives`;
    case 'branch':
      return `/wards/${seg(owner.wardId)}/branches/${seg(owner.branchId)}/executives`;
  }
}

export const constituencyPath = (id: string) => `/constituencies/${seg(id)}`;
export const wardPath = (wardId: string) => `/wards/${seg(wardId)}`;
export const branchPath = (wardId: string, branchId: string) =>
  `/wards/${seg(wardId)}/branches/${seg(branchId)}`;

/** Query keys of the organisation consoles; every change invalidates `organisationKeys.all`. */
export const organisationKeys = {
  all: ['admin', 'organisation'] as const,
  constituencies: (limit: number) => [...organisationKeys.all, 'constituencies', limit] as const,
  constituency: (id: string) => [...organisationKeys.all, 'constituency', id] as const,
  constituencyExecutives: (id: string) => [...organisationKeys.all, 'constituency-executives', id] as const,
  wards: (constituencyId: string, page: number, limit: number) =>
    [...organisationKeys.all, 'wards', constituencyId, page, limit] as const,
  branches: (wardId: string, page: number, limit: number) =>
    [...organisationKeys.all, 'branches', wardId, page, limit] as const,
};

interface Paged {
  readonly count?: number;
  readonly total_pages?: number;
  readonly totalPages?: number;
  readonly total_items?: number;
  readonly page?: number;
  readonly [key: string]: unknown;
}

/** A list answer as a page: `data` holds the items, `pagination` the totals. */
export function toPage<T>(items: unknown, pagination: Paged | undefined, page: number): ListPage<T> {
  const list = Array.isArray(items) ? (items as T[]) : [];
  const total = pagination?.count ?? pagination?.total_items ?? list.length;
  return {
    items: list,
    page: pagination?.page ?? page,
    totalPages: pagination?.total_pages ?? pagination?.totalPages ?? 1,
    total,
  };
}
