import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// The mail outbox: every email the API sends is first a row here, written in the same transaction as the
// change that causes it (an invitation and its email are stored together or not at all). A worker in each
// API process sends due rows, retrying with backoff. A row is claimed by setting `locked_until` (a lease)
// under `FOR UPDATE SKIP LOCKED`, so several replicas never take the same row, and a row whose worker died
// is taken again once the lease runs out.
//
// The bodies carry links with tokens (and, for a welcome email, possibly a generated password): they are
// cleared as soon as the row is sent or given up, and finished rows are deleted after a few days.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Which email it is (invitation, verification, …), for logs and limits.
    .addColumn('kind', 'text', (col) => col.notNull())
    // At most one row per key waits to be sent: asking again while it waits adds nothing.
    .addColumn('dedupe_key', 'text')
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text')
    .addColumn('body_html', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`attempts >= 0`),
    )
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Not sent by then: given up (a reset link that has expired is no use to anyone).
    .addColumn('send_before', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // What the worker looks for: pending rows by the time they are due.
  await sql`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX mail_outbox_pending_key ON mail_outbox (dedupe_key) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX mail_outbox_finished_idx ON mail_outbox (finished_at) WHERE status <> 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
