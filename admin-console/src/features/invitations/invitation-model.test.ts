import { describe, expect, it } from 'vitest';
import { clampDaysValid, invitationStatus } from './invitation-model';

describe('clampDaysValid', () => {
  it('keeps 1 to 365, ignores below 1 or not numeric, caps above 365', () => {
    expect(clampDaysValid('1')).toBe(1);
    expect(clampDaysValid('30')).toBe(30);
    expect(clampDaysValid('0')).toBe(7);
    expect(clampDaysValid('-4')).toBe(7);
    expect(clampDaysValid('abc')).toBe(7);
    expect(clampDaysValid('')).toBe(7);
    expect(clampDaysValid('400')).toBe(365);
  });
});

describe('invitationStatus', () => {
  const base = { id: '1', email: 'a@b.c', expiresAt: '2099-01-01T00:00:00Z' };
  const now = new Date('2026-01-01T00:00:00Z');
  it('prefers the server status, else derives revoked, used, expired, pending', () => {
    expect(invitationStatus({ ...base, status: 'used' }, now)).toBe('used');
    expect(invitationStatus({ ...base, revokedAt: '2025-01-01T00:00:00Z' }, now)).toBe('revoked');
    expect(invitationStatus({ ...base, usedAt: '2025-01-01T00:00:00Z' }, now)).toBe('used');
    expect(invitationStatus({ ...base, expiresAt: '2025-01-01T00:00:00Z' }, now)).toBe('expired');
    expect(invitationStatus(base, now)).toBe('pending');
  });
});
