/** A count in a fixed window: how many so far, and how long until the window closes. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * Counters that expire, shared by the API replicas through Redis when REDIS_URL is set. Rate limits and the
 * sign-in throttle (modules/auth/sign-in-throttle.ts) keep their state in them (plugins/security.ts).
 */
export interface Counters {
  /** Adds one to `key` in its window; a window of `windowMs` opens when none is open. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count of `key` (0 when no window is open), adding nothing. */
  peek(key: string): Promise<WindowCount>;
  /** Sets `key` to 1 for `ttlMs`, whatever it held. */
  hold(key: string, ttlMs: number): Promise<void>;
  forget(key: string): Promise<void>;
}

/**
 * Counters of this process, bounded in entries: beyond `maxEntries` the oldest windows are dropped first, so
 * a flood of distinct keys costs memory up to the bound and no more.
 */
export class LocalCounters implements Counters {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly maxEntries = 100_000) {}

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, count: number, expiresAt: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const now = Date.now();
      for (const [oldKey, old] of this.entries) {
        if (this.entries.size < this.maxEntries && old.expiresAt > now) break;
        this.entries.delete(oldKey);
      }
    }
    const entry = { count, expiresAt };
    this.entries.set(key, entry);
    return entry;
  }

  /** `hit`, answered at once. */
  count(key: string, windowMs: number): WindowCount {
    const now = Date.now();
    const entry = this.live(key, now);
    if (entry) entry.count += 1;
    const { count, expiresAt } = entry ?? this.put(key, 1, now + windowMs);
    return { count, ttlMs: expiresAt - now };
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return Promise.resolve(this.count(key, windowMs));
  }

  peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const entry = this.live(key, now);
    return Promise.resolve(
      entry ? { count: entry.count, ttlMs: entry.expiresAt - now } : { count: 0, ttlMs: 0 },
    );
  }

  hold(key: string, ttlMs: number): Promise<void> {
    this.put(key, 1, Date.now() + ttlMs);
    return Promise.resolve();
  }

  forget(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}
