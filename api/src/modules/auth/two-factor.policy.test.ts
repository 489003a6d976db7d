import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema.js';

const read = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock('./two-factor.repository.js', () => ({ readTwoFactorPolicy: read }));

const { createTwoFactorPolicy } = await import('./two-factor.policy.js');

const db = {} as Kysely<Database>;

describe('the two-factor policy as the access check reads it', () => {
  it('asks the database once per period, and again at once after a change here', async () => {
    let now = 0;
    read.mockReset().mockResolvedValueOnce(false).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const policy = createTwoFactorPolicy(5000, () => now);
    expect(await policy.requiredForAdmins(db)).toBe(false);
    now = 4999;
    expect(await policy.requiredForAdmins(db)).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
    now = 5000;
    expect(await policy.requiredForAdmins(db)).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
    policy.forget();
    expect(await policy.requiredForAdmins(db)).toBe(false);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shares one read between requests arriving together, and does not keep a failed one', async () => {
    read.mockReset().mockRejectedValueOnce(new Error('database unavailable')).mockResolvedValue(true);
    const policy = createTwoFactorPolicy(5000, () => 0);
    const [first, second] = await Promise.allSettled([
      policy.requiredForAdmins(db),
      policy.requiredForAdmins(db),
    ]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await policy.requiredForAdmins(db)).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
