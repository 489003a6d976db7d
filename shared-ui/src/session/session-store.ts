import type { FieldErrors } from '../api-client/api-error';
import { createExternalStore, useStore } from './external-store';
import {
  onStoredSessionChange,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from './session-storage';
import type { SessionUser } from './session-user';

/** The auth state of spec 01 §3. Read it with `useSession()`; change it only through the session actions. */
export interface SessionState {
  readonly user: SessionUser | null;
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
  /** True while an access token is held. */
  readonly isAuthenticated: boolean;
  /** True while a session action (sign-in, profile, …) is in flight. */
  readonly isLoading: boolean;
  /** The last action's failure text, for a banner. */
  readonly error: string | null;
  /** The last action's field errors; `non_field_errors` holds the ones for no field. */
  readonly fieldErrors: FieldErrors;
  readonly successMessage: string | null;
  /** The address waiting for its verification link, after registering or a refused sign-in. */
  readonly pendingVerificationEmail: string | null;
}

const stored = readStoredSession();

const idle = {
  isLoading: false,
  error: null,
  fieldErrors: {},
  successMessage: null,
  pendingVerificationEmail: null,
} as const;

/**
 * The page's one session store (shared-ui is a Module Federation singleton). A server render knows no
 * session: it shows the site signed out, and a signed-in visitor's page follows once hydrated.
 */
export const sessionStore = createExternalStore<SessionState>(
  { ...stored, isAuthenticated: Boolean(stored.accessToken), ...idle },
  { user: null, accessToken: null, refreshToken: null, isAuthenticated: false, ...idle },
);

/**
 * Counts sign-ins and sign-outs (token refreshes do not count), so that work done "once per session",
 * such as loading the profile, knows when a new session began.
 */
let generation = 0;
export const sessionGeneration = (): number => generation;

type Extra = Partial<Omit<SessionState, keyof StoredSession | 'isAuthenticated'>>;

/** A new session from a sign-in or email verification: tokens and user replaced and persisted. */
export function startSession(session: StoredSession, extra: Extra = {}): void {
  generation += 1;
  persist({ ...session, isAuthenticated: Boolean(session.accessToken), ...extra });
}

/** Tokens and user dropped from memory and storage. */
export function endSession(extra: Extra = {}): void {
  generation += 1;
  persist({ accessToken: null, refreshToken: null, user: null, isAuthenticated: false, ...extra });
}

/** Same session, new tokens (a refresh). */
export function replaceTokens(accessToken: string, refreshToken: string | null): void {
  persist({ accessToken, refreshToken, isAuthenticated: true });
}

export function replaceUser(user: SessionUser): void {
  persist({ user });
}

function persist(patch: Partial<SessionState>): void {
  sessionStore.setState(patch);
  const { accessToken, refreshToken, user } = sessionStore.getState();
  writeStoredSession({ accessToken, refreshToken, user });
}

// Another tab signed in, signed out or refreshed: follow it, so no tab keeps using a revoked token.
onStoredSessionChange((next) => {
  const previous = sessionStore.getState();
  if (Boolean(previous.accessToken) !== Boolean(next.accessToken) || previous.user?.id !== next.user?.id) {
    generation += 1;
  }
  sessionStore.setState({ ...next, isAuthenticated: Boolean(next.accessToken) });
});

/** The session as it is now, for code outside React. */
export function getSession(): SessionState {
  return sessionStore.getState();
}

/** The whole auth state; re-renders on every change of it. */
export function useSession(): SessionState {
  return useStore(sessionStore);
}

/** The signed-in user, or null; re-renders only when the user changes. */
export function useCurrentUser(): SessionUser | null {
  return useStore(sessionStore, selectUser);
}

const selectUser = (state: SessionState) => state.user;
