import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database, UserStatus } from '../../db/schema.js';
import { queueMail } from '../../mail/outbox.js';
import { welcomeMail } from '../../mail/templates.js';
import type { Principal } from '../../shared/principal.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';
import { conflict, fieldError, forbidden, formErrors, notFound } from '../../shared/errors.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import type { AccountsContext } from '../../shared/accounts-context.js';
import { generatePassword, hashPassword, verifyPassword } from '../../shared/passwords.js';
import { checkSuperAccessRemains, lockSuperAccessChanges } from '../roles/super-guard.js';
import { deleteMedia } from '../media/media.repository.js';
import { mediaUrl, storeMedia } from '../media/media.service.js';
import { assignRole, findRoleByName } from '../roles/roles.repository.js';
import {
  hasAdminAccess,
  isSuperRole,
  MEMBER_ROLE,
  primaryRole,
  SUPER_ADMIN_ROLE,
  SUPERUSER_NEEDS_SUPER_ROLE,
} from '../../shared/roles.js';
import { checkImage, tooLarge } from '../../shared/images.js';
import { FieldErrorList, iso, textOf } from '../../shared/fields.js';
import {
  EMAIL_TAKEN,
  nameProblem,
  passwordOf,
  passwordProblem,
  uniqueViolation,
  USERNAME_TAKEN,
} from './user-fields.js';
import {
  countUsers,
  findPasswordHash,
  findTaken,
  findUserById,
  insertUser,
  listUsers as listUserRows,
  lockUser,
  revokeUserFamilies,
  updateUser,
  type UserFilters,
  type UserRecord,
} from './users.repository.js';
import type { ChangePasswordInput, CreateUserInput, UserDto } from './users.schemas.js';

export function toUserDto(user: UserRecord): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    picture: user.pictureId ? mediaUrl(user.pictureId) : null,
    role: primaryRole(user.roles),
    roles: user.roles,
    status: user.status,
    lastLogin: user.lastLogin ? iso(user.lastLogin) : null,
    isStaff: user.isStaff,
    isSuperuser: user.isSuperuser,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

/**
 * The audit log's view of an account: what an administrator sets. The full name and the primary role follow
 * from other fields, and the last sign-in and two-factor sign-in are the account owner's doing. No password
 * is ever part of it.
 */
const auditUser = (user: UserDto) => ({
  ...user,
  fullName: undefined,
  role: undefined,
  lastLogin: undefined,
  twoFactorEnabled: undefined,
});

export async function loadUser(db: Kysely<Database>, id: string): Promise<UserDto> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('The user');
  return toUserDto(user);
}

// ---------------------------------------------------------------------------------------------------------
// Own profile

/** GET /users/{id}: the user themself, or an administrator. */
export async function getUser(ctx: AccountsContext, caller: Principal, id: string): Promise<UserDto> {
  if (caller.id !== id && !hasAdminAccess(caller)) {
    throw forbidden('You can only view your own account.');
  }
  return loadUser(ctx.db, id);
}

export interface ProfileChanges {
  firstName?: unknown;
  lastName?: unknown;
  /** A file upload (bytes, and whether the upload was cut off at the size limit), or null to remove. */
  picture?: { data: Buffer; truncated: boolean; field: string } | null;
}

/**
 * Updates the caller's own name and picture. Fields a user may not set on themselves (status, roles, flags,
 * username, email) never reach this function. The picture is checked before anything is written, and the
 * new media row and the user row change in one transaction, so a refused upload leaves the old picture.
 */
export async function updateProfile(
  ctx: AccountsContext,
  caller: Principal,
  changes: ProfileChanges,
): Promise<UserDto> {
  const errors = new FieldErrorList();
  const patch: { firstName?: string; lastName?: string } = {};
  if (changes.firstName !== undefined) {
    patch.firstName = textOf(changes.firstName);
    errors.add('firstName', nameProblem(patch.firstName, 'First name'));
  }
  if (changes.lastName !== undefined) {
    patch.lastName = textOf(changes.lastName);
    errors.add('lastName', nameProblem(patch.lastName, 'Last name'));
  }
  if (changes.picture?.truncated) throw tooLarge(changes.picture.field);
  const image = changes.picture ? await checkImage(changes.picture.data, changes.picture.field) : undefined;
  if (!errors.isEmpty) throw formErrors(errors.errors);

  await ctx.db.transaction().execute(async (trx) => {
    const current = await findUserById(trx, caller.id);
    if (!current) throw notFound('The user');
    let pictureId: string | null | undefined;
    if (changes.picture && image) {
      pictureId = await storeMedia(trx, image);
    } else if (changes.picture === null) {
      pictureId = null;
    }
    await updateUser(trx, caller.id, { ...patch, ...(pictureId !== undefined && { pictureId }) });
    // The replaced picture is nobody's any more.
    if (pictureId !== undefined && current.pictureId && current.pictureId !== pictureId) {
      await deleteMedia(trx, current.pictureId);
    }
  });
  return loadUser(ctx.db, caller.id);
}

export const PASSWORD_MISMATCH = 'New password and confirm password do not match';

