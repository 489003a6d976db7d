import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page rendered on the server is being hydrated (and on the server), true otherwise: what
 * only the browser can draw (a portal on document.body) waits for it, so hydration finds exactly the
 * server's markup. A page drawn in the browser from the start gets true at once, with no extra render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
