import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { UserStatus } from '../../src/db/schema.js';
import { hashPassword } from '../../src/shared/passwords.js';
import { insertRefreshToken } from '../../src/modules/auth/sessions.repository.js';
import { randomToken, tokenHash } from '../../src/shared/tokens.js';

/** Factories and sign-in helpers for tests that need accounts. */

export const DEFAULT_PASSWORD = 'correct horse battery';

// argon2 costs ~50 ms per hash: a test run hashes each distinct password once.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A user with realistic defaults, active, with the `member` role unless told otherwise. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    status: UserStatus;
    roles: string[];
    isSuperuser: boolean;
  }> = {},
): Promise<TestUser> {
  sequence += 1;
  const suffix = `${sequence}${randomUUID().slice(0, 6)}`;
  const username = overrides.username ?? `ama_${suffix}`;
  const email = overrides.email ?? `ama.${suffix}@example.org`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const row = await app.db
    .insertInto('users')
    .values({
      username,
      email,
      password_hash: await hashOf(password),
      first_name: overrides.firstName ?? 'Ama',
      last_name: overrides.lastName ?? 'Mensah',
      status: overrides.status ?? 'active',
      is_superuser: overrides.isSuperuser ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const role of overrides.roles ?? ['member']) {
    await app.db
      .insertInto('user_roles')
      .columns(['user_id', 'role_id'])
      .expression(
        app.db
          .selectFrom('roles')
          .select([sql<string>`${row.id}::uuid`.as('user_id'), 'id as role_id'])
          .where('name', '=', role),
      )
      .execute();
  }
  return { id: row.id, username, email, password };
}

/** A signed-in session for a user, as login would start it, without paying for a password hash. */
export async function sessionFor(
  app: FastifyInstance,
  userId: string,
): Promise<{ token: string; refreshToken: string; familyId: string }> {
  const familyId = randomUUID();
  const refreshToken = randomToken();
  await insertRefreshToken(app.db, { userId, familyId, tokenHash: tokenHash(refreshToken), ttlDays: 30 });
  return { token: app.jwt.sign({ sub: userId, fam: familyId }), refreshToken, familyId };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Role = 'member' | 'admin' | 'executive_admin' | 'super_admin';

type Actor = Promise<{ user: TestUser; token: string }>;
const actors = new WeakMap<FastifyInstance, Map<Role, Actor>>();

/** One user per role per app, created on first use. */
export function actor(app: FastifyInstance, role: Role): Promise<{ user: TestUser; token: string }> {
  let byRole = actors.get(app);
  if (!byRole) actors.set(app, (byRole = new Map<Role, Actor>()));
  let entry = byRole.get(role);
  if (!entry) {
    entry = (async () => {
      const user = await createUser(app, { roles: [role], username: `${role}_${randomUUID().slice(0, 8)}` });
      return { user, token: (await sessionFor(app, user.id)).token };
    })();
    byRole.set(role, entry);
  }
  return entry;
}

/** `app.inject` as a signed-in user holding `role`. */
export async function injectAs(
  app: FastifyInstance,
  role: Role,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const { token } = await actor(app, role);
  return app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
}
