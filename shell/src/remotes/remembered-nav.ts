import { isRecord, parseNavRoutes, type NavRoute } from '@party/shared-ui';
import type { RegistrySnapshot } from './remote-registry';

/**
 * The menu entries of each remote as last loaded, kept in the browser. While a remote is down, the
 * navigation still lists its pages (which then say they are temporarily unavailable, with Try again)
 * instead of losing them. Only paths and menu labels are kept, never code.
 */
export const REMEMBERED_NAV_KEY = 'shell.nav';

type Remembered = Record<string, NavRoute[]>;

function read(storage: Storage | undefined): Remembered {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REMEMBERED_NAV_KEY) ?? '{}');
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([remote, routes]) => [remote, parseNavRoutes(REMEMBERED_NAV_KEY, routes)]),
    );
  } catch {
    // Unreadable or tampered with: as if nothing were remembered.
    return {};
  }
}

const defaultStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** Keeps the menu entries of every loaded remote (written only when they changed). */
export function rememberNav(snapshot: RegistrySnapshot, storage = defaultStorage()): void {
  if (!storage) return;
  const remembered = read(storage);
  let changed = false;
  for (const [remote, status] of Object.entries(snapshot)) {
    if (status.state !== 'loaded') continue;
    const routes = status.routes.filter((route) => route.nav).map(({ path, nav }) => ({ path, nav }));
    if (JSON.stringify(routes) === JSON.stringify(remembered[remote])) continue;
    remembered[remote] = routes;
    changed = true;
  }
  if (!changed) return;
  try {
    storage.setItem(REMEMBERED_NAV_KEY, JSON.stringify(remembered));
  } catch {
    // Storage full or refused: the menu simply cannot outlive an outage.
  }
}

/** The menu routes of the snapshot, in remote order: loaded remotes' own, failed remotes' remembered. */
export function navRoutes(snapshot: RegistrySnapshot, storage = defaultStorage()): NavRoute[] {
  // Storage is read only when a remote is down, which is rarely.
  let remembered: Remembered | undefined;
  return Object.entries(snapshot).flatMap(([remote, status]): readonly NavRoute[] => {
    if (status.state === 'loaded') return status.routes;
    if (status.state !== 'failed' && status.state !== 'incompatible') return [];
    remembered ??= read(storage);
    return remembered[remote] ?? [];
  });
}
