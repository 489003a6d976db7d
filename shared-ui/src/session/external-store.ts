import { useSyncExternalStore } from 'react';

/**
 * A minimal store for `useSyncExternalStore`: module-level state that React and plain code share.
 * shared-ui is a Module Federation singleton, so a store created here exists once per page and every
 * remote sees the same state. State is replaced, never mutated, so snapshots compare by identity.
 */
export interface ExternalStore<T> {
  // Function properties, not methods: React receives `subscribe` detached from the store.
  readonly getState: () => T;
  readonly setState: (update: Partial<T> | ((state: T) => Partial<T>)) => void;
  readonly subscribe: (listener: () => void) => () => void;
  /**
   * The state a server render shows (signed out, health not yet checked). A page rendered on the server is
   * hydrated with it, then React re-renders with the browser's own state.
   */
  readonly getServerState: () => T;
}

export function createExternalStore<T extends object>(
  initial: T,
  serverState: T = initial,
): ExternalStore<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    getServerState: () => serverState,
    setState: (update) => {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store, or one slice of it, and re-renders when that value changes. */
export function useStore<T>(store: ExternalStore<T>): T;
export function useStore<T, S>(store: ExternalStore<T>, select: (state: T) => S): S;
export function useStore<T, S>(store: ExternalStore<T>, select?: (state: T) => S): T | S {
  // The selector must return a value held in the state (not a new object), or React re-renders forever.
  const read = () => (select ? select(store.getState()) : store.getState());
  const readServer = () => (select ? select(store.getServerState()) : store.getServerState());
  return useSyncExternalStore(store.subscribe, read, readServer);
}
