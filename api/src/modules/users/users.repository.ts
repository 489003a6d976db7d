import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, UserStatus } from '../../db/schema.js';
import { containsPattern } from '../../shared/search.js';

type Db = Kysely<Database>;

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  pictureId: string | null;
  status: UserStatus;
  isStaff: boolean;
  isSuperuser: boolean;
  lastLogin: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Role names, in the order they were assigned. */
  roles: string[];
  /** Sign-in asks for a code from an authenticator app (a set-up still waiting for its code does not count). */
  twoFactorEnabled: boolean;
}

/** Role names of `users.id` in the enclosing query, as a text[] (one correlated sub-select, no N+1). */
const roleNames = sql<string[]>`array(
  SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
  WHERE ur.user_id = users.id ORDER BY ur.created_at, r.name)`;

/** Whether `users.id` in the enclosing query has two-factor sign-in on (a look-up by primary key). */
const twoFactorEnabled = sql<boolean>`EXISTS (
  SELECT 1 FROM user_two_factor t WHERE t.user_id = users.id AND t.enabled_at IS NOT NULL)`;

function selectUsers(db: Db) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.picture_id as pictureId',
      'users.status',
      'users.is_staff as isStaff',
      'users.is_superuser as isSuperuser',
      'users.last_login as lastLogin',
      'users.created_at as createdAt',
      'users.updated_at as updatedAt',
      roleNames.as('roles'),
      twoFactorEnabled.as('twoFactorEnabled'),
    ]);
}

export function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

/** An account as an administrator's change finds it: with what the status change sets besides the status. */
export interface LockedUserRecord extends UserRecord {
  statusReason: string | null;
  emailVerified: boolean;
}

/**
 * The account, with its row locked until the transaction ends: an administrator's status change or deletion
 * reads it here, so the audit log's "before" is what the change replaced.
 */
export function lockUser(db: Db, id: string): Promise<LockedUserRecord | undefined> {
  return (
    selectUsers(db)
      .select([
        'users.status_reason as statusReason',
        sql<boolean>`users.email_verified_at IS NOT NULL`.as('emailVerified'),
      ])
      .where('users.id', '=', id)
      // Not FOR UPDATE: sign-ins and audit entries naming the account (foreign keys) need not wait for it.
      .forNoKeyUpdate()
      .executeTakeFirst()
  );
}

/**
 * The account a sign-in identifier names: the username, case-insensitively, or, when the identifier looks
 * like an email address, the email (preferred when both match different accounts).
 */
export function findLoginCandidate(
  db: Db,
  identifier: string,
): Promise<{ id: string; passwordHash: string; status: UserStatus } | undefined> {
  const lowered = identifier.toLowerCase();
  const isEmail = identifier.includes('@');
  return db
    .selectFrom('users')
    .select(['id', 'password_hash as passwordHash', 'status'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', lowered),
        ...(isEmail ? [eb(sql`lower(email)`, '=', lowered)] : []),
      ]),
    )
    .orderBy(sql`lower(email) = ${lowered}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findPasswordHash(db: Db, id: string): Promise<string | undefined> {
  return db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row?.password_hash);
}

/** Which of a username and an email already belong to an account (case-insensitively). */
export async function findTaken(
  db: Db,
  username: string | undefined,
  email: string | undefined,
): Promise<{ username: boolean; email: boolean }> {
  const u = username?.toLowerCase();
  const e = email?.toLowerCase();
  if (!u && !e) return { username: false, email: false };
  const rows = await db
    .selectFrom('users')
    .select([sql<string>`lower(username)`.as('username'), sql<string>`lower(email)`.as('email')])
    .where((eb) =>
      eb.or([
        ...(u ? [eb(sql`lower(username)`, '=', u)] : []),
        ...(e ? [eb(sql`lower(email)`, '=', e)] : []),
      ]),
    )
    .execute();
  return { username: rows.some((r) => r.username === u), email: rows.some((r) => r.email === e) };
}

export function emailTaken(db: Db, email: string): Promise<boolean> {
  return findTaken(db, undefined, email).then((taken) => taken.email);
}

export function countUsers(db: Db): Promise<number> {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export async function insertUser(
  db: Db,
  user: {
    username: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    status: UserStatus;
    isStaff?: boolean;
    isSuperuser?: boolean;
    emailVerified?: boolean;
  },
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      status: user.status,
      is_staff: user.isStaff ?? false,
      is_superuser: user.isSuperuser ?? false,
      email_verified_at: user.emailVerified ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: {
    firstName?: string;
    lastName?: string;
    pictureId?: string | null;
    passwordHash?: string;
    status?: UserStatus;
    statusReason?: string | null;
    emailVerified?: boolean;
    lastLogin?: boolean;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      updated_at: sql<Date>`now()`,
      ...(patch.firstName !== undefined && { first_name: patch.firstName }),
      ...(patch.lastName !== undefined && { last_name: patch.lastName }),
      ...(patch.pictureId !== undefined && { picture_id: patch.pictureId }),
      ...(patch.passwordHash !== undefined && { password_hash: patch.passwordHash }),
      ...(patch.status !== undefined && { status: patch.status }),
      ...(patch.statusReason !== undefined && { status_reason: patch.statusReason }),
      ...(patch.emailVerified && { email_verified_at: sql<Date>`coalesce(email_verified_at, now())` }),
      ...(patch.lastLogin && { last_login: sql<Date>`now()` }),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every session of a user, except the one named (the caller's own, after a password change). */
export async function revokeUserFamilies(db: Db, userId: string, exceptFamilyId?: string): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId);
  await query.execute();
}

export interface UserFilters {
  search?: string | undefined;
  status?: UserStatus | undefined;
  role?: string | undefined;
}

function whereFilters(filters: UserFilters) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [];
    const search = filters.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      conditions.push(
        eb.or([
          eb(sql`lower(users.username)`, 'like', pattern),
          eb(sql`lower(users.email)`, 'like', pattern),
          eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern),
        ]),
      );
    }
    if (filters.status) conditions.push(eb('users.status', '=', filters.status));
    const role = filters.role?.trim();
    if (role) {
      const pattern = containsPattern(role.replace(/[\s-]+/g, '_'));
      const displayPattern = containsPattern(role);
      conditions.push(
        eb.exists(
          eb
            .selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .select(sql`1`.as('one'))
            .whereRef('ur.user_id', '=', 'users.id')
            .where((inner) =>
              inner.or([
                inner(sql`lower(r.name)`, 'like', pattern),
                inner(sql`lower(r.display_name)`, 'like', displayPattern),
              ]),
            ),
        ),
      );
    }
    return eb.and(conditions);
  };
}

export async function listUsers(
  db: Db,
  filters: UserFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = whereFilters(filters);
  const [rows, count] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
