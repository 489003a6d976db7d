import {
  ApiError,
  errorMessage,
  fieldErrors,
  isLoggedOnly,
  nonFieldErrors,
  type FieldErrors,
} from '../api-client/api-error';
import { api, connectApiAuth } from '../api-client/default-client';
import type { ApiBody, ApiData, Unchecked } from '../api-contract';
import {
  endSession,
  getSession,
  replaceTokens,
  replaceUser,
  sessionGeneration,
  sessionStore,
  startSession,
  type SessionState,
} from './session-store';
import { readStoredSession, type StoredSession } from './session-storage';
import { parseSessionUser, type SessionUser } from './session-user';
import { isRecord } from '../util/is-record';

/**
 * The texts of spec 01 §5 and §8 that the session sets: sign-in, sign-out and the profile load. The
 * account pages' own texts (registration, verification, profile and password changes) live with them.
 */
export const SESSION_MESSAGES = {
  loginSuccess: 'Login successful',
  loginFailed: 'Login failed',
  logoutSuccess: 'Logout successful',
  logoutFailed: 'Logout failed',
  profileFailed: 'Failed to fetch profile',
  identifierRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
} as const;

/** The sign-in answer (login, email verification): the tokens, and the user beside and under `user`. */
export type SignInAnswer = Extract<ApiData<'login'>, { token: string }>;

/**
 * What a right password answers for an account with two-factor sign-in: no tokens yet, but a challenge
 * to answer with a code from the authenticator app (two-factor-sign-in.ts).
 */
export type TwoFactorChallenge = Extract<ApiData<'login'>, { twoFactorRequired: true }>;

export interface LoginOptions {
  /** Called instead of signing in when the account asks for a code after the password. */
  readonly onTwoFactorRequired?: (challenge: TwoFactorChallenge) => void;
}

/** Said when a code is needed and the caller cannot ask for one. */
const TWO_FACTOR_UNSUPPORTED = 'This account also needs a code from an authenticator app to sign in.';

/**
 * Signs in (spec 01 §4, §5). An identifier with @ is sent as both username and email, since the
 * server may look either up. Resolves to true when signed in; otherwise the state holds the reasons. An
 * account with two-factor sign-in answers a challenge instead, handed to `onTwoFactorRequired` (false).
 */
export async function login(
  identifier: string,
  password: string,
  { onTwoFactorRequired }: LoginOptions = {},
): Promise<boolean> {
  const id = identifier.trim();
  const missing: FieldErrors = {};
  if (id === '') missing.username = [SESSION_MESSAGES.identifierRequired];
  if (password === '') missing.password = [SESSION_MESSAGES.passwordRequired];
  if (Object.keys(missing).length > 0) {
    sessionStore.setState({ error: null, fieldErrors: missing, successMessage: null });
    return false;
  }
  const isEmail = id.includes('@');
  return track(async () => {
    try {
      const { data } = await api.post(
        '/auth/login',
        (isEmail
          ? { username: id, email: id, password }
          : { username: id, password }) satisfies ApiBody<'login'>,
      );
      const challenge = challengeOf(data);
      if (challenge) {
        if (onTwoFactorRequired) onTwoFactorRequired(challenge);
        else sessionStore.setState({ error: TWO_FACTOR_UNSUPPORTED });
        return false;
      }
      startSignedIn(data, SESSION_MESSAGES.loginSuccess);
      return true;
    } catch (error) {
      // "Please verify your email first": remember the address so the page can point to /check-email.
      const mentionsVerification = [...nonFieldErrors(error), errorMessage(error, '')].some((text) =>
        /verif/i.test(text),
      );
      fail(error, SESSION_MESSAGES.loginFailed, {
        extra: isEmail && mentionsVerification ? { pendingVerificationEmail: id } : {},
        showForbidden: true,
      });
      return false;
    }
  });
}

/**
 * Starts the session that a sign-in answer from outside this module carries (email verification signs the
 * user in): its tokens and user are stored, and earlier messages and the pending address are dropped.
 * Throws when the answer holds no access token, leaving the session as it was.
 */
export function signInWith(answer: SignInAnswer): void {
  startSignedIn(answer, null);
}

/**
 * After registering: any current session ends, and the session remembers the address waiting for its
 * verification link with the text to show about it (registration's answer), for /check-email and the
 * sign-in form.
 */
export function awaitEmailVerification(email: string, message: string): void {
  endSession({ pendingVerificationEmail: email, successMessage: message, error: null, fieldErrors: {} });
}

