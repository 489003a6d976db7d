import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteStaleTokens } from './sessions.repository.js';

/**
 * Sign-ins and email verifications leave a row per token; without pruning, those tables grow for as long
 * as the site runs. A row is kept while it can still matter:
 * - a refresh token until a day after it expires (until then, presenting an old one is recognised as
 *   reuse and ends its whole session);
 * - an email verification token until a day after it expired or was used (the answer to a used or
 *   unknown link is the same, so nothing a person sees changes when it goes).
 * Deleting is idempotent, so every API replica may run it.
 */
export const TOKEN_GRACE_DAYS = 1;

export function pruneTokens(db: Kysely<Database>): Promise<{ refresh: number; verification: number }> {
  return deleteStaleTokens(db, TOKEN_GRACE_DAYS);
}
