import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pruneTokens } from '../src/modules/auth/token-cleanup.js';
import { createUser } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// Spent tokens are deleted a day after they stop mattering; live ones, and recently spent ones, stay.

const { app } = await createTestApp();

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describe('pruneTokens', () => {
  it('deletes refresh and verification tokens spent more than a day ago, and nothing else', async () => {
    const user = await createUser(app);
    const family = randomUUID();
    const refresh = (label: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      user_id: user.id,
      family_id: family,
      token_hash: `${label}-${randomUUID()}`,
      expires_at: expiresAt,
      revoked_at: revokedAt,
    });
    await app.db
      .insertInto('refresh_tokens')
      .values([
        refresh('long-expired', ago(48 * HOUR)),
        refresh('just-expired', ago(HOUR)),
        refresh('rotated-live', ahead(24 * HOUR), ago(48 * HOUR)),
        refresh('live', ahead(24 * HOUR)),
      ])
      .execute();
    const verification = (label: string, expiresAt: Date, usedAt: Date | null = null) => ({
      user_id: user.id,
      token_hash: `${label}-${randomUUID()}`,
      expires_at: expiresAt,
      used_at: usedAt,
    });
    await app.db
      .insertInto('email_verification_tokens')
      .values([
        verification('long-expired', ago(48 * HOUR)),
        verification('used-long-ago', ahead(24 * HOUR), ago(48 * HOUR)),
        verification('just-used', ahead(24 * HOUR), ago(HOUR)),
        verification('live', ahead(24 * HOUR)),
      ])
      .execute();

    expect(await pruneTokens(app.db)).toEqual({ refresh: 1, verification: 2 });

    const left = async (table: 'refresh_tokens' | 'email_verification_tokens') =>
      (await app.db.selectFrom(table).select('token_hash').where('user_id', '=', user.id).execute())
        .map((row) => row.token_hash.split('-').slice(0, -5).join('-'))
        .sort();
    // A rotated token that has not expired stays: presenting it again is recognised as reuse.
    expect(await left('refresh_tokens')).toEqual(['just-expired', 'live', 'rotated-live']);
    expect(await left('email_verification_tokens')).toEqual(['just-used', 'live']);
    expect(await pruneTokens(app.db)).toEqual({ refresh: 0, verification: 0 });
  });
});
