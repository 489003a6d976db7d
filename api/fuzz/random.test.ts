import { describe, expect, it } from 'vitest';
import { parseSeed, Random } from './random.js';

describe('the seeded generator', () => {
  it('replays the same sequence from the same seed, and another from another seed', () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.int(0, 1_000_000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays within the bounds it is given and draws UUIDs of the version 4 layout', () => {
    const random = new Random(7);
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(-3, 3);
      expect(value).toBeGreaterThanOrEqual(-3);
      expect(value).toBeLessThanOrEqual(3);
    }
    expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });

  it('takes a seed from the command line, or refuses one that is not a 32-bit whole number', () => {
    expect(parseSeed('1234')).toBe(1234);
    expect(() => parseSeed('-1')).toThrow(/whole number/);
    expect(() => parseSeed('abc')).toThrow(/whole number/);
    expect(parseSeed(undefined)).toBeGreaterThanOrEqual(0);
  });
});
