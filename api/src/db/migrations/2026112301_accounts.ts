import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Accounts: users, roles and their assignment, invitations, refresh-token families and email verification.
// Usernames, emails and role names are unique case-insensitively through unique indexes on lower(...)
// rather than citext, so that PGlite (no extension loaded) and PostgreSQL behave the same.

const ROLES = [
  ['member', 'Member', 'A member of the branch: signs in and manages their own profile.'],
  [
    'executive_admin',
    'Executive Administrator',
    'A constituency executive: manages content, the gallery, organisation structure and invitations.',
  ],
  ['admin', 'Administrator', 'Manages content, organisation structure and invitations.'],
  ['super_admin', 'Super Administrator', 'Everything an administrator does, plus user accounts and roles.'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`name ~ '^[a-z0-9_]+$'`))
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX roles_name_lower_key ON roles (lower(name))`.execute(db);
  await db
    .insertInto('roles')
    .values(ROLES.map(([name, display_name, description]) => ({ name, display_name, description })))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('picture_id', 'uuid', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('active', 'inactive', 'suspended', 'pending')`),
    )
    .addColumn('status_reason', 'text')
    .addColumn('is_staff', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_superuser', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('last_login', 'timestamptz')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'uuid', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_id_idx').on('user_roles').column('role_id').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    // Shown to administrators (they copy the link), so kept as issued; 256 random bits.
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('role_id', 'uuid', (col) => col.notNull().references('roles.id').onDelete('restrict'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX invitations_email_lower_idx ON invitations (lower(email))`.execute(db);
  await db.schema.createIndex('invitations_created_at_idx').on('invitations').column('created_at').execute();

  // One row per issued refresh token; a family is one sign-in and all the tokens rotated from it.
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Every authenticated request asks "is this family still live?": a partial index answers it.
  await sql`CREATE INDEX refresh_tokens_live_family_idx ON refresh_tokens (family_id) WHERE revoked_at IS NULL`.execute(
    db,
  );
  await db.schema.createIndex('refresh_tokens_user_id_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_id_idx')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('user_roles').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('roles').execute();
}
