import type { ApiData } from '@party/shared-ui/api-contract';

/**
 * The organisation as the API sends it (snake_case on the wire, spec 01 §3 and §7): the records of the
 * API contract, narrowed to the fields the public pages read.
 */

type ApiConstituency = ApiData<'listConstituencies'>[number];
/** Listed by GET /constituencies/{id}/wards; `branches` comes with include=branches. */
type ApiWard = ApiData<'listConstituencyWards'>[number];
type ApiBranch = NonNullable<ApiWard['branches']>[number];
type ApiExecutive = ApiData<'listConstituencyExecutives'>[number];

/**
 * `picture` is `/api/media/{id}`, or null when there is no picture; the dates are YYYY-MM-DD, and
 * `date_of_end_of_tenure` is null while the executive is in office (shown as "Present").
 */
export type Executive = Readonly<
  Pick<
    ApiExecutive,
    | 'id'
    | 'full_name'
    | 'position_held'
    | 'picture'
    | 'date_of_birth'
    | 'date_of_assumption_of_office'
    | 'date_of_end_of_tenure'
    | 'phone_number'
    | 'email'
  >
>;

export type Constituency = Readonly<
  Pick<
    ApiConstituency,
    'id' | 'constituency_name' | 'office_location' | 'phone_number' | 'email' | 'ward_count'
  >
>;

export type Branch = Readonly<
  Pick<ApiBranch, 'id' | 'ward_id' | 'branch_name' | 'office_location' | 'phone_number' | 'email'> & {
    executives: readonly Executive[];
  }
>;

export type Ward = Readonly<
  Pick<
    ApiWard,
    'id' | 'constituency_id' | 'ward_name' | 'office_location' | 'phone_number' | 'email' | 'branch_count'
  > & {
    executives: readonly Executive[];
    /** Present when the list is asked for with include=branches. */
    branches?: readonly Branch[];
  }
>;
