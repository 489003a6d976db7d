import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). Not lowered for tests:
 * a hash costs about 50 ms.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// IMPORTANT: Algorithm is an ambient const enum, which isolatedModules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user) it checks against a dummy hash of
 * the same cost and answers false, so that an unknown username takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hashPassword(randomBytes(16).toString('hex'))));
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    // A malformed stored hash is a wrong password, never a 500.
    return false;
  }
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/**
 * A 12-character password from the CSPRNG with letters, numbers and symbols (spec 02 §9); at least one of
 * each class, shuffled. Look-alike characters (l, I, O, 0, 1) are left out because people type it.
 */
export function generatePassword(length = 12): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
