/**
 * Role names and what they allow (DESIGN §4). Names compare case-insensitively, with spaces and hyphens
 * taken as underscores, so "Super Admin", "super-admin" and "super_admin" are the same role.
 */

export const MEMBER_ROLE = 'member';
export const SUPER_ADMIN_ROLE = 'super_admin';

/**
 * The super roles, as stored: they manage users too. The frontends read these lists from the contract
 * (shared-ui/src/api-contract/role-policy.ts, written by `npm run openapi`), so the policy is written once.
 */
export const SUPER_ROLE_NAMES: readonly string[] = ['super_admin', 'super_user', 'superuser'];
/** Every role that opens the back office: the super roles and the administrators. */
export const ADMIN_ROLE_NAMES: readonly string[] = ['admin', 'executive_admin', ...SUPER_ROLE_NAMES];

const ADMIN_ROLES = new Set(ADMIN_ROLE_NAMES);
const SUPER_ROLES = new Set(SUPER_ROLE_NAMES);

export function normaliseRoleName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export const isAdminRole = (name: string) => ADMIN_ROLES.has(normaliseRoleName(name));
export const isSuperRole = (name: string) => SUPER_ROLES.has(normaliseRoleName(name));

/** Whoever is asking: enough to decide what they may do. */
export interface RoleHolder {
  roles: readonly string[];
  /** The superuser flag grants everything a super role does, without a role being assigned. */
  isSuperuser: boolean;
  /**
   * Administrator access held back whatever the roles: the site requires two-factor sign-in of
   * administrators and this account has not set it up (plugins/auth.ts).
   */
  adminWithheld?: boolean;
}

export const SUPERUSER_NEEDS_SUPER_ROLE =
  'A superuser must have a super role (super_admin, super_user or superuser); leave the role empty for super_admin.';

export const hasSuperAccess = (who: RoleHolder) =>
  !who.adminWithheld && (who.isSuperuser || who.roles.some(isSuperRole));
export const hasAdminAccess = (who: RoleHolder) =>
  !who.adminWithheld && (hasSuperAccess(who) || who.roles.some(isAdminRole));

/**
 * The one role name a client shows and checks (the session's `role`): the most privileged of the user's
 * roles, super before admin before the rest, otherwise in the order they were assigned.
 */
export function primaryRole(roles: readonly string[]): string | null {
  return roles.find(isSuperRole) ?? roles.find(isAdminRole) ?? roles[0] ?? null;
}
