import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readTwoFactorPolicy } from './two-factor.repository.js';

/**
 * Whether every administrator must use two-factor sign-in, as the access check reads it on administrators'
 * requests: kept in memory for `ttlMs`, so the check costs no query per request. A change made through this
 * process is seen at once (`forget`); one made through another API replica within `ttlMs`.
 */
export interface TwoFactorPolicy {
  requiredForAdmins(db: Kysely<Database>): Promise<boolean>;
  /** Drops the remembered value: the next read asks the database. */
  forget(): void;
}

export const TWO_FACTOR_POLICY_TTL_MS = 5000;

export function createTwoFactorPolicy(ttlMs = TWO_FACTOR_POLICY_TTL_MS, now = Date.now): TwoFactorPolicy {
  let cached: { value: Promise<boolean>; until: number } | null = null;
  return {
    requiredForAdmins(db) {
      if (cached && cached.until > now()) return cached.value;
      const value = readTwoFactorPolicy(db);
      const entry = { value, until: now() + ttlMs };
      cached = entry;
      // A failed read is not remembered: the next request asks again.
      value.catch(() => {
        if (cached === entry) cached = null;
      });
      return value;
    },
    forget() {
      cached = null;
    },
  };
}