/**
 * Changes the caller's password after checking the current one; ends every other session of theirs.
 * `problems` are those the route schema found (users.schemas.ts); the confirmation is compared here.
 */
export async function changePassword(
  ctx: AccountsContext,
  caller: Principal,
  body: ChangePasswordInput,
  problems = new FieldErrorList(),
): Promise<void> {
  const current = passwordOf(body.currentPassword);
  const next = passwordOf(body.newPassword);
  const confirm = passwordOf(body.confirmPassword);
  const errors = problems;
  if (confirm && next && confirm !== next && !errors.has('confirmPassword')) {
    errors.add('confirmPassword', PASSWORD_MISMATCH);
  }
  if (!errors.isEmpty) throw formErrors(errors.errors);

  const storedHash = await findPasswordHash(ctx.db, caller.id);
  if (!(await verifyPassword(storedHash, current))) {
    throw fieldError('currentPassword', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, caller.id, { passwordHash });
    await revokeUserFamilies(trx, caller.id, caller.familyId);
  });
}

// ---------------------------------------------------------------------------------------------------------
// User administration (super roles)

export async function listUsers(
  ctx: AccountsContext,
  query: Omit<UserFilters, 'status'> & {
    status?: UserFilters['status'] | 'all';
    page?: number | undefined;
    limit?: number | undefined;
  },
) {
  const page = pageRequest(query);
  const { rows, total } = await listUserRows(
    ctx.db,
    { ...query, status: query.status === 'all' ? undefined : query.status },
    page,
  );
  return { data: rows.map(toUserDto), pagination: pagination(page, total) };
}

/**
 * POST /users: the create-user console (spec 02 §3, §5). Every field problem is reported at once, keyed by
 * the snake_case name the console sends: `problems` are those the route schema found (users.schemas.ts),
 * the password's and the role's rules are added here.
 */
export async function createUser(
  ctx: AccountsContext,
  actor: AuditActor,
  body: CreateUserInput,
  problems = new FieldErrorList(),
): Promise<{ user: UserDto; generatedPassword?: string }> {
  const { username, email, first_name: firstName, last_name: lastName } = body;
  const autoGenerate = body.auto_generate_password === true;
  const confirmField = body.confirm_password !== undefined ? 'confirm_password' : 'password_confirm';
  const confirm = body.confirm_password ?? body.password_confirm;

  const errors = problems;
  const password = autoGenerate ? generatePassword() : passwordOf(body.password);
  if (!autoGenerate) {
    errors.add('password', passwordProblem(password, 'Password is required (or enable auto-generate)'));
    // The console always sends a confirmation; an API client that sends none is not asked for one.
    if (confirm !== undefined && password && confirm !== password)
      errors.add(confirmField, 'Passwords do not match');
  }
  const roleName = textOf(body.role) || (body.is_superuser ? SUPER_ADMIN_ROLE : MEMBER_ROLE);
  const role = await findRoleByName(ctx.db, roleName);
  if (!role) errors.add('role', `Unknown role: ${roleName}`);
  // Clients judge access by the role (spec 02 §6): a superuser whose role said otherwise would be let in by
  // the API and turned away by the console.
  else if (body.is_superuser === true && !isSuperRole(role.name)) {
    errors.add('role', SUPERUSER_NEEDS_SUPER_ROLE);
  }
  if (!errors.isEmpty || !role) throw formErrors(errors.errors);

  await ensureAvailable(ctx.db, username, email);
  const passwordHash = await hashPassword(password);
  const active = body.is_active === true;
  const welcome = body.send_welcome_email === true;
  let user: UserDto;
  try {
    // The account, its welcome email and its audit entry are stored together or not at all; the email goes
    // out just after.
    user = await ctx.db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        username,
        email,
        passwordHash,
        firstName,
        lastName,
        status: active ? 'active' : 'pending',
        isStaff: body.is_staff === true,
        isSuperuser: body.is_superuser === true,
        emailVerified: active,
      });
      await assignRole(trx, id, role.id);
      if (welcome) {
        await queueMail(trx, {
          kind: 'welcome',
          message: welcomeMail({
            to: email,
            firstName,
            username,
            loginLink: `${ctx.config.publicUrl}/login`,
            password: autoGenerate ? password : undefined,
            active,
          }),
        });
      }
      const created = await loadUser(trx, id);
      await recordChange(trx, actor, {
        entity: 'user',
        entityId: id,
        label: created.username,
        before: null,
        after: auditUser(created),
      });
      return created;
    });
  } catch (error) {
    throw duplicateOr(error);
  }
  if (welcome) ctx.mailOutbox.wake();

  // A generated password that no email carries would lock the account: the administrator sees it once.
  // (Should the queued welcome email never arrive, "Forgot your password?" still opens the account.)
  return autoGenerate && !welcome ? { user, generatedPassword: password } : { user };
}

