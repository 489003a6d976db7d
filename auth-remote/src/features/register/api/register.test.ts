import { getSession, login } from '@party/shared-ui';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, setupTestApi } from '../../../test-utils';
import { register, REGISTER_MESSAGES } from './register';

const api = setupTestApi();

const payload = {
  username: 'kofi',
  email: 'kofi@example.org',
  firstName: 'Kofi',
  lastName: 'Boateng',
  password: 'long-password',
  passwordConfirm: 'long-password',
  inviteToken: 'invite-1',
};

const body = (index = 0): unknown => JSON.parse(api().requests[index]?.body ?? 'null');

describe('register', () => {
  it('creates the account, ends any session and holds the email as pending verification', async () => {
    api().on('POST', '/auth/login', ok({ token: 'access-1', refreshToken: 'refresh-1', user: { id: 'u1' } }));
    expect(await login('ama', 'secret')).toBe(true);
    api().reset();
    api().on('POST', '/auth/register', ok({ email: payload.email }, 'Check your inbox.'));

    expect(await register(payload)).toEqual({
      ok: true,
      email: 'kofi@example.org',
      message: 'Check your inbox.',
    });

    expect(body()).toEqual(payload);
    expect(getSession()).toMatchObject({
      user: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
      pendingVerificationEmail: 'kofi@example.org',
      successMessage: 'Check your inbox.',
    });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says the spec text when the server sends no message', async () => {
    api().on('POST', '/auth/register', ok(null, ''));

    const outcome = await register(payload);

    expect(outcome).toMatchObject({ ok: true, message: REGISTER_MESSAGES.registrationSuccess });
    expect(getSession().successMessage).toBe('Account created. Check your email for the verification link.');
  });

  it('reports server field errors, else "Registration failed", and leaves the session alone', async () => {
    api().on('POST', '/auth/register', fail(409, '', { username: ['That username is taken.'] }));

    expect(await register(payload)).toEqual({
      ok: false,
      message: 'Registration failed',
      fieldErrors: { username: ['That username is taken.'] },
    });
    expect(getSession()).toMatchObject({ pendingVerificationEmail: null, error: null });
  });

  it('shows "Registration failed" and how long to wait for a 429, whose own text is only logged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api().on('POST', '/auth/register', {
      ...fail(429, 'Too many attempts.', { username: ['x'] }),
      headers: { 'Retry-After': '120' },
    });

    expect(await register(payload)).toEqual({
      ok: false,
      message: 'Registration failed. Too many requests: please wait 2 minutes and try again.',
      fieldErrors: {},
    });
  });

  it('needs an invitation token', async () => {
    expect(await register({ ...payload, inviteToken: '  ' })).toEqual({
      ok: false,
      message: 'An invitation token is required to create an account.',
      fieldErrors: {},
    });
    expect(api().requests).toHaveLength(0);
  });
});
