/**
 * The organisation as the API sends it (snake_case on the wire, spec 01 §3 and §7; the API's
 * organisation.schemas.ts). Only the fields the public pages read are listed.
 */

export interface Executive {
  readonly id: string;
  readonly full_name: string;
  readonly position_held: string;
  /** `/api/media/{id}`, or null when there is no picture. */
  readonly picture: string | null;
  /** YYYY-MM-DD dates. */
  readonly date_of_birth: string | null;
  readonly date_of_assumption_of_office: string | null;
  /** Null while the executive is in office (shown as "Present"). */
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
  /** Present when the list is asked for with include=branches. */
  readonly branches?: readonly Branch[];
}
