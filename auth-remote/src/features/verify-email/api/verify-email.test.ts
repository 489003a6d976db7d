import { getSession } from '@party/shared-ui';
import { startSession } from '@party/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupTestApi, AMA } from '../../../test-utils';
import { verifyEmail } from './verify-email';

const api = setupTestApi();

const user = AMA;

describe('verifyEmail', () => {
  it('signs the user in with the tokens of the answer', async () => {
    api().on('POST', '/auth/verify-email', ok({ token: 'access-v', refreshToken: 'refresh-v', user }));

    expect(await verifyEmail('mail-token')).toEqual({
      verified: true,
      message: 'Email verified successfully',
    });

    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual({ token: 'mail-token' });
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'access-v',
      refreshToken: 'refresh-v',
      pendingVerificationEmail: null,
    });
    expect(getSession().user).toEqual(user);
    expect(localStorage.getItem('access_token')).toBe('access-v');
  });

  it('sends no credentials of an earlier session', async () => {
    startSession({ accessToken: 'stale', refreshToken: 'stale-r', user: null });
    api().on('POST', '/auth/verify-email', fail(401, 'Token expired.'));

    await verifyEmail('mail-token');

    expect(api().requests.map((r) => r.path)).toEqual(['/api/auth/verify-email']);
    expect(api().requests[0]?.headers.authorization).toBeUndefined();
  });

  it('reports a refused token in the server words, else "Email verification failed"', async () => {
    api().on('POST', '/auth/verify-email', fail(400, 'This verification link is not valid.'));
    expect(await verifyEmail('bad')).toEqual({
      verified: false,
      message: 'This verification link is not valid.',
    });

    api().on('POST', '/auth/verify-email', fail(400, ''));
    expect(await verifyEmail('bad')).toEqual({ verified: false, message: 'Email verification failed' });
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('fails when the answer carries no token, without signing in', async () => {
    api().on('POST', '/auth/verify-email', ok({ user }));

    expect(await verifyEmail('mail-token')).toEqual({
      verified: false,
      message: 'Email verification failed',
    });
    expect(getSession()).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('says the token is missing without calling the server', async () => {
    expect(await verifyEmail(' ')).toEqual({ verified: false, message: 'Missing token in URL.' });
    expect(api().requests).toHaveLength(0);
  });
});
