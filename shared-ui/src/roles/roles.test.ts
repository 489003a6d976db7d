import { describe, expect, it } from 'vitest';
import { meetsRequirement, normalizeRole } from './roles';

describe('normalizeRole', () => {
  it.each([
    ['Super Admin', 'super_admin'],
    ['super-admin', 'super_admin'],
    ['  EXECUTIVE   admin ', 'executive_admin'],
    ['superuser', 'superuser'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeRole(input)).toBe(expected);
  });
});

describe('meetsRequirement', () => {
  it('lets every admin role through an admin requirement', () => {
    for (const role of ['admin', 'Super Admin', 'superuser', 'super-user', 'Executive Admin']) {
      expect(meetsRequirement([role], 'admin')).toBe(true);
    }
  });

  it('lets only super roles through a super requirement', () => {
    expect(meetsRequirement(['super_admin'], 'super')).toBe(true);
    expect(meetsRequirement(['SuperUser'], 'super')).toBe(true);
    expect(meetsRequirement(['admin', 'executive_admin'], 'super')).toBe(false);
  });

  it('refuses members and anonymous viewers', () => {
    expect(meetsRequirement(['member'], 'admin')).toBe(false);
    expect(meetsRequirement([], 'admin')).toBe(false);
  });
});
