import { getSession } from '@party/shared-ui';
import { startSession } from '@party/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupTestApi, AMA } from '../../../test-utils';
import { changePassword } from './change-password';

const api = setupTestApi();

const user = AMA;

const change = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };

describe('changePassword', () => {
  it('checks the confirmation before calling the API', async () => {
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });

    expect(await changePassword({ ...change, confirmPassword: 'other-pass' })).toEqual({
      ok: false,
      message: 'New password and confirm password do not match',
      fieldErrors: { confirmPassword: ['New password and confirm password do not match'] },
    });
    expect(api().requests).toHaveLength(0);
  });

  it('changes the password; this session stays signed in with its tokens', async () => {
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    api().on('POST', '/users/change-password', ok(null, 'Changed'));

    expect(await changePassword(change)).toEqual({
      ok: true,
      message: 'Password changed successfully',
      fieldErrors: {},
    });

    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual(change);
    expect(api().requests[0]?.headers.authorization).toBe('Bearer access-1');
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user,
    });
  });

  it('reports a refused change, else "Failed to change password"', async () => {
    startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    api().on('POST', '/users/change-password', fail(400, '', { currentPassword: ['Incorrect.'] }));

    expect(await changePassword(change)).toEqual({
      ok: false,
      message: 'Failed to change password',
      fieldErrors: { currentPassword: ['Incorrect.'] },
    });
    expect(getSession().isAuthenticated).toBe(true);
  });
});