/** Signs out. Tokens and user are dropped even when the call fails (spec 01 §4). */
export async function logout(): Promise<void> {
  const { accessToken } = getSession();
  await track(async () => {
    let failed = false;
    if (accessToken) {
      try {
        await api.post('/auth/logout');
      } catch {
        failed = true;
      }
    }
    endSession({
      successMessage: failed ? null : SESSION_MESSAGES.logoutSuccess,
      error: failed ? SESSION_MESSAGES.logoutFailed : null,
      pendingVerificationEmail: null,
    });
  });
}

/**
 * Drops tokens and user without calling the API, and every message with them: for a caller that knows
 * the session is gone.
 */
export function clearSession(): void {
  endSession({ error: null, fieldErrors: {}, successMessage: null, pendingVerificationEmail: null });
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Renews the access token with the refresh token. Resolves to the new access token, or null when the
 * session cannot be renewed. Concurrent calls share one request: refresh tokens rotate, and sending
 * the same one twice makes the server revoke the whole session (DESIGN §3).
 */
export function refreshSession(): Promise<string | null> {
  refreshInFlight ??= acrossTabs(renewTokens).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function renewTokens(): Promise<string | null> {
  const { refreshToken, accessToken } = getSession();
  // While this tab waited for the lock, another may have rotated the tokens: use its pair.
  const stored = readStoredSession();
  if (
    stored.accessToken &&
    stored.refreshToken &&
    stored.refreshToken !== refreshToken &&
    stored.accessToken !== accessToken
  ) {
    replaceTokens(stored.accessToken, stored.refreshToken);
    return stored.accessToken;
  }
  if (!refreshToken) return null;
  try {
    const { data } = await api.post(
      '/auth/refresh-token',
      { refreshToken } satisfies ApiBody<'refreshToken'>,
      { auth: false },
    );
    const tokens = readTokens(data);
    if (!tokens.accessToken) return null;
    replaceTokens(tokens.accessToken, tokens.refreshToken ?? refreshToken);
    return tokens.accessToken;
  } catch {
    return null;
  }
}

/**
 * IMPORTANT: the Web Locks API serialises refreshes across tabs of the same origin, so two tabs that
 * hit 401 together do not both spend the same refresh token. Browsers without it run unlocked.
 */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks ? locks.request('party-session-refresh', task) : task();
}

let profileLoad: { generation: number; promise: Promise<boolean> } | null = null;

/** Loads the signed-in user's profile into the session. */
async function fetchProfile(): Promise<boolean> {
  return track(async () => {
    try {
      const { data } = await api.get('/users/profile');
      const user = parseSessionUser(unwrapUser(data));
      if (!user) throw new Error('The profile answer holds no user.');
      replaceUser(mergeUser(getSession().user, user));
      return true;
    } catch (error) {
      // A refused refresh already signed the user out; a profile error on top would only confuse.
      if (getSession().isAuthenticated) fail(error, SESSION_MESSAGES.profileFailed, { keepSuccess: true });
      return false;
    }
  }, false);
}

/**
 * Loads the profile once per session (spec 01 §1): every caller in the shell and the remotes shares one
 * request, and a new sign-in loads it again. Resolves to false when signed out or when loading failed
 * (a later call tries again).
 */
export function ensureProfileLoaded(): Promise<boolean> {
  if (!getSession().isAuthenticated) return Promise.resolve(false);
  const generation = sessionGeneration();
  if (profileLoad?.generation !== generation) {
    const promise = fetchProfile().then((loaded) => {
      if (!loaded && profileLoad?.promise === promise) profileLoad = null;
      return loaded;
    });
    profileLoad = { generation, promise };
  }
  return profileLoad.promise;
}

/**
 * Replaces the signed-in user with the one an answer carries (a profile update's, nested or flat), keeping
 * the roles it leaves out, so the shell's header shows the new name and picture. Does nothing when signed
 * out meanwhile or when the answer holds no user. Returns the user now in the session.
 */
export function replaceSessionUser(answer: ApiData<'updateProfile'>): SessionUser | null {
  const { isAuthenticated, user: previous } = getSession();
  const next = parseSessionUser(unwrapUser(answer));
  if (!isAuthenticated || !next) return previous;
  const user = mergeUser(previous, next);
  replaceUser(user);
  return user;
}

/** Clears the error, field errors and success message, e.g. when a form is edited or a page left. */
export function clearSessionMessages(): void {
  sessionStore.setState({ error: null, fieldErrors: {}, successMessage: null });
}

/** What happens after a refused refresh; the shell swaps in its router's navigation. */
let redirectToLogin: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login')
    window.location.assign('/login');
};

