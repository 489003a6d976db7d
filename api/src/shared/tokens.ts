import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: invitation, refresh and email verification tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * Refresh and verification tokens are stored only as this hash. The tokens are random and long, so a plain
 * SHA-256 (no salt, no stretching) is enough and lets the database look them up by an index.
 */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
