import { act, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi } from '../api-client/default-client';
import { fail, ok, startTestApi, type RecordedRequest, type TestApi } from '../api-client/test-api-server';
import {
  awaitEmailVerification,
  clearSession,
  ensureProfileLoaded,
  login,
  logout,
  replaceSessionUser,
  SESSION_MESSAGES,
  setLoginRedirect,
  signInWith,
  type SignInAnswer,
} from './session-actions';
import type { ApiData } from '../api-contract';
import { STORAGE_KEYS } from './session-storage';
import { getSession, useCurrentUser, useSession } from './session-store';

const apiUser = {
  id: 'u1',
  username: 'ama',
  email: 'ama@example.org',
  firstName: 'Ama',
  lastName: 'Mensah',
  picture: null,
  role: 'member',
};
/** The same user as the contract describes it, every field present. */
const contractUser: ApiData<'getProfile'> = {
  ...apiUser,
  fullName: 'Ama Mensah',
  roles: ['member'],
  status: 'active',
  lastLogin: null,
  isStaff: false,
  isSuperuser: false,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const signedIn = (token = 'access-1', refreshToken = 'refresh-1') =>
  ok({ token, refreshToken, user: apiUser }, 'Signed in.');

let server: TestApi;
const redirect = vi.fn();

beforeAll(async () => {
  server = await startTestApi();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  clearSession();
  localStorage.clear();
  redirect.mockReset();
  setLoginRedirect(redirect);
});
afterEach(() => vi.restoreAllMocks());

const body = (index = 0): unknown => JSON.parse(server.requests[index]?.body ?? 'null');

/** Signs in as `apiUser` through the API, with the given tokens. */
async function signIn(token = 'access-1', refreshToken = 'refresh-1') {
  server.on('POST', '/auth/login', signedIn(token, refreshToken));
  expect(await login('ama', 'secret')).toBe(true);
  server.reset();
}

describe('login', () => {
  it('sends a plain identifier as the username only, and stores the session', async () => {
    server.on('POST', '/auth/login', signedIn());

    expect(await login('ama', 'secret')).toBe(true);

    expect(body()).toEqual({ username: 'ama', password: 'secret' });
    const state = getSession();
    expect(state).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      successMessage: 'Login successful',
      error: null,
    });
    expect(state.user).toEqual({ ...apiUser, picture: null });
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'ama' });
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      user: 'user',
    });
  });

  it('sends an identifier with @ as both username and email, and accepts flat user fields', async () => {
    server.on('POST', '/auth/login', ok({ token: 't', refreshToken: 'r', ...apiUser, role: 'admin' }));

    expect(await login(' ama@example.org ', 'secret')).toBe(true);

    expect(body()).toEqual({ username: 'ama@example.org', email: 'ama@example.org', password: 'secret' });
    expect(getSession().user).toMatchObject({ id: 'u1', email: 'ama@example.org', role: 'admin' });
  });

  it('requires both fields before calling the API', async () => {
    expect(await login('  ', '')).toBe(false);

    expect(server.requests).toHaveLength(0);
    expect(getSession().fieldErrors).toEqual({
      username: [SESSION_MESSAGES.identifierRequired],
      password: [SESSION_MESSAGES.passwordRequired],
    });
  });

  it('keeps the server message and field errors on failure', async () => {
    server.on(
      'POST',
      '/auth/login',
      fail(401, 'Invalid username or password.', { password: ['Wrong password.'] }),
    );

    expect(await login('ama', 'nope')).toBe(false);

    expect(getSession()).toMatchObject({
      isAuthenticated: false,
      accessToken: null,
      error: 'Invalid username or password.',
      fieldErrors: { password: ['Wrong password.'] },
      pendingVerificationEmail: null,
    });
    expect(server.requests).toHaveLength(1); // a 401 from /auth/login is not refreshed
  });

  it('shows its own failure message for a 429, with how long to wait', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on('POST', '/auth/login', {
      ...fail(429, 'Too many attempts. Please wait a minute.'),
      headers: { 'Retry-After': '45' },
    });
    expect(await login('ama', 'secret')).toBe(false);
    expect(getSession()).toMatchObject({
      error: 'Login failed. Too many requests: please wait 45 seconds and try again.',
      fieldErrors: {},
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('429'));
  });

  it('tells a suspended account why it cannot sign in (a 403 sign-in shows)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on('POST', '/auth/login', fail(403, 'This account is suspended.'));
    await login('ama', 'secret');
    expect(getSession().error).toBe('This account is suspended.');
  });

  it('says "Login failed" when the server gave no message', async () => {
    server.on('POST', '/auth/login', { status: 500, raw: 'oops' });
    await login('ama', 'secret');
    expect(getSession().error).toBe('Login failed');
  });

  it('holds the email for verification when the refusal mentions it and the identifier has @', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on(
      'POST',
      '/auth/login',
      fail(403, 'Sign-in refused.', { non_field_errors: ['Please verify your email address first.'] }),
    );

    await login('ama@example.org', 'secret');
    expect(getSession().pendingVerificationEmail).toBe('ama@example.org');

    clearSession();
    await login('ama', 'secret');
    expect(getSession().pendingVerificationEmail).toBeNull();
  });
});

