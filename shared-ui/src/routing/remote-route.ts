import type { ComponentType } from 'react';
import { meetsRequirement, type RoleRequirement } from '../roles/roles';

/** Loads a page on first visit: return the `import()` promise of a module whose default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Which menu of the navigation bar an entry belongs to. */
export type NavMenu = 'main' | 'account' | 'admin';
/** Who sees an entry by sign-in state; absent means both. */
export type NavAudience = 'signed-out' | 'signed-in';

export interface RemoteNavEntry {
  readonly label: string;
  /** Default `main`. */
  readonly menu?: NavMenu;
  /** Who sees the entry by role; absent means everyone. */
  readonly role?: RoleRequirement;
  readonly audience?: NavAudience;
  /** Entries of one menu that share a group show together under the group's name (e.g. "Executives"). */
  readonly group?: string;
}

/**
 * One page a remote contributes. The remote exposes `./routes` exporting `routes: readonly RemoteRoute[]`;
 * the shell merges every remote's list at run time, so a remote adds or moves pages without a shell release.
 */
export interface RemoteRoute {
  /** Absolute path in react-router syntax, e.g. `/news` or `/admin/*`. */
  readonly path: string;
  /** A loader rather than an element or a `React.lazy` component: a lazy component remembers a failed
   * load for good, while a loader can be called again when the visitor retries. */
  readonly load: PageLoader;
  readonly nav?: RemoteNavEntry;
  /**
   * The page depends on what only the browser knows (the visitor's session): the shell's server leaves it
   * to the browser instead of rendering it signed out.
   */
  readonly browserOnly?: boolean;
}

/** The shape of a remote's exposed `./routes` module. */
export interface RemoteRoutesModule {
  readonly routes: readonly RemoteRoute[];
}

export class RemoteContractError extends Error {
  override readonly name = 'RemoteContractError';
}

/**
 * Checks what a remote's `./routes` module holds. Remotes are released on their own, so the shell
 * treats their modules like any input from outside: a broken one disables that remote, nothing else.
 */
export function parseRemoteRoutes(remote: string, module: unknown): RemoteRoute[] {
  const routes: unknown = isObject(module) ? module.routes : undefined;
  if (!Array.isArray(routes)) {
    throw new RemoteContractError(`${remote}/routes must export "routes" as an array.`);
  }
  return routes.map((route: unknown, index) => {
    const where = `${remote}/routes[${index}]`;
    if (!isObject(route)) throw new RemoteContractError(`${where} is not an object.`);
    const { path, load, nav, browserOnly } = route;
    if (typeof path !== 'string' || !path.startsWith('/')) {
      throw new RemoteContractError(`${where}.path must be an absolute path.`);
    }
    if (typeof load !== 'function') throw new RemoteContractError(`${where}.load must be a function.`);
    if (browserOnly !== undefined && typeof browserOnly !== 'boolean') {
      throw new RemoteContractError(`${where}.browserOnly must be true or false.`);
    }
    return {
      path,
      load: load as PageLoader,
      ...(nav === undefined ? {} : { nav: parseNav(where, nav) }),
      ...(browserOnly === undefined ? {} : { browserOnly }),
    };
  });
}

/** A route's place in the menus, without its code: what the shell remembers of a remote's pages. */
export type NavRoute = Pick<RemoteRoute, 'path' | 'nav'>;

/**
 * Checks menu entries kept from an earlier visit (`[{ path, nav }]`), which come back from storage like any
 * input from outside: anything malformed throws RemoteContractError.
 */
export function parseNavRoutes(where: string, value: unknown): NavRoute[] {
  if (!Array.isArray(value)) throw new RemoteContractError(`${where} must be an array.`);
  return value.map((route: unknown, index) => {
    const at = `${where}[${index}]`;
    if (!isObject(route) || typeof route.path !== 'string' || !route.path.startsWith('/')) {
      throw new RemoteContractError(`${at}.path must be an absolute path.`);
    }
    return { path: route.path, ...(route.nav === undefined ? {} : { nav: parseNav(at, route.nav) }) };
  });
}

const MENUS: readonly NavMenu[] = ['main', 'account', 'admin'];
const AUDIENCES: readonly NavAudience[] = ['signed-out', 'signed-in'];

function parseNav(where: string, nav: unknown): RemoteNavEntry {
  if (!isObject(nav) || typeof nav.label !== 'string' || nav.label.trim() === '') {
    throw new RemoteContractError(`${where}.nav.label must be a non-empty string.`);
  }
  const { label, role, menu, audience, group } = nav;
  if (group !== undefined && (typeof group !== 'string' || group.trim() === '')) {
    throw new RemoteContractError(`${where}.nav.group must be a non-empty string.`);
  }
  if (role !== undefined && role !== 'admin' && role !== 'super') {
    throw new RemoteContractError(`${where}.nav.role must be "admin" or "super".`);
  }
  if (menu !== undefined && !MENUS.includes(menu as NavMenu)) {
    throw new RemoteContractError(`${where}.nav.menu must be one of ${MENUS.join(', ')}.`);
  }
  if (audience !== undefined && !AUDIENCES.includes(audience as NavAudience)) {
    throw new RemoteContractError(`${where}.nav.audience must be one of ${AUDIENCES.join(', ')}.`);
  }
  return {
    label,
    ...(menu === undefined ? {} : { menu: menu as NavMenu }),
    ...(role === undefined ? {} : { role }),
    ...(audience === undefined ? {} : { audience: audience as NavAudience }),
    ...(group === undefined ? {} : { group }),
  };
}

export interface NavLinkEntry {
  readonly path: string;
  readonly label: string;
  readonly menu: NavMenu;
  readonly group?: string;
}

/** Who is looking at the menu. */
export interface NavViewer {
  readonly signedIn: boolean;
  readonly roles: readonly string[];
}

/** The menu entries a viewer sees, in route order. Menus only hide what a viewer cannot use. */
export function visibleNav(routes: readonly NavRoute[], viewer: NavViewer): NavLinkEntry[] {
  return routes.flatMap(({ path, nav }) => {
    if (!nav) return [];
    if (nav.audience === 'signed-in' && !viewer.signedIn) return [];
    if (nav.audience === 'signed-out' && viewer.signedIn) return [];
    if (nav.role !== undefined && !meetsRequirement(viewer.roles, nav.role)) return [];
    return [{ path, label: nav.label, menu: nav.menu ?? 'main', ...(nav.group ? { group: nav.group } : {}) }];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
