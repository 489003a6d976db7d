import { describe, expect, it } from 'vitest';
import { holdsNonFinite, MAX_JSON_DEPTH, nonFiniteFields } from './json-guard.js';

/** `value` inside `levels` objects: { a: { a: … value } }. */
const nested = (levels: number, value: unknown): unknown =>
  levels === 0 ? value : { a: nested(levels - 1, value) };

describe('holdsNonFinite', () => {
  const values: unknown[] = [
    { page: 2, limit: 10, search: 'NDC' },
    { page: Number.POSITIVE_INFINITY },
    { budget: { amounts: [1, 2, Number.NaN] } },
    [1, [2, [Number.NEGATIVE_INFINITY]]],
    Number.NaN,
    'Infinity',
    null,
    nested(MAX_JSON_DEPTH - 1, Number.NaN),
    nested(MAX_JSON_DEPTH, Number.NaN),
    nested(MAX_JSON_DEPTH + 1, Number.NaN),
  ];

  it('says yes exactly where nonFiniteFields names a field', () => {
    for (const value of values) {
      expect(holdsNonFinite(value)).toBe(nonFiniteFields(value).length > 0);
    }
  });

  it('finds a number that is not finite anywhere a request can hold one', () => {
    expect(holdsNonFinite({ page: 1, filters: [{ min: Number.POSITIVE_INFINITY }] })).toBe(true);
    expect(holdsNonFinite({ page: 1, filters: [{ min: 0 }] })).toBe(false);
  });
});
