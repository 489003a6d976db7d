import { describe, expect, it } from 'vitest';
import { median, pairedShare } from './stats.js';

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('pairedShare', () => {
  it('is the median of the rounds’ shares, so one burst does not decide it', () => {
    // Round 3 fell on a burst of the machine's speed for the reference only.
    expect(pairedShare([900, 880, 910, 890, 905], [1000, 1000, 3000, 1000, 1000])).toBeCloseTo(0.89);
    // The ratio of the means would say 0.64.
  });

  it('averages the middle two of an even number of rounds', () => {
    expect(pairedShare([800, 900, 1000, 1100], [1000, 1000, 1000, 1000])).toBeCloseTo(0.95);
  });

  it('pairs rounds by their order, not by size', () => {
    expect(pairedShare([2000, 1000, 500], [2000, 1000, 500])).toBe(1);
  });

  it('leaves out rounds where the reference answered nothing', () => {
    expect(pairedShare([500, 800, 700], [0, 1000, 1000])).toBeCloseTo(0.75);
    expect(pairedShare([500], [0])).toBeUndefined();
    expect(pairedShare([], [])).toBeUndefined();
  });
});
