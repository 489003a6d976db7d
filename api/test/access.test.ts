import { describe, expect, it } from 'vitest';
import { actor, bearer, createUser, sessionFor } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// Server-side access (DESIGN §4), checked over every registered route rather than route by route, so that
// a new route cannot slip through with a policy that is declared but not enforced.

// Every route is called by every kind of caller: far more requests than one client's budget.
const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, ANY_ID);
const policies = app.routePolicies.filter((route) => route.url.startsWith('/api/'));

describe('route access policies', () => {
  it('covers the account routes with the intended policy', () => {
    const policy = (method: string, url: string) =>
      policies.find((r) => r.method === method && r.url === url)?.access;
    expect(policy('POST', '/api/auth/login')).toBe('public');
    expect(policy('GET', '/api/invitations/validate')).toBe('public');
    expect(policy('GET', '/api/users/profile')).toBe('authenticated');
    expect(policy('POST', '/api/auth/logout')).toBe('authenticated');
    expect(policy('GET', '/api/users/profile/sessions')).toBe('authenticated');
    expect(policy('DELETE', '/api/users/profile/sessions/:id')).toBe('authenticated');
    expect(policy('POST', '/api/users/profile/sessions/end-others')).toBe('authenticated');
    expect(policy('POST', '/api/auth/login/two-factor')).toBe('public');
    expect(policy('GET', '/api/users/profile/two-factor')).toBe('authenticated');
    expect(policy('POST', '/api/users/profile/two-factor/setup')).toBe('authenticated');
    expect(policy('POST', '/api/users/profile/two-factor/enable')).toBe('authenticated');
    expect(policy('POST', '/api/users/profile/two-factor/disable')).toBe('authenticated');
    expect(policy('POST', '/api/users/profile/two-factor/recovery-codes')).toBe('authenticated');
    expect(policy('GET', '/api/settings/two-factor')).toBe('super');
    expect(policy('PUT', '/api/settings/two-factor')).toBe('super');
    expect(policy('DELETE', '/api/users/:id/two-factor')).toBe('super');
    expect(policy('POST', '/api/invitations/create')).toBe('admin');
    expect(policy('GET', '/api/roles')).toBe('admin');
    expect(policy('GET', '/api/users')).toBe('super');
    expect(policy('DELETE', '/api/users/:id/roles')).toBe('super');
    expect(policy('GET', '/api/trash')).toBe('admin');
    expect(policy('POST', '/api/trash/:id/restore')).toBe('admin');
    expect(policy('DELETE', '/api/trash/:id')).toBe('admin');
  });

  const guarded = policies.filter((route) => route.access !== 'public');
  it.each(guarded.map((r) => [r.method, r.url, r.access] as const))(
    '%s %s (%s) refuses anonymous callers and bad tokens with 401',
    async (method, url) => {
      const anonymous = await app.inject({ method: method as 'GET', url: concrete(url) });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'AUTH_REQUIRED' });

      const forged = await app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
      });
      expect(forged.statusCode).toBe(401);
    },
  );

  it.each(
    policies
      .filter((r) => r.access === 'admin' || r.access === 'super')
      .map((r) => [r.method, r.url, r.access] as const),
  )('%s %s (%s) refuses a member with 403', async (method, url) => {
    const { token } = await actor(app, 'member');
    const res = await app.inject({ method: method as 'GET', url: concrete(url), headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each(policies.filter((r) => r.access === 'super').map((r) => [r.method, r.url] as const))(
    '%s %s refuses an admin without a super role with 403',
    async (method, url) => {
      const { token } = await actor(app, 'admin');
      const res = await app.inject({ method: method as 'GET', url: concrete(url), headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    },
  );

  it('takes role names however they are spelled', async () => {
    const role = await app.db
      .insertInto('roles')
      .values({ name: 'superuser', display_name: 'Superuser' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await createUser(app, { roles: [] });
    await app.db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
    const { token } = await sessionFor(app, user.id);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a suspended user whose token is still unexpired', async () => {
    const user = await createUser(app);
    const { token } = await sessionFor(app, user.id);
    await app.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    const res = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('leaves public routes alone, whatever the Authorization header says', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('marks guarded operations as needing a bearer token in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(doc.paths['/api/users/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([]);
  });
});
