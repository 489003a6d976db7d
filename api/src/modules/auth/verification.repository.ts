import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Email verification tokens, as asking again for a verification email needs them. */

/** How many verification links a user was issued in the last `minutes` minutes. */
export async function countRecentVerificationTokens(
  db: Kysely<Database>,
  userId: string,
  minutes: number,
): Promise<number> {
  const row = await db
    .selectFrom('email_verification_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes}::int)`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
