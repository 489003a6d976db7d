import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden } from '../../shared/errors.js';
import { SUPER_ROLE_NAMES } from '../../shared/roles.js';

/**
 * Changes that can take super access away (removing a role, suspending, deactivating or deleting a user)
 * run one at a time, and each leaves the site with a super administrator and the caller still one.
 *
 * Checked when the request starts, two super administrators removing each other's role at the same moment
 * would both be allowed and leave nobody able to manage users. So each such change, inside its
 * transaction, first takes this lock (the super roles' rows: the same rows for every such change), then
 * makes its change, then calls `checkSuperAccessRemains` before committing.
 */
export async function lockSuperAccessChanges(trx: Kysely<Database>): Promise<void> {
  await trx.selectFrom('roles').select('id').where('name', 'in', SUPER_ROLE_NAMES).forNoKeyUpdate().execute();
}

const hasSuperAccess = sql<boolean>`(users.is_superuser OR EXISTS (
  SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
  WHERE ur.user_id = users.id AND r.name IN (${sql.join(SUPER_ROLE_NAMES)})))`;

export const LAST_SUPER_ADMINISTRATOR = 'At least one active super administrator must remain.';

/** After the change, in the same transaction: the caller still has super access, and someone active does. */
export async function checkSuperAccessRemains(trx: Kysely<Database>, callerId: string): Promise<void> {
  const caller = await trx
    .selectFrom('users')
    .select(hasSuperAccess.as('isSuper'))
    .where('users.id', '=', callerId)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  if (!caller?.isSuper) throw forbidden('You need super administrator access to do this.');
  const remaining = await trx
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('users.status', '=', 'active')
    .where(hasSuperAccess)
    .executeTakeFirstOrThrow();
  if (Number(remaining.n) < 1) throw conflict(LAST_SUPER_ADMINISTRATOR);
}