describe('awaitEmailVerification (after registering)', () => {
  it('ends any session and holds the email as pending verification, with the message', async () => {
    await signIn();

    awaitEmailVerification('kofi@example.org', 'Check your inbox.');

    expect(getSession()).toMatchObject({
      user: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
      pendingVerificationEmail: 'kofi@example.org',
      successMessage: 'Check your inbox.',
      error: null,
    });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('signInWith (email verification)', () => {
  it('stores the tokens and user of the answer and drops earlier messages', () => {
    awaitEmailVerification('ama@example.org', 'Check your inbox.');

    signInWith({ ...contractUser, token: 'access-v', refreshToken: 'refresh-v', user: contractUser });

    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'access-v',
      refreshToken: 'refresh-v',
      pendingVerificationEmail: null,
      successMessage: null,
    });
    expect(getSession().user).toMatchObject({ id: 'u1', username: 'ama' });
    expect(localStorage.getItem('access_token')).toBe('access-v');
  });

  it('refuses an answer without a token and leaves the session as it was', () => {
    const malformed = { user: contractUser } as unknown as SignInAnswer;
    expect(() => signInWith(malformed)).toThrow();
    expect(getSession()).toMatchObject({ isAuthenticated: false, accessToken: null, user: null });
  });
});

describe('logout', () => {
  it('calls the API and clears the session', async () => {
    await signIn();
    server.on('POST', '/auth/logout', ok(null, 'Bye'));

    await logout();

    expect(server.requests[0]?.headers.authorization).toBe('Bearer access-1');
    expect(getSession()).toMatchObject({
      user: null,
      accessToken: null,
      successMessage: 'Logout successful',
    });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('clears the session even when the call fails', async () => {
    await signIn();
    server.on('POST', '/auth/logout', { status: 500, raw: '' });

    await logout();

    expect(getSession()).toMatchObject({
      user: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
      error: 'Logout failed',
    });
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });
});

describe('refresh through the shared client', () => {
  it('renews the tokens once, stores the rotated pair and retries', async () => {
    await signIn('expired', 'refresh-1');
    server.on('GET', '/users/profile', (request) =>
      request.headers.authorization === 'Bearer access-2'
        ? ok({ ...apiUser, firstName: 'Ama Serwaa' })
        : fail(401, 'Token expired.', {}, 'TOKEN_EXPIRED'),
    );
    server.on('POST', '/auth/refresh-token', ok({ token: 'access-2', refreshToken: 'refresh-2' }));

    expect(await ensureProfileLoaded()).toBe(true);

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/users/profile',
      'POST /api/auth/refresh-token',
      'GET /api/users/profile',
    ]);
    expect(body(1)).toEqual({ refreshToken: 'refresh-1' });
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
    expect(getSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(getSession().user?.firstName).toBe('Ama Serwaa');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('spends the refresh token once for concurrent 401s', async () => {
    await signIn('expired', 'refresh-1');
    const answer = (request: RecordedRequest) =>
      request.headers.authorization === 'Bearer access-2' ? ok([]) : fail(401, 'Token expired.');
    server.on('GET', '/news', answer);
    server.on('GET', '/projects', answer);
    server.on('POST', '/auth/refresh-token', {
      ...ok({ token: 'access-2', refreshToken: 'refresh-2' }),
      delayMs: 20,
    });

    await Promise.all([api.get('/news'), api.get('/projects'), api.get('/news')]);

    expect(server.requests.filter((r) => r.path === '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('keeps the refresh token when the answer carries only a new access token', async () => {
    await signIn('expired', 'refresh-1');
    server.on('GET', '/users/profile', (request) =>
      request.headers.authorization === 'Bearer access-2' ? ok(apiUser) : fail(401, 'Token expired.'),
    );
    server.on('POST', '/auth/refresh-token', ok({ token: 'access-2' }));

    await ensureProfileLoaded();

    expect(getSession()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
  });

  it('clears tokens and user and goes to /login when the refresh is refused', async () => {
    await signIn('expired', 'revoked');
    server.on('GET', '/users/profile', fail(401, 'Token expired.'));
    server.on('POST', '/auth/refresh-token', fail(401, 'Refresh token revoked.'));

    expect(await ensureProfileLoaded()).toBe(false);

    expect(getSession()).toMatchObject({
      user: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
    });
    expect(getSession().error).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});

describe('profile', () => {
  it('loads the profile once per session, however many callers ask', async () => {
    await signIn();
    server.on('GET', '/users/profile', {
      ...ok({ user: { ...apiUser, roles: ['member', 'admin'] } }),
      delayMs: 20,
    });

    const results = await Promise.all([ensureProfileLoaded(), ensureProfileLoaded()]);
    await ensureProfileLoaded();

    expect(results).toEqual([true, true]);
    expect(server.requests).toHaveLength(1);
    expect(getSession().user?.roles).toEqual(['member', 'admin']);

    await signIn(); // a new session loads it again
    server.on('GET', '/users/profile', ok(apiUser));
    await ensureProfileLoaded();
    expect(server.requests).toHaveLength(1);
  });

  it('does nothing when signed out', async () => {
    expect(await ensureProfileLoaded()).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('reports a failed load as "Failed to fetch profile" and tries again next time', async () => {
    await signIn();
    server.on('GET', '/users/profile', { status: 500, raw: '' });
    expect(await ensureProfileLoaded()).toBe(false);
    expect(getSession().error).toBe('Failed to fetch profile');

    server.on('GET', '/users/profile', ok(apiUser));
    expect(await ensureProfileLoaded()).toBe(true);
  });
});

describe('replaceSessionUser (profile updates)', () => {
  it('replaces the user, keeping the roles the profile answer leaves out', async () => {
    server.on(
      'POST',
      '/auth/login',
      ok({ token: 't', refreshToken: 'r', user: { ...apiUser, role: 'admin' } }),
    );
    await login('ama', 'secret');

    // An answer that names no role and lists none, as an older server's profile answer did.
    const { roles: _omitted, ...withoutRoles } = contractUser;
    const answer = { ...withoutRoles, role: null, lastName: 'Owusu' } as ApiData<'updateProfile'>;
    const user = replaceSessionUser(answer);

    expect(user).toMatchObject({ lastName: 'Owusu', role: 'admin' });
    expect(getSession().user).toMatchObject({ lastName: 'Owusu', role: 'admin' });
    expect(getSession().accessToken).toBe('t');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ lastName: 'Owusu' });
  });

  it('does not put a user into a signed-out session', () => {
    expect(replaceSessionUser(contractUser)).toBeNull();
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('other tabs', () => {
  function otherTabWrites(key: string, value: string | null) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
  }

  it('follows a sign-in and a sign-out made in another tab', () => {
    otherTabWrites('user', JSON.stringify(apiUser));
    otherTabWrites('refresh_token', 'r-other');
    otherTabWrites('access_token', 'a-other');
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'a-other',
      refreshToken: 'r-other',
    });
    expect(getSession().user?.username).toBe('ama');

    otherTabWrites('access_token', null);
    otherTabWrites('refresh_token', null);
    otherTabWrites('user', null);
    expect(getSession()).toMatchObject({ isAuthenticated: false, accessToken: null, user: null });
  });
});

describe('hooks', () => {
  it('re-render with the session and the current user', async () => {
    const session = renderHook(() => useSession());
    const user = renderHook(() => useCurrentUser());
    expect(session.result.current.isAuthenticated).toBe(false);
    expect(user.result.current).toBeNull();

    server.on('POST', '/auth/login', signedIn());
    await act(() => login('ama', 'secret'));

    expect(session.result.current.isAuthenticated).toBe(true);
    expect(user.result.current?.firstName).toBe('Ama');
    session.unmount();
    user.unmount();
  });
});
