import { describe, expect, it } from 'vitest';
import {
  displayName,
  isAdmin,
  isSuperAdmin,
  parseSessionUser,
  userRoles,
  type SessionUser,
} from './session-user';

const base: SessionUser = {
  id: '1',
  username: 'ama',
  email: 'ama@example.org',
  firstName: '',
  lastName: '',
  picture: null,
  role: 'member',
};

describe('role helpers', () => {
  it('read both role and roles, as the product compares role names', () => {
    expect(isAdmin(base)).toBe(false);
    expect(isAdmin({ ...base, role: 'Executive Admin' })).toBe(true);
    expect(isAdmin({ ...base, roles: ['member', 'admin'] })).toBe(true);
    expect(isSuperAdmin({ ...base, role: 'admin' })).toBe(false);
    expect(isSuperAdmin({ ...base, role: 'super-admin' })).toBe(true);
    expect(isSuperAdmin({ ...base, roles: ['SuperUser'] })).toBe(true);
    expect(isAdmin(null)).toBe(false);
    expect(userRoles({ ...base, roles: ['member', 'editor'] })).toEqual(['member', 'editor']);
  });
});

describe('parseSessionUser', () => {
  it('accepts snake_case names, numeric ids and role objects', () => {
    expect(
      parseSessionUser({
        id: 7,
        username: 'kofi',
        first_name: 'Kofi',
        last_name: 'B',
        roles: [{ name: 'admin' }],
      }),
    ).toEqual({
      id: '7',
      username: 'kofi',
      email: '',
      firstName: 'Kofi',
      lastName: 'B',
      picture: null,
      role: 'admin',
      roles: ['admin'],
    });
  });

  it('refuses what is not a user', () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser({ token: 'x' })).toBeNull();
    expect(parseSessionUser([{ id: 1 }])).toBeNull();
  });
});

describe('displayName', () => {
  it('greets by first name, else username, else Account', () => {
    expect(displayName({ ...base, firstName: 'Ama' })).toBe('Ama');
    expect(displayName(base)).toBe('ama');
    expect(displayName(null)).toBe('Account');
  });
});
