import { ADMIN_ROLE_NAMES, SUPER_ROLE_NAMES } from '../api-contract/role-policy';

/**
 * Role names as the product compares them: case-insensitive, with spaces and hyphens read as
 * underscores ("Super Admin" = "super-admin" = "super_admin").
 */
export function normalizeRole(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Every admin role, and the super roles among them: the API's policy, read from the contract. */
export const ADMIN_ROLES: ReadonlySet<string> = new Set(ADMIN_ROLE_NAMES);
export const SUPER_ROLES: ReadonlySet<string> = new Set(SUPER_ROLE_NAMES);

/**
 * What a page or menu entry asks of the viewer: any admin role, or any super role. Menus only hide what
 * a viewer cannot use; the API enforces access on every call.
 */
export type RoleRequirement = 'admin' | 'super';

export function meetsRequirement(userRoles: readonly string[], requirement: RoleRequirement): boolean {
  const accepted = requirement === 'super' ? SUPER_ROLES : ADMIN_ROLES;
  return userRoles.some((role) => accepted.has(normalizeRole(role)));
}