/** 409 keyed by each field whose value already belongs to an account. */
export async function ensureAvailable(db: Kysely<Database>, username: string, email: string): Promise<void> {
  const taken = await findTaken(db, username, email);
  if (taken.username || taken.email) {
    const errors = new FieldErrorList()
      .add('username', taken.username ? USERNAME_TAKEN : null)
      .add('email', taken.email ? EMAIL_TAKEN : null);
    throw conflict(taken.username ? USERNAME_TAKEN : EMAIL_TAKEN, errors.errors);
  }
}

/** A unique-index refusal (two requests racing for one name) as the same 409 as the up-front check. */
export function duplicateOr(error: unknown, fields = { username: 'username', email: 'email' }): unknown {
  const which = uniqueViolation(error);
  if (which === 'username') return conflict(USERNAME_TAKEN, { [fields.username]: [USERNAME_TAKEN] });
  if (which === 'email') return conflict(EMAIL_TAKEN, { [fields.email]: [EMAIL_TAKEN] });
  return error;
}

const STATUS_MESSAGES: Record<Exclude<UserStatus, 'pending'>, string> = {
  active: 'User activated successfully',
  inactive: 'User deactivated successfully',
  suspended: 'User suspended successfully',
};

/**
 * Restore, suspend or deactivate. Leaving `active` ends the user's sessions at once. The audit entry has the
 * status and its reason before and after (and the email counted as verified, which activation implies).
 */
export async function changeStatus(
  ctx: AccountsContext,
  caller: Principal,
  actor: AuditActor,
  id: string,
  body: { status: Exclude<UserStatus, 'pending'>; reason?: string | undefined },
): Promise<{ user: UserDto; message: string }> {
  if (id === caller.id && body.status !== 'active') {
    throw conflict(
      body.status === 'suspended'
        ? 'You cannot suspend your own account.'
        : 'You cannot deactivate your own account.',
      { status: ['You cannot change the status of your own account.'] },
    );
  }
  const reason = body.reason?.trim() || null;
  const statusReason = body.status === 'active' ? null : reason;
  await ctx.db.transaction().execute(async (trx) => {
    await lockSuperAccessChanges(trx);
    const current = await lockUser(trx, id);
    if (!current) throw notFound('The user');
    await updateUser(trx, id, {
      status: body.status,
      statusReason,
      // Activation by an administrator stands in for the verification email.
      ...(body.status === 'active' && { emailVerified: true }),
    });
    if (body.status !== 'active') {
      await revokeUserFamilies(trx, id);
      await checkSuperAccessRemains(trx, caller.id);
    }
    await recordChange(trx, actor, {
      action: 'status',
      entity: 'user',
      entityId: id,
      label: current.username,
      before: {
        status: current.status,
        statusReason: current.statusReason,
        emailVerified: current.emailVerified,
      },
      after: {
        status: body.status,
        statusReason,
        emailVerified: current.emailVerified || body.status === 'active',
      },
    });
  });
  ctx.log.info({ userId: id, status: body.status, reason, by: caller.id }, 'user status changed');
  return { user: await loadUser(ctx.db, id), message: STATUS_MESSAGES[body.status] };
}

/**
 * Permanent. The user's roles, sessions and tokens go with the row; so does their picture. The audit entry
 * keeps who the account was: username, email, roles and status.
 */
export async function deleteUser(
  ctx: AccountsContext,
  caller: Principal,
  actor: AuditActor,
  id: string,
): Promise<void> {
  if (id === caller.id) throw conflict('You cannot delete your own account.');
  await ctx.db.transaction().execute(async (trx) => {
    await lockSuperAccessChanges(trx);
    const current = await lockUser(trx, id);
    if (!current || !(await moveToTrash(trx, 'user', id, actor))) throw notFound('The user');
    await checkSuperAccessRemains(trx, caller.id);
    await recordChange(trx, actor, {
      entity: 'user',
      entityId: id,
      label: current.username,
      before: {
        username: current.username,
        email: current.email,
        // Sorted, as role grants record them: the order of assignment is not the log's concern.
        roles: [...current.roles].sort(),
        status: current.status,
      },
      after: null,
    });
  });
  ctx.log.info({ userId: id, by: caller.id }, 'user deleted');
}

/**
 * First start: with ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD set and no users at all, creates an
 * active super administrator. Does nothing once any user exists, so it is safe on every start and from
 * several replicas at once (the unique indexes settle a race).
 */
export async function bootstrapSuperAdmin(
  db: Kysely<Database>,
  admin: Config['admin'],
  log: FastifyBaseLogger,
): Promise<boolean> {
  const { username, email, password } = admin;
  if (!username || !email || !password) return false;
  if ((await countUsers(db)) > 0) return false;
  const role = await findRoleByName(db, SUPER_ADMIN_ROLE);
  if (!role) throw new Error(`The ${SUPER_ADMIN_ROLE} role is missing: run the migrations first.`);
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        username,
        email,
        passwordHash,
        firstName: '',
        lastName: '',
        status: 'active',
        isStaff: true,
        emailVerified: true,
      });
      await assignRole(trx, id, role.id);
    });
  } catch (error) {
    if (uniqueViolation(error)) return false;
    throw error;
  }
  log.info({ username }, 'created the first super administrator from ADMIN_USERNAME');
  return true;
}
