import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// What a signed-in user sees of each of their sessions ("Where you're signed in" on the profile): one row
// per session, keyed by its refresh-token family. Whether a session is still live stays with
// refresh_tokens (the per-request check is unchanged); this row only describes it: the browser's
// User-Agent (cut to 255 characters), the address it signed in from, the address of its latest token
// refresh, and when it started and was last refreshed. Kept apart from refresh_tokens because a family is
// many token rows (one per rotation), each deleted a day after it expires, while a session's description
// must outlive its first token. A session's row goes with its user, and is deleted once the family's last
// token has gone (sessions.repository.ts deleteStaleTokens).
//
// Sessions live when this runs are given a row from their tokens, without device or address.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('family_id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('created_ip', 'varchar(64)')
    .addColumn('last_ip', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await sql`
    INSERT INTO sessions (family_id, user_id, created_at, last_used_at)
    SELECT family_id, min(user_id::text)::uuid, min(created_at), max(created_at)
    FROM refresh_tokens
    GROUP BY family_id
    HAVING bool_or(revoked_at IS NULL AND expires_at > now())
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
