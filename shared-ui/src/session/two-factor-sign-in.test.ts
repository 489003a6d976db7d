import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api-client/default-client';
import { fail, ok, startTestApi, type TestApi } from '../api-client/test-api-server';
import { clearSession, login, type TwoFactorChallenge } from './session-actions';
import { getSession } from './session-store';
import { completeTwoFactorSignIn } from './two-factor-sign-in';

const user = {
  id: 'u1',
  username: 'kofi',
  email: 'kofi@example.org',
  firstName: 'Kofi',
  lastName: 'Boateng',
  picture: null,
  role: 'admin',
};
const CHALLENGE = {
  twoFactorRequired: true,
  challenge: 'challenge-1',
  expiresAt: '2026-11-28T10:05:00.000Z',
};

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  clearSession();
  localStorage.clear();
});

describe('signing in with two-factor sign-in', () => {
  it('hands the challenge on instead of signing in, then signs in with the code as the password step would', async () => {
    server.on('POST', '/auth/login', ok(CHALLENGE));
    const asked = vi.fn<(challenge: TwoFactorChallenge) => void>();
    expect(await login('kofi', 'secret', { onTwoFactorRequired: asked })).toBe(false);
    expect(asked).toHaveBeenCalledWith(CHALLENGE);
    expect(getSession()).toMatchObject({ isAuthenticated: false, error: null, accessToken: null });

    server.on('POST', '/auth/login/two-factor', ok({ token: 'access-2', refreshToken: 'refresh-2', user }));
    expect(await completeTwoFactorSignIn('challenge-1', { code: ' 123456 ' })).toBe('signed-in');
    expect(JSON.parse(server.requests.at(-1)?.body ?? 'null')).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      successMessage: 'Login successful',
    });
    expect(getSession().user).toMatchObject({ id: 'u1', role: 'admin' });
    expect(localStorage.getItem('access_token')).toBe('access-2');
  });

  it('says so when the caller cannot ask for a code', async () => {
    server.on('POST', '/auth/login', ok(CHALLENGE));
    expect(await login('kofi', 'secret')).toBe(false);
    expect(getSession().error).toMatch(/authenticator app/);
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('keeps a wrong code in the form, and starts again when the challenge is over', async () => {
    server.on(
      'POST',
      '/auth/login/two-factor',
      fail(400, 'That recovery code is not right.', { recoveryCode: ['That recovery code is not right.'] }),
    );
    expect(await completeTwoFactorSignIn('challenge-1', { recoveryCode: 'abcd-efgh-jkmn' })).toBe('retry');
    expect(getSession().fieldErrors).toEqual({ recoveryCode: ['That recovery code is not right.'] });

    server.on(
      'POST',
      '/auth/login/two-factor',
      fail(400, 'This sign-in has expired. Please sign in again.', {
        challenge: ['This sign-in has expired. Please sign in again.'],
      }),
    );
    expect(await completeTwoFactorSignIn('challenge-1', { code: '123456' })).toBe('restart');
    expect(getSession()).toMatchObject({
      error: 'This sign-in has expired. Please sign in again.',
      fieldErrors: {},
    });
  });

  it('asks for the code before calling the API', async () => {
    expect(await completeTwoFactorSignIn('challenge-1', { code: '  ' })).toBe('retry');
    expect(getSession().fieldErrors).toEqual({
      code: ['Enter the 6-digit code from your authenticator app.'],
    });
    expect(server.requests).toEqual([]);
  });
});
