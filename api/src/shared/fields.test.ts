import { describe, expect, it } from 'vitest';
import { iso } from './fields.js';

/** A moment as PostgreSQL writes it into JSON in UTC, with `digits` of its microseconds. */
function postgresText(date: Date, micros: number, digits: number): string {
  const seconds = date.toISOString().slice(0, 19);
  const fraction = String(date.getUTCMilliseconds() * 1000 + micros)
    .padStart(6, '0')
    .slice(0, digits)
    .replace(/0+$/, '');
  return `${seconds}${fraction ? `.${fraction}` : ''}+00:00`;
}

describe('iso', () => {
  it('writes PostgreSQL JSON moments exactly as Date#toISOString does', () => {
    let seed = 20261127;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 2000; i += 1) {
      const date = new Date(
        Date.UTC(1900, 0, 1) + (next() % 200) * 31_557_600_000 + next() * 1000 + (next() % 1000),
      );
      const text = postgresText(date, next() % 1000, next() % 7);
      expect(iso(text), text).toBe(new Date(text).toISOString());
    }
    expect(iso('2026-11-27T04:25:36.9999+00:00')).toBe('2026-11-27T04:25:36.999Z');
    expect(iso('0001-01-01T00:00:00+00:00')).toBe('0001-01-01T00:00:00.000Z');
  });

  it('writes Dates exactly as Date#toISOString does, in every year', () => {
    let seed = 20261128;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const earliest = Date.UTC(-2000, 0, 1);
    const latest = Date.UTC(12000, 0, 1);
    const instants = [
      0,
      -1,
      Date.UTC(1000, 0, 1),
      Date.UTC(1000, 0, 1) - 1,
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1),
      Date.UTC(2000, 1, 29, 12),
      Date.UTC(1900, 1, 28, 23, 59, 59, 999),
      Date.UTC(2024, 1, 29),
      Date.UTC(2100, 2, 1),
      ...Array.from({ length: 5000 }, () => Math.floor(earliest + next() * (latest - earliest))),
      ...Array.from({ length: 2000 }, () => Math.floor(Date.UTC(1970, 0, 1) + next() * 100 * 31_557_600_000)),
    ];
    // Twice: the second time the days written lately are known (and more days than are kept went by).
    for (const time of [...instants, ...instants]) {
      const date = new Date(time);
      expect(iso(date), String(time)).toBe(date.toISOString());
    }
    expect(() => iso(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads other offsets and Dates as Dates', () => {
    expect(iso('2026-11-27T04:25:36.5+02:00')).toBe('2026-11-27T02:25:36.500Z');
    expect(iso(new Date('2026-11-27T04:25:36.123Z'))).toBe('2026-11-27T04:25:36.123Z');
    expect(() => iso('not a moment')).toThrow(RangeError);
  });
});
