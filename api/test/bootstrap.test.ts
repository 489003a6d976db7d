import { describe, expect, it } from 'vitest';
import { bootstrapSuperAdmin } from '../src/modules/users/users.service.js';
import { createTestApp } from './helpers/app.js';

// First start (DESIGN §6): ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD create a super administrator when
// the database has no users.

const ADMIN = {
  ADMIN_USERNAME: 'chair',
  ADMIN_EMAIL: 'chair@example.org',
  ADMIN_PASSWORD: 'first password!',
};

describe('super administrator bootstrap', () => {
  it('creates an active super_admin when there are no users, once', async () => {
    const { app, config } = await createTestApp({ env: ADMIN });
    const rows = await app.db.selectFrom('users').select(['username', 'status']).execute();
    expect(rows).toEqual([{ username: 'chair', status: 'active' }]);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'chair@example.org', email: 'chair@example.org', password: 'first password!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ data: { role: 'super_admin', roles: ['super_admin'] } });

    // Again (a restart, another replica): nothing new.
    expect(await bootstrapSuperAdmin(app.db, config.admin, app.log)).toBe(false);
    expect(await bootstrapSuperAdmin(app.db, { ...config.admin, username: 'other' }, app.log)).toBe(false);
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('does nothing without the variables', async () => {
    const { app } = await createTestApp();
    expect(await app.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
