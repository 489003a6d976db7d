import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Password reset tokens ("Forgot your password?"): random, stored only as a SHA-256 hash, valid for an
// hour, spent once. Asking again revokes the earlier ones, so only the newest link works. They go with
// their user.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    // Set when a newer request replaced this token before it was used.
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The per-account look-ups (live tokens to revoke, requests in the last hour) lead with user_id.
  await db.schema
    .createIndex('password_reset_tokens_user_id_created_at_idx')
    .on('password_reset_tokens')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
}
