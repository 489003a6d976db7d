import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { MailDeliveryError, type Mailer } from './mailer.js';
import {
  claimOutboxMail,
  expireOutboxMail,
  failOutboxMail,
  insertOutboxMail,
  markOutboxMailSent,
  pruneOutboxMail,
  retryOutboxMail,
  type ClaimedMail,
  type NewOutboxMail,
} from './outbox.repository.js';

/**
 * The durable mail outbox. A service queues an email with `queueMail` in the transaction of the change
 * that causes it, so the two are stored together or not at all, and the request answers without waiting
 * for a mail server. A worker in every API process then sends what is due:
 *
 * - A row is claimed for a lease (`locked_until`) with `FOR UPDATE SKIP LOCKED`: replicas never take the
 *   same row, and the row of a worker that died is taken again when its lease runs out.
 * - A failed attempt is tried again with exponential backoff (30 s doubling to an hour, with jitter), for
 *   about a day in all; then the row is marked failed and logged. A refusal of the recipient or the
 *   message (5xx) is final at once. A row past its `send_before` is given up unsent.
 * - The row is marked sent in the statement right after the SMTP server accepts the message. IMPORTANT:
 *   delivery is at least once, not exactly once: if the process dies between the server's acceptance and
 *   that statement (or a send outlives its lease), the row is sent again. Every attempt carries the same
 *   Message-ID (`<row id@sender domain>`), so mail systems and readers can recognise the repeat.
 * - Bodies are cleared when a row is finished (they carry links with tokens), and finished rows are
 *   deleted after KEEP_DAYS.
 */

/** Queues `mail` in `db` (the caller's transaction); false when a row with its dedupe key already waits. */
export function queueMail(db: Kysely<Database>, mail: NewOutboxMail): Promise<boolean> {
  return insertOutboxMail(db, mail);
}

export interface MailOutbox {
  /** Looks for due mail now: call after the transaction that queued some has committed. */
  wake(): void;
  /**
   * Sends everything that is due now and resolves when none is left (failed attempts are left to their
   * backoff). For tests and tools: the worker does the same on its own.
   */
  drain(): Promise<void>;
  start(): void;
  /** Stops claiming; a send under way gets a moment to finish, then is aborted and its row released. */
  stop(): Promise<void>;
}

/** How long a claimed row is kept from other workers: well beyond the longest a send may take. */
const LEASE_SECONDS = 300;
/** A send still going after this is aborted (a server that trickles its answers). */
const SEND_TIMEOUT_MS = 60_000;
/** How often an idle worker looks for due rows (retries, and rows queued by other replicas). */
const POLL_MS = 5_000;
export const MAX_ATTEMPTS = 30;
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 3600;
/** Sent and failed rows (without their bodies) are kept this long, to answer "did the email go?". */
export const KEEP_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const STOP_GRACE_MS = 3_000;

/** Seconds before attempt `attempts + 1`: 30 s doubling up to an hour, ±20 % so replicas spread out. */
export function retryDelaySeconds(attempts: number): number {
  const base = Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export function createMailOutbox(options: {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): MailOutbox {
  const { db, mailer, log } = options;
  const worker = randomUUID();
  /** Aborts a send under way when the process stops. */
  const stopping = new AbortController();
  let started = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;
  let lastPrune = 0;
  let failing = false;
  /** Rows the SMTP server accepted whose "sent" could not be recorded yet (the database was away). */
  const unrecorded = new Set<string>();

  const about = (row: ClaimedMail) => ({ id: row.id, kind: row.kind, to: row.recipient });

  /** Sends one claimed row; false when the server could not take it for now (it is likely away). */
  async function deliver(row: ClaimedMail): Promise<boolean> {
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]);
    try {
      await mailer.send(
        { to: row.recipient, subject: row.subject, text: row.text, html: row.html },
        { messageId: `<${row.id}@${mailer.domain}>`, signal },
      );
    } catch (error) {
      const failure =
        error instanceof MailDeliveryError
          ? error
          : new MailDeliveryError(String(error), false, { cause: error });
      if (stopping.signal.aborted) {
        // Not the mail's fault: released at once for another worker (or this one after a restart).
        await retryOutboxMail(db, row.id, worker, 0, 'interrupted: the API was stopping');
        return false;
      }
      if (failure.permanent || row.attempts >= MAX_ATTEMPTS) {
        await failOutboxMail(db, row.id, failure.message);
        log.error({ err: failure, mail: about(row), attempts: row.attempts }, 'mail given up');
        return true;
      }
      const delay = retryDelaySeconds(row.attempts);
      await retryOutboxMail(db, row.id, worker, delay, failure.message);
      log.warn(
        { err: failure, mail: about(row), attempts: row.attempts, retryInSeconds: delay },
        'mail not sent; trying again later',
      );
      return false;
    }
    // IMPORTANT: straight after the server's acceptance; everything between the two is a window in which
    // a crash sends the mail twice.
    unrecorded.add(row.id);
    await markOutboxMailSent(db, row.id);
    unrecorded.delete(row.id);
    log.info({ mail: about(row), attempts: row.attempts }, 'mail sent');
    return true;
  }

  async function sendDue(): Promise<void> {
    for (const id of unrecorded) {
      await markOutboxMailSent(db, id);
      unrecorded.delete(id);
    }
    if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
      const pruned = await pruneOutboxMail(db, KEEP_DAYS);
      lastPrune = Date.now();
      if (pruned) log.info({ deleted: pruned }, 'finished mail deleted from the outbox');
    }
    const expired = await expireOutboxMail(db);
    if (expired) log.warn({ count: expired }, 'mail given up: not sent before it expired');
    while (!closing) {
      const row = await claimOutboxMail(db, worker, LEASE_SECONDS);
      if (!row) return;
      if (row.attempts > MAX_ATTEMPTS) {
        // Claimed once more after a worker died holding its last attempt.
        await failOutboxMail(db, row.id, 'too many attempts');
        log.error({ mail: about(row), attempts: row.attempts }, 'mail given up');
        continue;
      }
      // A server that could not take this one would most likely not take the next either: the rest
      // wait for the next pass rather than each costing a timeout now.
      if (!(await deliver(row))) return;
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (!started || closing) return;
    timer = setTimeout(() => void run(), POLL_MS);
    timer.unref();
  }

  /** One pass at a time per process; a call during a pass asks for another pass after it. */
  function run(): Promise<void> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      do {
        again = false;
        try {
          await sendDue();
          if (failing) log.info('mail outbox: working again');
          failing = false;
        } catch (error) {
          // The database is away, most likely: the next pass tries again. Said once per outage.
          if (!failing) log.warn({ err: error }, 'mail outbox: pass failed; trying again shortly');
          failing = true;
        }
      } while (again && !closing);
    })().finally(() => {
      pass = undefined;
      schedule();
    });
    return pass;
  }

  return {
    wake() {
      if (started && !closing) void run();
    },
    drain() {
      if (closing) return Promise.resolve();
      return run();
    },
    start() {
      if (started || closing) return;
      started = true;
      void run();
    },
    async stop() {
      started = false;
      closing = true;
      clearTimeout(timer);
      const current = pass;
      if (!current) return;
      await Promise.race([current, sleep(STOP_GRACE_MS)]);
      stopping.abort();
      // The aborted send releases its row; a database that does not answer is not waited for long.
      await Promise.race([current, sleep(STOP_GRACE_MS)]);
    },
  };
}
