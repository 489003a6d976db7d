import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for `secret` (base32, as the set-up answers it) at `at`: made with the
 * otpauth library, SHA1, 6 digits, 30-second steps, as the set-up's otpauth:// address says.
 */
export const totpCode = (secret: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
