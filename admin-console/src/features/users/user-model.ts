import type { ApiData } from '@party/shared-ui/api-contract';

/** Managed users and roles as spec 02 §3 describes them. */

/** A user as GET /users lists it (the other user routes answer the same record). */
export type ManagedUser = ApiData<'listUsers'>[number];

export type UserStatus = ManagedUser['status'];

export const USER_STATUSES: readonly UserStatus[] = ['active', 'inactive', 'suspended', 'pending'];

export const STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
};

export type { RoleOption as Role } from '../../shared/roles';

/** Full name, else first plus last name, else username (spec 02 §2). */
export function userDisplayName(user: ManagedUser): string {
  const full = user.fullName?.trim();
  if (full) return full;
  const joined = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return joined || user.username;
}
