import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalCounters } from './counters.js';

describe('LocalCounters', () => {
  afterEach(() => vi.useRealTimers());

  it('counts within a window and starts again once it closes', async () => {
    vi.useFakeTimers();
    const counters = new LocalCounters();
    expect(await counters.hit('a', 1000)).toEqual({ count: 1, ttlMs: 1000 });
    vi.advanceTimersByTime(400);
    expect(await counters.hit('a', 1000)).toEqual({ count: 2, ttlMs: 600 });
    expect(await counters.peek('a')).toEqual({ count: 2, ttlMs: 600 });
    vi.advanceTimersByTime(600);
    expect(await counters.peek('a')).toEqual({ count: 0, ttlMs: 0 });
    expect(await counters.hit('a', 1000)).toEqual({ count: 1, ttlMs: 1000 });
  });

  it('holds and forgets a key', async () => {
    const counters = new LocalCounters();
    await counters.hold('wait', 5000);
    expect((await counters.peek('wait')).count).toBe(1);
    await counters.forget('wait');
    expect((await counters.peek('wait')).count).toBe(0);
  });

  it('keeps at most its bound of keys, dropping the oldest first', async () => {
    const counters = new LocalCounters(3);
    for (const key of ['a', 'b', 'c', 'd']) await counters.hit(key, 60_000);
    expect((await counters.peek('a')).count).toBe(0);
    for (const key of ['b', 'c', 'd']) expect((await counters.peek(key)).count).toBe(1);
  });
});
