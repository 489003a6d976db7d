import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The cryptography of two-factor sign-in, on top of the otpauth library (RFC 6238 codes: HMAC-SHA1, six
 * digits, 30-second steps, which every authenticator app reads from a QR code) and Node's crypto.
 *
 * - The shared key must be readable by the server to check codes, so it cannot be hashed. It is stored
 *   sealed with AES-256-GCM under a key derived (HKDF) from the API's JWT secret, bound to its account
 *   (the user id is the associated data): a copy of the database alone does not give the keys away, and a
 *   sealed key moved to another account does not open.
 * - Recovery codes are random (12 characters of 31, 59 bits each) and stored only as SHA-256 hashes of their normalised form,
 *   looked up by hash; a code is checked with the account's password already proven.
 */

/** The step of a code: 30 seconds (RFC 6238's default, the only one every app supports). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too: a phone's clock may be a little off. */
const TOTP_WINDOW = 1;
/** 160 bits, as RFC 4226 recommends for the HMAC-SHA1 key. */
const SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another when copied by hand (no i, l, o, 0 or 1). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 12;

/** The key that seals authenticator keys, derived once per configured JWT secret. */
export function sealingKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', 'party two-factor secrets v1', 32));
}

const SEALED_VERSION = 'v1';

/** Seals an authenticator key (base32) for one account: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The authenticator key sealed for `userId`, or null when it does not open: sealed under another JWT secret
 * (the secret was changed), for another account, or damaged.
 */
export function openSecret(key: Buffer, userId: string, sealed: string): string | null {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== SEALED_VERSION || !iv || !tag || !body || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** A new random authenticator key, base32 (as people type it and as the otpauth:// address carries it). */
export const newSecret = (): string => new Secret({ size: SECRET_BYTES }).base32;

const totp = (secret: string, issuer = '', label = 'account') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** The `otpauth://totp/…` address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, issuer: string, label: string): string =>
  totp(secret, issuer, label).toString();

/** The key in groups of four, as the page shows it for typing by hand. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A code as typed ("123 456", "123-456"), reduced to its six digits; null when it cannot be one. */
export function normaliseTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * The time step whose code `code` is, within the window around `now` (milliseconds), or null when it is no
 * code of this key just now. The library compares codes in constant time.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}

/** Ten new recovery codes, shown as `abcd-efgh-ijkl`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** A recovery code as typed (any case, spaces or hyphens), in its stored form; null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const chars = input.replace(/[\s-]/g, '').toLowerCase();
  const pattern = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);
  return pattern.test(chars) ? chars : null;
}

/** How a recovery code is stored: the SHA-256 of its normalised form, hex. */
export const recoveryCodeHash = (normalised: string): string =>
  createHash('sha256').update(normalised).digest('hex');

/** What a challenge remembers of the password hash its first step checked. */
export const credentialFingerprint = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash).digest('hex');
