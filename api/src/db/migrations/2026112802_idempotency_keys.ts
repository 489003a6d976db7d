import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Idempotency keys (plugins/idempotency.ts): a signed-in client may send `Idempotency-Key` with a POST, so
// that retrying after a lost answer replays the first answer instead of creating the thing twice. A row is
// taken when the request starts (`in_progress`, with a lease in `locked_until`) and holds the answer once
// it succeeded (`completed`), for a day.
//
// The key itself is not stored, only its SHA-256 (`key_hash`); the request's fingerprint is an HMAC keyed
// with it, and the stored answer (which may carry a generated password or an invitation link) is
// encrypted with a key derived from it. Whoever reads this table cannot read the answers.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The user the key belongs to: a key only ever replays to whoever made the first request.
    .addColumn('principal', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state IN ('in_progress', 'completed')`))
    // Which run of the request holds the row: a run that outlived its lease cannot touch the next run's row.
    .addColumn('owner', 'uuid', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz', (col) => col.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_type', 'text')
    .addColumn('response_location', 'text')
    .addColumn('response_body', 'bytea')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('idempotency_keys_request_key', ['principal', 'method', 'url', 'key_hash'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires_at_idx')
    .on('idempotency_keys')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
