import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { actor, bearer, createUser, injectAs, sessionFor } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';

// Roles and their assignment (spec 02 §2 Manage Roles, §4; DESIGN §3, §4).

const { app } = await createTestApp();

interface Role {
  id: string;
  name: string;
  displayName: string;
  description: string;
}
interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
}

const rolesOf = async (userId: string) =>
  (await injectAs(app, 'super_admin', { method: 'GET', url: `/api/users/${userId}/roles` }))
    .json<Envelope<{ roles: Role[] }>>()
    .data.roles.map((r) => r.name);

describe('GET /api/roles', () => {
  it('lists the seeded roles for administrators', async () => {
    const res = await injectAs(app, 'executive_admin', { method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    const roles = res.json<Envelope<Role[]>>().data;
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['member', 'admin', 'executive_admin', 'super_admin']),
    );
    const superAdmin = roles.find((r) => r.name === 'super_admin');
    expect(superAdmin?.displayName).toBe('Super Administrator');
    expect(superAdmin?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(superAdmin?.description).not.toBe('');
    expect((await injectAs(app, 'member', { method: 'GET', url: '/api/roles' })).statusCode).toBe(403);
  });
});

describe('user roles', () => {
  it('assigns by name, refuses duplicates and unknown roles, and removes', async () => {
    const user = await createUser(app);
    expect(await rolesOf(user.id)).toEqual(['member']);

    const assign = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: `/api/users/${user.id}/roles`,
      payload: { role: 'Executive-Admin' },
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json<Envelope<unknown>>().message).toBe('Role "executive_admin" assigned successfully!');
    expect(await rolesOf(user.id)).toEqual(['member', 'executive_admin']);

    // The new role takes effect on the user's next request, without signing in again.
    const { token } = await sessionFor(app, user.id);
    expect(
      (await app.inject({ method: 'GET', url: '/api/invitations', headers: bearer(token) })).statusCode,
    ).toBe(200);

    const duplicate = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: `/api/users/${user.id}/roles`,
      payload: { role: 'executive_admin' },
    });
    expect(duplicate.statusCode).toBe(409);
    const unknown = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: `/api/users/${user.id}/roles`,
      payload: { role: 'emperor' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      expectValidationError(
        await injectAs(app, 'super_admin', {
          method: 'POST',
          url: `/api/users/${user.id}/roles`,
          payload: {},
        }),
        'role',
      ),
    ).toEqual(['Please select a role.']);
    const blank = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: `/api/users/${user.id}/roles`,
      payload: { role: '   ' },
    });
    expect(blank.json<Envelope<unknown>>().message).toBe('Please select a role.');
    expect(expectValidationError(blank, 'role')).toEqual(['Please select a role.']);
    const nobody = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: `/api/users/${randomUUID()}/roles`,
      payload: {},
    });
    expect(nobody.statusCode).toBe(404);

    const remove = await injectAs(app, 'super_admin', {
      method: 'DELETE',
      url: `/api/users/${user.id}/roles`,
      payload: { role: 'member' },
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json<Envelope<{ roles: Role[] }>>()).toMatchObject({
      message: 'Role "member" removed successfully!',
      data: { roles: [{ name: 'executive_admin' }] },
    });

    const last = await injectAs(app, 'super_admin', {
      method: 'DELETE',
      url: `/api/users/${user.id}/roles?role=executive_admin`,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json<Envelope<unknown>>().message).toBe('A user must keep at least one role.');
    expect(await rolesOf(user.id)).toEqual(['executive_admin']);

    const notHeld = await injectAs(app, 'super_admin', {
      method: 'DELETE',
      url: `/api/users/${user.id}/roles`,
      payload: { role: 'admin' },
    });
    expect(notHeld.statusCode).toBe(404);
  });

  it('does not let a super administrator remove their own super access', async () => {
    const me = await actor(app, 'super_admin');
    await injectAs(app, 'super_admin', {
      method: 'POST',
      url: `/api/users/${me.user.id}/roles`,
      payload: { role: 'member' },
    });
    const res = await injectAs(app, 'super_admin', {
      method: 'DELETE',
      url: `/api/users/${me.user.id}/roles`,
      payload: { role: 'super_admin' },
    });
    expect(res.statusCode).toBe(409);
    expect(await rolesOf(me.user.id)).toEqual(['super_admin', 'member']);
  });

  it('answers 404 for an unknown user and 403 for administrators without a super role', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await injectAs(app, 'super_admin', { method: 'GET', url: `/api/users/${missing}/roles` })).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs(app, 'super_admin', {
          method: 'POST',
          url: `/api/users/${missing}/roles`,
          payload: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(404);
    const user = await createUser(app);
    expect(
      (await injectAs(app, 'admin', { method: 'GET', url: `/api/users/${user.id}/roles` })).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(app, 'admin', {
          method: 'POST',
          url: `/api/users/${user.id}/roles`,
          payload: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('super access at the same moment', () => {
  it('two super administrators removing each other: one wins, the other is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await createUser(app, { roles: ['super_admin', 'member'] });
      const b = await createUser(app, { roles: ['super_admin', 'member'] });
      const [ta, tb] = [(await sessionFor(app, a.id)).token, (await sessionFor(app, b.id)).token];
      const results = await Promise.all([
        app.inject({
          method: 'DELETE',
          url: `/api/users/${b.id}/roles?role=super_admin`,
          headers: bearer(ta),
        }),
        app.inject({
          method: 'DELETE',
          url: `/api/users/${a.id}/roles?role=super_admin`,
          headers: bearer(tb),
        }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      const supers = [await rolesOf(a.id), await rolesOf(b.id)].filter((roles) =>
        roles.includes('super_admin'),
      );
      expect(supers).toHaveLength(1);
    }
  });
});
