import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MailMessage } from './mailer.js';

/** The mail_outbox table (see the migration 2026112801_mail_outbox for its life cycle). */

type Db = Kysely<Database>;

export interface NewOutboxMail {
  kind: string;
  message: MailMessage;
  /** While a row with this key waits to be sent, queueing another with the same key adds nothing. */
  dedupeKey?: string | undefined;
  /** Given up when not sent by then. */
  sendBefore?: Date | undefined;
}

/** Adds a row; false when a row with the same dedupe key is already waiting. */
export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<boolean> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      dedupe_key: mail.dedupeKey ?? null,
      recipient: mail.message.to,
      subject: mail.message.subject,
      body_text: mail.message.text,
      body_html: mail.message.html,
      send_before: mail.sendBefore ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').where('status', '=', sql.lit('pending')).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a row with this key is waiting to be sent. */
export async function hasPendingOutboxMail(db: Db, dedupeKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('dedupe_key', '=', dedupeKey)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export interface ClaimedMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** Including this one. */
  attempts: number;
}

const claimable = (db: Db) =>
  db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]));

/**
 * Takes the row that has been due longest for `leaseSeconds`, counting the attempt. One statement:
 * `FOR UPDATE SKIP LOCKED` passes over a row another worker is claiming at this instant, and the lease
 * keeps the row from every other worker until it runs out (a worker that died leaves it to be taken again).
 */
export async function claimOutboxMail(
  db: Db,
  worker: string,
  leaseSeconds: number,
): Promise<ClaimedMail | undefined> {
  const row = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds}::int)`,
      locked_by: worker,
    }))
    .where('id', 'in', claimable(db).orderBy('next_attempt_at').limit(1).forUpdate().skipLocked())
    .returning(['id', 'kind', 'recipient', 'subject', 'body_text as text', 'body_html as html', 'attempts'])
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, text: row.text ?? '', html: row.html ?? '', attempts: Number(row.attempts) };
}

/** Gives up pending rows whose `send_before` has passed (and that no worker holds); how many. */
export async function expireOutboxMail(db: Db): Promise<number> {
  const rows = await db
    .updateTable('mail_outbox')
    .set(finished('failed', 'not sent before it expired'))
    .where('status', '=', 'pending')
    .where('send_before', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', sql<Date>`now()`)]))
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * The SMTP server took the message: the row is finished and its body cleared. Whoever holds the lease, so
 * that a worker whose lease ran out mid-send still stops the row from going out again.
 */
export function markOutboxMailSent(db: Db, id: string): Promise<void> {
  return finishOutboxMail(db, id, 'sent', null);
}

/** Another attempt in `delaySeconds`, if this worker still holds the row. */
export async function retryOutboxMail(
  db: Db,
  id: string,
  worker: string,
  delaySeconds: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds}::int)`,
      last_error: error,
      locked_until: null,
      locked_by: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('locked_by', '=', worker)
    .execute();
}

/** Given up: finished as failed, body cleared. */
export function failOutboxMail(db: Db, id: string, error: string): Promise<void> {
  return finishOutboxMail(db, id, 'failed', error);
}

/** A finished row: its body (which carries links with tokens) cleared, its lease released. */
function finished(status: 'sent' | 'failed', error: string | null) {
  return {
    status,
    body_text: null,
    body_html: null,
    last_error: error,
    locked_until: null,
    locked_by: null,
    finished_at: sql<Date>`now()`,
  };
}

/** Ends a pending row as `status`. */
async function finishOutboxMail(
  db: Db,
  id: string,
  status: 'sent' | 'failed',
  error: string | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(finished(status, error))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Deletes rows finished (sent or given up) more than `days` days ago; how many. */
export async function pruneOutboxMail(db: Db, days: number): Promise<number> {
  const rows = await db
    .deleteFrom('mail_outbox')
    .where('status', '<>', 'pending')
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${days}::int)`)
    .returning('id')
    .execute();
  return rows.length;
}
