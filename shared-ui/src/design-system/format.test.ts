// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatMoney, formatNumber } from './format';

describe('formatDate', () => {
  it('formats dates en-GB short', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate(new Date(2026, 10, 22, 15, 30))).toBe('22/11/2026');
  });

  it('keeps a date-only string on its calendar day, whatever the time zone', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDateLong('1992-03-06')).toBe('6 March 1992');
  });

  it('formats instants (ISO timestamps and epoch milliseconds)', () => {
    const instant = new Date(2026, 10, 22, 12, 0);
    expect(formatDate(instant.toISOString())).toBe('22/11/2026');
    expect(formatDate(instant.getTime())).toBe('22/11/2026');
  });

  it('returns the fallback for missing or invalid input', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(null, 'Never')).toBe('Never');
  });
});

describe('formatDateLong', () => {
  it('formats dates as day, month name and year', () => {
    expect(formatDateLong('2026-11-22')).toBe('22 November 2026');
    expect(formatDateLong(new Date(2026, 10, 22))).toBe('22 November 2026');
  });

  it('returns the fallback for missing or invalid input', () => {
    expect(formatDateLong(undefined)).toBe('—');
    expect(formatDateLong('2026-13-45')).toBe('—');
    expect(formatDateLong(null, 'Present')).toBe('Present');
  });
});

describe('formatMoney', () => {
  it('formats Ghana cedis with the cedi sign and two decimals', () => {
    // The code, then a no-break space.
    expect(formatMoney(1234.5)).toBe('GHS\u00a01,234.50');
    expect(formatMoney(0)).toBe('GHS\u00a00.00');
    expect(formatMoney(-20)).toBe('-GHS\u00a020.00');
  });

  it('accepts numeric strings, as PostgreSQL numeric columns arrive', () => {
    expect(formatMoney('2500000')).toBe('GHS\u00a02,500,000.00');
  });

  it('returns the fallback for missing or invalid input', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('')).toBe('—');
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(undefined, 'TBC')).toBe('TBC');
  });
});

describe('formatNumber', () => {
  it('groups thousands en-GB', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('1500')).toBe('1,500');
    expect(formatNumber(12.345, { maximumFractionDigits: 1 })).toBe('12.3');
  });

  it('returns the fallback for missing or invalid input', () => {
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatNumber(undefined, undefined, 'N/A')).toBe('N/A');
  });
});
