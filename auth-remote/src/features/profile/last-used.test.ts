import { describe, expect, it } from 'vitest';
import { lastUsedLabel } from './last-used';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('lastUsedLabel', () => {
  it('says how long ago, in words, within a week', () => {
    expect(lastUsedLabel(before(20_000), NOW)).toBe('Just now');
    expect(lastUsedLabel(before(-5_000), NOW)).toBe('Just now');
    expect(lastUsedLabel(before(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(lastUsedLabel(before(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(lastUsedLabel(before(30 * 3_600_000), NOW)).toBe('yesterday');
    expect(lastUsedLabel(before(4 * 86_400_000), NOW)).toBe('4 days ago');
  });

  it('gives the date beyond a week, and a dash for no date', () => {
    expect(lastUsedLabel('2026-10-02T09:00:00Z', NOW)).toBe('02/10/2026');
    expect(lastUsedLabel('not a date', NOW)).toBe('—');
  });
});
