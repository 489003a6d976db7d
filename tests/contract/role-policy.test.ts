import { hasAdminAccess, hasSuperAccess, normaliseRoleName } from '@party/api/roles';
import { meetsRequirement, normalizeRole } from '@party/shared-ui/roles';
import { describe, expect, it } from 'vitest';

// The API enforces the role policy; the frontends' menus and guards read the same lists from the contract
// (role-policy.ts, generated). Both sides must also read a role name the same way.

const SPELLINGS = [
  'admin',
  'Admin',
  'Executive Admin',
  'executive-admin',
  'super_admin',
  'Super Admin',
  'super-user',
  'SuperUser',
  'superuser',
  ' super   admin ',
  'member',
  'Branch Secretary',
  'super',
  'administrator',
  '',
];

describe('the role policy', () => {
  it.each(SPELLINGS)('reads %j the same way in the API and the frontends', (name) => {
    expect(normalizeRole(name)).toBe(normaliseRoleName(name));
  });

  it.each(SPELLINGS)('opens the same doors to %j on both sides', (name) => {
    const holder = { roles: [name], isSuperuser: false };
    expect(meetsRequirement([name], 'admin')).toBe(hasAdminAccess(holder));
    expect(meetsRequirement([name], 'super')).toBe(hasSuperAccess(holder));
  });
});
