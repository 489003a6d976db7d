import { parseSessionUser, type SessionUser } from './session-user';

/** The localStorage keys of spec 01 §3. Other code (and older builds) read these exact names. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

export interface StoredSession {
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  readonly user: SessionUser | null;
}

const EMPTY: StoredSession = { accessToken: null, refreshToken: null, user: null };

/**
 * Storage can be missing (server rendering) or throw (Safari private mode, a full quota, blocked
 * cookies): the session then lives in memory only instead of breaking the page.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  const store = storage();
  if (!store) return EMPTY;
  try {
    return {
      accessToken: store.getItem(STORAGE_KEYS.accessToken) || null,
      refreshToken: store.getItem(STORAGE_KEYS.refreshToken) || null,
      user: parseStoredUser(store.getItem(STORAGE_KEYS.user)),
    };
  } catch {
    return EMPTY;
  }
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  try {
    put(store, STORAGE_KEYS.accessToken, session.accessToken);
    put(store, STORAGE_KEYS.refreshToken, session.refreshToken);
    put(store, STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
  } catch (error) {
    console.warn('Could not save the session in this browser; it will last until the tab closes.', error);
  }
}

/**
 * Calls back when another tab changes the stored session (sign-in, sign-out, token refresh). The
 * `storage` event fires only in the other tabs, never in the one that wrote.
 */
export function onStoredSessionChange(listener: (session: StoredSession) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const keys: ReadonlySet<string | null> = new Set([...Object.values(STORAGE_KEYS), null]);
  const handle = (event: StorageEvent) => {
    // key null means the whole storage was cleared.
    if (event.storageArea === storage() && keys.has(event.key)) listener(readStoredSession());
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

function put(store: Storage, key: string, value: string | null): void {
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return parseSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}
