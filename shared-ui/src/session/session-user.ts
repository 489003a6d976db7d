import type { ApiData, Unchecked } from '../api-contract';
import { meetsRequirement } from '../roles/roles';
import { isRecord } from '../util/is-record';

/** The user as the API sends it: the profile, and the `user` of a sign-in answer. */
type ApiUser = ApiData<'getProfile'>;

/**
 * The signed-in user as the browser keeps it (spec 01 §3), stored as JSON under `user`: the API's user
 * fields, with `picture` a URL or null for the initial placeholder. `role` is '' where the API says null
 * (no main role), and `roles` is absent when an answer did not list them.
 */
export type SessionUser = Readonly<
  Pick<ApiUser, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'picture'> & {
    /** The main role name as the server spells it. */
    role: string;
    /** Every role, when the server lists them. */
    roles?: readonly ApiUser['roles'][number][];
  }
>;

/**
 * Reads a user from a login, verification or profile payload, or from storage. Accepts camelCase and
 * snake_case names; null when the value has neither an id nor a username (not a user at all).
 */
export function parseSessionUser(raw: unknown): SessionUser | null {
  if (!isRecord(raw)) return null;
  // The contract's names are read through `value`, older spellings through `raw`.
  const value: Unchecked<ApiUser> = raw;
  const id = value.id;
  const username = text(value.username);
  if ((typeof id !== 'string' && typeof id !== 'number') || (id === '' && username === '')) return null;
  const roles = Array.isArray(value.roles)
    ? value.roles.flatMap((role: unknown) => roleName(role) ?? [])
    : undefined;
  return {
    id: String(id),
    username,
    email: text(value.email),
    firstName: text(value.firstName ?? raw.first_name),
    lastName: text(value.lastName ?? raw.last_name),
    picture: text(value.picture) || null,
    role: roleName(value.role) ?? roles?.[0] ?? '',
    ...(roles ? { roles } : {}),
  };
}

/** Every role the user holds (`role` and `roles`), without duplicates. */
export function userRoles(user: SessionUser | null | undefined): string[] {
  if (!user) return [];
  return [...new Set([user.role, ...(user.roles ?? [])].filter((role) => role !== ''))];
}

/** Any admin role (spec 01 §6): sees the content and invitation consoles. */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  return meetsRequirement(userRoles(user), 'admin');
}

/** Any super role (spec 01 §6): also manages users. */
export function isSuperAdmin(user: SessionUser | null | undefined): boolean {
  return meetsRequirement(userRoles(user), 'super');
}

/** What the menu greets the user as: first name, else username, else "Account" (spec 01 §2). */
export function displayName(user: SessionUser | null | undefined): string {
  return user?.firstName || user?.username || 'Account';
}

/** Roles arrive as names or as `{ name }` objects, depending on the endpoint. */
function roleName(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (isRecord(value) && typeof value.name === 'string') return value.name.trim() || undefined;
  return undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
