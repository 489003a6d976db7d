/** Managed users and roles as spec 02 §3 describes them. */

export type UserStatus = 'active' | 'inactive' | 'suspended' | 'pending';

export const USER_STATUSES: readonly UserStatus[] = ['active', 'inactive', 'suspended', 'pending'];

export const STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
};

export interface ManagedUser {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly fullName?: string | null;
  readonly roles?: readonly string[] | null;
  readonly status: UserStatus;
  readonly lastLogin?: string | null;
}

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
