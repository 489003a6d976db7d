import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { normaliseRoleName, SUPER_ROLE_NAMES } from '../../shared/roles.js';

type Db = Kysely<Database>;

export interface RoleRecord {
  id: string;
  name: string;
  displayName: string;
  description: string;
}

const columns = ['roles.id', 'roles.name', 'roles.display_name as displayName', 'roles.description'] as const;

/** The user whose roles change, with the one flag the role rules need; undefined when there is none. */
export function findRoleHolder(
  db: Db,
  userId: string,
): Promise<{ username: string; isSuperuser: boolean } | undefined> {
  return db
    .selectFrom('users')
    .select(['users.username', 'users.is_superuser as isSuperuser'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function listRoles(db: Db): Promise<RoleRecord[]> {
  return db.selectFrom('roles').select(columns).orderBy('roles.name').execute();
}

/** A role by name, however it is spelled ("Super Admin", "super-admin", "super_admin"). */
export function findRoleByName(db: Db, name: string): Promise<RoleRecord | undefined> {
  return db
    .selectFrom('roles')
    .select(columns)
    .where(sql`lower(roles.name)`, '=', normaliseRoleName(name))
    .executeTakeFirst();
}

export function rolesOfUser(db: Db, userId: string): Promise<RoleRecord[]> {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(columns)
    .where('user_roles.user_id', '=', userId)
    .orderBy('user_roles.created_at')
    .orderBy('roles.name')
    .execute();
}

/**
 * The ids of a user's roles, their assignments locked to the end of the transaction, so that two
 * concurrent removals cannot both leave the user with none.
 */
export async function lockRoleIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
  return rows.map((row) => row.role_id);
}

/** Assigns a role; false when the user already had it. */
export async function assignRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const row = await db
    .insertInto('user_roles')
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .returning('role_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function unassignRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Locks the super roles' rows (FOR NO KEY UPDATE) until the transaction ends: see super-guard.ts. */
export async function lockSuperRoles(db: Db): Promise<void> {
  await db.selectFrom('roles').select('id').where('name', 'in', SUPER_ROLE_NAMES).forNoKeyUpdate().execute();
}

const hasSuperAccess = sql<boolean>`(users.is_superuser OR EXISTS (
  SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
  WHERE ur.user_id = users.id AND r.name IN (${sql.join(SUPER_ROLE_NAMES)})))`;

/** True when the user is active and has super access (the superuser flag or a super role). */
export async function isActiveSuperUser(db: Db, userId: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(hasSuperAccess.as('isSuper'))
    .where('users.id', '=', userId)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return Boolean(user?.isSuper);
}

/** How many active users have super access. */
export async function countActiveSuperUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('users.status', '=', 'active')
    .where(hasSuperAccess)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
