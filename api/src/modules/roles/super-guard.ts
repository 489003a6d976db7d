import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden } from '../../shared/errors.js';
import { countActiveSuperUsers, isActiveSuperUser, lockSuperRoles } from './roles.repository.js';

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
  await lockSuperRoles(trx);
}

export const LAST_SUPER_ADMINISTRATOR = 'At least one active super administrator must remain.';

/** After the change, in the same transaction: the caller still has super access, and someone active does. */
export async function checkSuperAccessRemains(trx: Kysely<Database>, callerId: string): Promise<void> {
  if (!(await isActiveSuperUser(trx, callerId)))
    throw forbidden('You need super administrator access to do this.');
  if ((await countActiveSuperUsers(trx)) < 1) throw conflict(LAST_SUPER_ADMINISTRATOR);
}
