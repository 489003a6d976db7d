import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// The audit log: one row per administrative write (content, organisation, site details, invitations, users,
// roles, status changes, deletions), written in the same transaction as the change it describes, so a
// change that rolls back leaves no entry and a committed one always has its entry.
//
// Who acted is kept twice: `actor_id` to filter by account (set to null when the account is deleted) and
// `actor_username` as it was at the time, so the entry still says who it was afterwards. `changes` holds,
// per changed field, `{before, after}` (only `after` for a creation, only `before` for a deletion); secrets
// (passwords, hashes, tokens) are never written into it, only the fact that they changed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The order entries were written in: two changes may share a clock reading (now() is the start of
    // the transaction, and a coarse clock gives close ones the same value).
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedByDefaultAsIdentity())
    .addColumn('actor_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_username', 'text')
    // The client's address as the API saw it (behind a trusted proxy: the forwarded one).
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action ~ '^[a-z_]{1,32}$'`))
    .addColumn('entity', 'text', (col) => col.notNull().check(sql`entity ~ '^[a-z_]{1,40}$'`))
    // Text, not uuid: some records are named by a key (an About section) or are the only one (site settings).
    .addColumn('entity_id', 'text')
    // What the record was called when it changed (a title, a name), for reading the log at a glance.
    .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('changes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // The log is read newest first, whole or narrowed to one account or one record.
  await sql`CREATE INDEX audit_log_occurred_at_idx ON audit_log (occurred_at DESC, seq DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, occurred_at DESC, seq DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, occurred_at DESC, seq DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