/**
 * Replaces how the browser is sent to /login when the session expires for good (default: a full
 * page load of /login). The shell passes its router's `navigate`, so the page is not reloaded.
 */
export function setLoginRedirect(redirect: () => void): void {
  redirectToLogin = redirect;
}

function expireSession(): void {
  endSession();
  redirectToLogin();
}

// The shared API client authenticates with this session and asks it to refresh or end.
connectApiAuth({
  getAccessToken: () => getSession().accessToken,
  refresh: refreshSession,
  onAuthFailure: expireSession,
});

let pending = 0;

// track, fail and startSignedIn are the session module's own (two-factor-sign-in.ts shares them); the
// package's index does not export them.

/**
 * Runs an action with `isLoading` set. Actions overlap (a profile load during a form submit), so a
 * count decides when loading ends, not the first action to finish.
 */
export async function track<T>(action: () => Promise<T>, clearMessages = true): Promise<T> {
  pending += 1;
  sessionStore.setState(
    clearMessages
      ? { isLoading: true, error: null, fieldErrors: {}, successMessage: null }
      : { isLoading: true },
  );
  try {
    return await action();
  } finally {
    pending -= 1;
    sessionStore.setState({ isLoading: pending > 0 });
  }
}

interface FailOptions {
  /** More of the session to set with the failure. */
  readonly extra?: Partial<SessionState>;
  /** Leave an earlier success message in place (default: it goes). */
  readonly keepSuccess?: boolean;
  /** Show the server's words for a 403 (sign-in's suspended or inactive account). */
  readonly showForbidden?: boolean;
}

/**
 * Puts a failed action's message and field errors in the session. A 403 or 429 shows the action's own
 * failure message (errorMessage); the exception is sign-in's 403 for a suspended or inactive account
 * (`showForbidden`), which tells the person why they cannot sign in (docs/decisions.md).
 */
export function fail(
  error: unknown,
  fallback: string,
  { extra = {}, keepSuccess = false, showForbidden = false }: FailOptions = {},
): void {
  const forbidden = showForbidden && error instanceof ApiError && error.status === 403;
  const loggedOnly = isLoggedOnly(error) && !forbidden;
  sessionStore.setState({
    error: forbidden ? (error.serverMessage ?? fallback) : errorMessage(error, fallback),
    fieldErrors: loggedOnly ? {} : fieldErrors(error),
    ...(keepSuccess ? {} : { successMessage: null }),
    ...extra,
  });
}

/** Stores the session a login or verification answer carries: tokens plus the user, nested or flat. */
export function startSignedIn(data: unknown, successMessage: string | null): void {
  const tokens = readTokens(data);
  if (!tokens.accessToken) throw new Error('The sign-in answer holds no token.');
  const session: StoredSession = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    user: parseSessionUser(unwrapUser(data)),
  };
  startSession(session, { successMessage, pendingVerificationEmail: null, error: null, fieldErrors: {} });
}

/** The challenge of a sign-in answer that asks for a code after the password; null for any other answer. */
function challengeOf(data: unknown): TwoFactorChallenge | null {
  if (!isRecord(data) || data.twoFactorRequired !== true || typeof data.challenge !== 'string') return null;
  const expiresAt = typeof data.expiresAt === 'string' ? data.expiresAt : '';
  return { twoFactorRequired: true, challenge: data.challenge, expiresAt };
}

/** The tokens of a sign-in or refresh answer (the contract's names first, then older spellings). */
function readTokens(data: unknown): { accessToken: string | null; refreshToken: string | null } {
  if (!isRecord(data)) return { accessToken: null, refreshToken: null };
  const answer: Unchecked<ApiData<'refreshToken'>> = data;
  return {
    accessToken: firstString(answer.token, data.accessToken, data.access_token),
    refreshToken: firstString(answer.refreshToken, data.refresh_token),
  };
}

/** `data.user` when the answer nests the user, else `data` itself (flat user fields). */
function unwrapUser(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const answer: Unchecked<SignInAnswer> = data;
  return isRecord(answer.user) ? answer.user : data;
}

/** A profile answer may leave out the roles that the sign-in answer had: keep them. */
function mergeUser(previous: SessionUser | null, next: SessionUser): SessionUser {
  const roles = next.roles ?? previous?.roles;
  return { ...next, role: next.role || previous?.role || '', ...(roles ? { roles } : {}) };
}

function firstString(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value !== '') return value;
  return null;
}
