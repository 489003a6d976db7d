import { getSession, type SessionUser } from '@party/shared-ui';
import { startSession } from '@party/shared-ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, setupTestApi, AMA } from '../../../test-utils';
import { saveProfile } from './save-profile';

const api = setupTestApi();

const apiUser = AMA;

/** Signed in as `apiUser` with the given role (the profile answers below may leave it out). */
function signIn(role = 'admin') {
  const user: SessionUser = { ...apiUser, role, roles: [role] };
  startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
}

const png = (name: string) => new File([new Uint8Array(256)], name, { type: 'image/png' });

describe('saveProfile', () => {
  it('updates the name and keeps the roles the answer leaves out, in the session and in storage', async () => {
    signIn('admin');
    const { role: _role, ...withoutRole } = apiUser;
    api().on('PATCH', '/users/profile', ok({ ...withoutRole, lastName: 'Owusu' }, 'Saved.'));

    expect(await saveProfile({ firstName: 'Ama', lastName: 'Owusu', picture: null })).toEqual({
      ok: true,
      message: 'Profile updated successfully',
      fieldErrors: {},
    });

    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual({ firstName: 'Ama', lastName: 'Owusu' });
    expect(api().requests[0]?.headers.authorization).toBe('Bearer access-1');
    expect(getSession().user).toMatchObject({ lastName: 'Owusu', role: 'admin', roles: ['admin'] });
    expect(getSession().accessToken).toBe('access-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ lastName: 'Owusu' });
  });

  it('removes the picture with picture: null', async () => {
    signIn();
    api().on('PATCH', '/users/profile', ok(apiUser));

    await saveProfile({ firstName: 'Ama', lastName: 'Mensah', picture: null, removePicture: true });

    expect(JSON.parse(api().requests[0]?.body ?? 'null')).toEqual({
      firstName: 'Ama',
      lastName: 'Mensah',
      picture: null,
    });
  });

  it('uploads a picture as multipart with progress, and shows the saved picture in the session', async () => {
    signIn();
    api().on('PATCH', '/users/profile', ok({ ...apiUser, picture: '/api/media/p1' }));
    const progress = vi.fn<(fraction: number) => void>();

    const outcome = await saveProfile(
      { firstName: 'Ama', lastName: 'Mensah', picture: png('portrait.png') },
      { onProgress: progress },
    );

    expect(outcome).toMatchObject({ ok: true, message: 'Profile updated successfully' });
    const patch = api().requests[0];
    expect(patch?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(patch?.body).toContain('filename="portrait.png"');
    expect(progress).toHaveBeenLastCalledWith(1);
    expect(getSession().user).toMatchObject({ picture: '/api/media/p1', roles: ['admin'] });
  });

  it('reports a refused update with its field errors, else "Failed to update profile"', async () => {
    signIn();
    api().on('PATCH', '/users/profile', fail(400, '', { firstName: ['Too long.'] }));

    expect(await saveProfile({ firstName: 'x'.repeat(500), lastName: 'Mensah', picture: null })).toEqual({
      ok: false,
      message: 'Failed to update profile',
      fieldErrors: { firstName: ['Too long.'] },
    });
    expect(getSession().user?.firstName).toBe('Ama');

    api().on('PATCH', '/users/profile', fail(413, 'The picture is too large.'));
    expect(await saveProfile({ firstName: 'Ama', lastName: 'Mensah', picture: png('big.png') })).toEqual({
      ok: false,
      message: 'The picture is too large.',
      fieldErrors: {},
    });
  });
});
