import { randomUUID } from 'node:crypto';
import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  credentialFingerprint,
  groupedSecret,
  matchingStep,
  newRecoveryCodes,
  newSecret,
  normaliseRecoveryCode,
  normaliseTotpCode,
  openSecret,
  otpauthUri,
  recoveryCodeHash,
  sealingKey,
  sealSecret,
} from './two-factor.crypto.js';

// RFC 6238 Appendix B: the SHA1 key "12345678901234567890" and its codes (the last six digits of the
// eight the RFC lists).
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_CODES: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('codes', () => {
  it.each(RFC_CODES)('accepts the RFC 6238 code of second %i, at its own step', (seconds, code) => {
    expect(matchingStep(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts the codes of the steps either side (a phone clock a little off), and no further', () => {
    const now = 1_800_000_015_000;
    const codeAt = (ms: number) =>
      new TOTP({ secret: Secret.fromBase32(RFC_SECRET) }).generate({ timestamp: ms });
    const step = Math.floor(now / 30_000);
    expect(matchingStep(RFC_SECRET, codeAt(now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, codeAt(now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, codeAt(now - 60_000), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeAt(now + 60_000), now)).toBeNull();
  });

  it('reads a code as typed, and refuses what cannot be one', () => {
    expect(normaliseTotpCode('123 456')).toBe('123456');
    expect(normaliseTotpCode('123-456')).toBe('123456');
    expect(normaliseTotpCode('12345')).toBeNull();
    expect(normaliseTotpCode('1234567')).toBeNull();
    expect(normaliseTotpCode('12345a')).toBeNull();
  });

  it('makes 160-bit keys and an otpauth address that authenticator apps read', () => {
    const secret = newSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newSecret()).not.toBe(secret);
    const uri = otpauthUri(secret, 'Asokwa Office', 'kofi');
    const parsed = URI.parse(uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({
      issuer: 'Asokwa Office',
      label: 'kofi',
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    expect(parsed.secret.base32).toBe(secret);
    expect(groupedSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP');
  });
});

describe('sealed keys', () => {
  const key = sealingKey('a-jwt-secret-of-this-installation-long-enough');

  it('opens for its own account under the same JWT secret only', () => {
    const userId = randomUUID();
    const secret = newSecret();
    const sealed = sealSecret(key, userId, secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(/^v1\./);
    expect(openSecret(key, userId, sealed)).toBe(secret);
    expect(sealSecret(key, userId, secret)).not.toBe(sealed);
    expect(openSecret(key, randomUUID(), sealed)).toBeNull();
    expect(openSecret(sealingKey('another-jwt-secret-of-another-installation'), userId, sealed)).toBeNull();
    expect(openSecret(key, userId, `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(openSecret(key, userId, 'not sealed')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('makes ten different codes, readable aloud', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it('reads a code in any case and spacing, to one hash', () => {
    const [code] = newRecoveryCodes();
    const normalised = normaliseRecoveryCode(code!);
    expect(normalised).toHaveLength(12);
    expect(normaliseRecoveryCode(` ${code!.toUpperCase().replace(/-/g, ' ')} `)).toBe(normalised);
    expect(recoveryCodeHash(normalised!)).toMatch(/^[0-9a-f]{64}$/);
    expect(normaliseRecoveryCode('abcd-efgh-ijkl')).toBeNull();
    expect(normaliseRecoveryCode('abcd-efgh')).toBeNull();
  });

  it('fingerprints a password hash without giving it away', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    expect(credentialFingerprint(hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(credentialFingerprint(hash)).not.toBe(credentialFingerprint(`${hash}x`));
  });
});
