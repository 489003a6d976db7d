import type { Principal } from '../../shared/principal.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordAudit } from '../audit/audit.service.js';
import { badRequest, conflict, notFound } from '../../shared/errors.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import { FieldErrorList } from '../../shared/fields.js';
import {
  assignRole,
  findRoleByName,
  findRoleHolder,
  listRoles as listRoleRows,
  lockRoleIdsOfUser,
  rolesOfUser,
  unassignRole,
  type RoleRecord,
} from './roles.repository.js';
import { hasSuperAccess, isSuperRole } from '../../shared/roles.js';
import { checkSuperAccessRemains, lockSuperAccessChanges } from './super-guard.js';

export const LAST_ROLE = 'A user must keep at least one role.';
export const SUPERUSER_KEEPS_SUPER_ROLE =
  'This user is a superuser: they keep at least one super role (super_admin, super_user or superuser).';

async function requireUser(ctx: AccountsContext, userId: string) {
  const user = await findRoleHolder(ctx.db, userId);
  if (!user) throw notFound('The user');
  return user;
}

export const ROLE_REQUIRED = 'Please select a role.';

async function requireRole(ctx: AccountsContext, name: string | undefined): Promise<RoleRecord> {
  const wanted = name?.trim();
  if (!wanted) throw badRequest(ROLE_REQUIRED, { role: [ROLE_REQUIRED] });
  const role = await findRoleByName(ctx.db, wanted);
  if (!role) throw notFound(`Role "${wanted}"`);
  return role;
}

/** Every role that can be granted, by invitation or by assignment. */
export function listRoles(ctx: Pick<AccountsContext, 'db'>): Promise<RoleRecord[]> {
  return listRoleRows(ctx.db);
}

export async function userRoles(ctx: AccountsContext, userId: string): Promise<RoleRecord[]> {
  await requireUser(ctx, userId);
  return rolesOfUser(ctx.db, userId);
}

/**
 * Assigns a role. `problems` are those the route schema found in the body (the role is required): they
 * are answered once the user is known to exist, as an unknown user is a 404 whatever the body says.
 */
export async function addUserRole(
  ctx: AccountsContext,
  actor: AuditActor,
  userId: string,
  name: string | undefined,
  problems = new FieldErrorList(),
): Promise<{ role: RoleRecord; roles: RoleRecord[] }> {
  const user = await requireUser(ctx, userId);
  if (!problems.isEmpty) throw badRequest(problems.errors.role?.[0] ?? ROLE_REQUIRED, problems.errors);
  const role = await requireRole(ctx, name);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await assignRole(trx, userId, role.id))) {
      throw conflict(`The user already has the role "${role.name}".`, {
        role: [`The user already has the role "${role.name}".`],
      });
    }
    const roles = await rolesOfUser(trx, userId);
    await recordRoles(trx, actor, userId, user.username, {
      before: roles.filter((r) => r.id !== role.id),
      after: roles,
    });
    return { role, roles };
  });
}

/** Role names in a stable order, so that an entry shows only what was granted or removed. */
const names = (roles: RoleRecord[]) => roles.map((r) => r.name).sort();

/** The audit entry of a grant or a removal: the user's role names before and after. */
function recordRoles(
  trx: AccountsContext['db'],
  actor: AuditActor,
  userId: string,
  username: string,
  roles: { before: RoleRecord[]; after: RoleRecord[] },
) {
  return recordAudit(trx, {
    actor,
    action: 'roles',
    entity: 'user',
    entityId: userId,
    label: username,
    changes: {
      roles: { before: names(roles.before), after: names(roles.after) },
    },
  });
}

/**
 * Removes a role. A user keeps at least one role, and a super administrator cannot take away their own
 * last super role (they would lock themselves out of this console).
 */
export async function removeUserRole(
  ctx: AccountsContext,
  caller: Principal,
  actor: AuditActor,
  userId: string,
  name: string | undefined,
): Promise<{ role: RoleRecord; roles: RoleRecord[] }> {
  const user = await requireUser(ctx, userId);
  const role = await requireRole(ctx, name);
  return ctx.db.transaction().execute(async (trx) => {
    await lockSuperAccessChanges(trx);
    const current = await lockRoleIdsOfUser(trx, userId);
    if (!current.includes(role.id)) {
      throw notFound(`The role "${role.name}" of this user`);
    }
    if (current.length <= 1) throw conflict(LAST_ROLE, { role: [LAST_ROLE] });
    const held = await rolesOfUser(trx, userId);
    const remaining = held.filter((r) => r.id !== role.id).map((r) => r.name);
    if (user.isSuperuser && !remaining.some(isSuperRole)) {
      throw conflict(SUPERUSER_KEEPS_SUPER_ROLE, { role: [SUPERUSER_KEEPS_SUPER_ROLE] });
    }
    if (userId === caller.id) {
      if (!hasSuperAccess({ roles: remaining, isSuperuser: caller.isSuperuser })) {
        throw conflict('You cannot remove your own super administrator access.', {
          role: ['You cannot remove your own super administrator access.'],
        });
      }
    }
    await unassignRole(trx, userId, role.id);
    await checkSuperAccessRemains(trx, caller.id);
    const roles = await rolesOfUser(trx, userId);
    await recordRoles(trx, actor, userId, user.username, { before: held, after: roles });
    return { role, roles };
  });
}
