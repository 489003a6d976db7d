import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Two-factor sign-in with an authenticator app (TOTP, RFC 6238), modules/auth/two-factor.*:
// - user_two_factor: one row per account that has started or finished setting it up. `secret` is the
//   shared key, encrypted by the API (the server must read it to check codes, so it cannot be hashed).
//   `enabled_at` is null while the set-up waits for its first code. `last_used_step` is the time step of
//   the latest code accepted: a code (or any earlier one) is never accepted twice.
// - user_recovery_codes: the one-time codes that stand in for the app, stored only as SHA-256 hashes;
//   `used_at` spends one.
// - two_factor_challenges: the second step of a sign-in whose password was right: a random token stored
//   hashed, valid for minutes and once, with its count of wrong codes. `credential` is a fingerprint of the
//   password hash the first step checked, so a password change in between voids the challenge.
// - site_settings.two_factor_required_for_admins: a super administrator's choice that every account with
//   an administrator role must use two-factor sign-in for the back office.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('enabled_at', 'timestamptz')
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_recovery_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_recovery_codes_user_code_key', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('credential', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_expires_at_idx')
    .on('two_factor_challenges')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_user_id_idx')
    .on('two_factor_challenges')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('site_settings')
    .addColumn('two_factor_required_for_admins', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('two_factor_required_for_admins').execute();
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('user_recovery_codes').execute();
  await db.schema.dropTable('user_two_factor').execute();
}
