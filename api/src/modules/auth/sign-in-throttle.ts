import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Counters } from '../../shared/counters.js';
import { findLoginCandidate } from '../users/users.repository.js';

/**
 * Slows password guessing against one account without letting anyone lock its owner out.
 *
 * A lockout ("ten failures and the account is closed for a while") hands every stranger a switch that
 * turns the real owner away: eleven wrong passwords for `admin` from anywhere, and the administrator's
 * correct password is refused too. Instead:
 *
 * - Each address has its strict per-route budget of sign-in attempts (AUTH_RATE_LIMIT_MAX a minute), so
 *   one address guesses slowly whatever account it names.
 * - Failed sign-ins are counted per account and per (account, address) over `windowMs`. While an account
 *   has fewer than `threshold` failures in the window, nothing more happens.
 * - Once it has `threshold` or more, the account is under pressure: after each failure from an address,
 *   that address waits before its next attempt for that account, 1 s after its first failure and twice as
 *   long after each further one, up to `maxWaitMs`. An attempt made sooner is answered 429 with
 *   Retry-After, for that address and account only; the password is not even checked.
 * - An address with no failure for the account never waits, so the owner signing in from a new address
 *   during an attack is let in at the first correct attempt. An address that signed in successfully to the
 *   account within `trustMs` never waits either, so the owner's usual address can mistype in peace.
 * - A successful sign-in clears the address's failures and wait for that account.
 *
 * What this bounds: one address gets a handful of guesses at an account before its waits grow to
 * `maxWaitMs`. Many addresses together still get a few guesses each per window: this slows distributed
 * guessing without refusing the owner; the password rules and the cost of the password hash carry the rest.
 * Crossing the threshold is reported (`onPressure`) so operators can see an account under attack.
 *
 * The counters live where the rate limits' do (Redis when REDIS_URL is set, shared by the replicas).
 */

/**
 * Whom a sign-in names, for counting: the account when one matches (its username and its email are one
 * account), else the name as typed, so that unknown names are counted alike and tell nothing.
 */
export async function signInAccount(db: Kysely<Database>, identifier: string): Promise<string> {
  const candidate = identifier ? await findLoginCandidate(db, identifier) : undefined;
  return candidate ? `user:${candidate.id}` : `name:${identifier}`;
}

export interface SignInThrottleOptions {
  counters: Counters;
  /** Failed sign-ins of one account within `windowMs` from which addresses wait between attempts. */
  threshold: number;
  /** How long failures are remembered. */
  windowMs?: number;
  /** The longest wait between an address's attempts for one account. */
  maxWaitMs?: number;
  /** How long an address that signed in to an account is spared the waits for that account. */
  trustMs?: number;
  /** Called once per window when an account reaches `threshold` failures. */
  onPressure?: (account: string) => void;
}

export interface SignInThrottle {
  /** How long `address` must still wait before trying to sign in to `account`; 0 when it may try now. */
  waitMs(account: string, address: string): Promise<number>;
  /** A wrong password (or an unknown account) was given for `account` from `address`. */
  failed(account: string, address: string): Promise<void>;
  /** `address` signed in to `account`. */
  succeeded(account: string, address: string): Promise<void>;
}

const FIRST_WAIT_MS = 1000;

export function createSignInThrottle({
  counters,
  threshold,
  windowMs = 15 * 60_000,
  maxWaitMs = 15 * 60_000,
  trustMs = 30 * 24 * 60 * 60_000,
  onPressure,
}: SignInThrottleOptions): SignInThrottle {
  // The address comes last and holds no "|", so two different (account, address) pairs never share a key.
  const failures = (account: string) => `sign-in:failures:${account}`;
  const pairFailures = (account: string, address: string) => `sign-in:failures:${account}|${address}`;
  const wait = (account: string, address: string) => `sign-in:wait:${account}|${address}`;
  const trusted = (account: string, address: string) => `sign-in:trusted:${account}|${address}`;

  return {
    async waitMs(account, address) {
      const { count, ttlMs } = await counters.peek(wait(account, address));
      return count > 0 ? Math.max(ttlMs, 1) : 0;
    },

    async failed(account, address) {
      const [total, pair] = await Promise.all([
        counters.hit(failures(account), windowMs),
        counters.hit(pairFailures(account, address), windowMs),
      ]);
      if (total.count < threshold) return;
      if (total.count === threshold) onPressure?.(account);
      if ((await counters.peek(trusted(account, address))).count > 0) return;
      const ms = Math.min(FIRST_WAIT_MS * 2 ** Math.min(pair.count - 1, 30), maxWaitMs);
      await counters.hold(wait(account, address), ms);
    },

    async succeeded(account, address) {
      await Promise.all([
        counters.forget(pairFailures(account, address)),
        counters.forget(wait(account, address)),
        counters.hold(trusted(account, address), trustMs),
      ]);
    },
  };
}
