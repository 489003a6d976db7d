import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { ErrorCode } from '../shared/errors.js';

/**
 * Idempotency keys for signed-in POST requests: a client that sends `Idempotency-Key: <key>` and loses the
 * answer (a dropped connection, a timeout) may send the same request again with the same key and gets the
 * first answer again (with `Idempotency-Replayed: true`) instead of creating the thing twice.
 *
 * - The key is 1 to 255 visible ASCII characters (a random UUID is ideal); anything else is a 400 naming
 *   the header. It is honoured on every POST route that needs a signed-in caller; public routes ignore it.
 * - A key belongs to the caller, the method and the URL: the same key from someone else, or on another
 *   route, is a different key.
 * - The same key with a different body is a 422 (IDEMPOTENCY_KEY_REUSED). A JSON body is compared by its
 *   content; a multipart form only by its size, as its boundary changes from one sending to the next.
 * - While the first request is still running, the same key is a 409 (IDEMPOTENCY_KEY_IN_USE) with
 *   Retry-After.
 * - Only successful (2xx) answers are kept, for 24 hours. After any other answer the key is released, so
 *   the client may retry with it.
 *
 * The key is never stored, only its hash; the fingerprint of the request is an HMAC keyed with it and the
 * kept answer is encrypted (AES-256-GCM) with a key derived from it, so the table does not disclose answers
 * that carry a generated password or an invitation link.
 *
 * Limits: a running request holds its key under a lease (LEASE_MS). If this process dies, or the database
 * goes away between a request's own write and the recording of its answer, the key is held until the lease
 * ends; a retry after that runs the request again. Recording and releasing are retried in the background
 * while the database is away, so that in the ordinary outage the key is settled as soon as it is back.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key run this request holds (plugins/idempotency.ts). */
    idempotency?: IdempotentRun;
  }
}

interface IdempotentRun {
  key: string;
  principal: string;
  keyHash: string;
  requestHash: string;
  /** Set once the row is taken: the row's id and this run's owner token. */
  row?: { id: string; owner: string; leaseEnds: number };
  settled: boolean;
}

const HEADER = 'idempotency-key';
const HEADER_NAME = 'Idempotency-Key';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a running request holds its key before a retry may take it over. */
export const LEASE_MS = 120_000;
/** How long a successful answer is replayed. */
export const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
/** Answers larger than this are not kept (the key is released instead). */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Expired rows are deleted at most this often by each process, on a request that takes a key. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const SETTLE_RETRY_MS = 1000;
const IN_USE_RETRY_AFTER_S = 1;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The caller's request as far as the key compares it: method, URL and body. */
function fingerprint(request: FastifyRequest, key: string): string {
  const contentType = String(request.headers['content-type'] ?? '');
  const body = /^multipart\//i.test(contentType)
    ? `multipart:${String(request.headers['content-length'] ?? '')}`
    : `json:${JSON.stringify(request.body ?? null)}`;
  return createHmac('sha256', key).update(`${request.method}\n${request.url}\n${body}`).digest('hex');
}

function answerKey(run: Pick<IdempotentRun, 'key' | 'principal'>): Buffer {
  return createHash('sha256').update(`idempotent answer\n${run.principal}\n${run.key}`).digest();
}

function seal(run: IdempotentRun, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(run), iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

function open(run: IdempotentRun, stored: Uint8Array): Buffer {
  const bytes = Buffer.from(stored);
  const decipher = createDecipheriv('aes-256-gcm', answerKey(run), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

function refuse(reply: FastifyReply, status: number, code: ErrorCode, message: string, errors = {}) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, message, errors, code });
}

async function idempotencyPlugin(app: FastifyInstance) {
  let lastPrune = 0;
  const retries = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of retries) clearTimeout(timer);
    retries.clear();
  });

  const prune = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    app.db
      .deleteFrom('idempotency_keys')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute()
      .catch((error: unknown) => {
        lastPrune = 0;
        app.log.warn({ err: error }, 'idempotency keys: pruning expired keys failed');
      });
  };

  /** Runs `settle` now; while it fails, again every second until the run's lease ends. */
  const settleSoon = async (run: IdempotentRun, settle: () => Promise<unknown>, now: boolean) => {
    const attempt = async () => {
      try {
        await settle();
      } catch (error) {
        if (!run.row || Date.now() + SETTLE_RETRY_MS > run.row.leaseEnds) {
          app.log.warn(
            { err: error },
            'idempotency key: giving up settling; it is held until its lease ends',
          );
          return;
        }
        app.log.warn({ err: error }, 'idempotency key: settling failed; trying again');
        const timer = setTimeout(() => {
          retries.delete(timer);
          void attempt();
        }, SETTLE_RETRY_MS);
        timer.unref();
        retries.add(timer);
      }
    };
    if (now) await attempt();
    else void attempt();
  };

  const release = (run: IdempotentRun) => async () => {
    const { id, owner } = run.row!;
    await app.db
      .deleteFrom('idempotency_keys')
      .where('id', '=', id)
      .where('owner', '=', owner)
      .where('state', '=', 'in_progress')
      .execute();
  };

  const complete =
    (
      run: IdempotentRun,
      status: number,
      type: string | undefined,
      location: string | undefined,
      body: Buffer,
    ) =>
    async () => {
      const { id, owner } = run.row!;
      await app.db
        .updateTable('idempotency_keys')
        .set({
          state: 'completed',
          response_status: status,
          response_type: type ?? null,
          response_location: location ?? null,
          response_body: seal(run, body),
          expires_at: sql<Date>`now() + ${`${ANSWER_TTL_MS} milliseconds`}::interval`,
        })
        .where('id', '=', id)
        .where('owner', '=', owner)
        .execute();
    };

  /** Takes the key for this run, or answers from what the key already holds. */
  const begin = async (request: FastifyRequest, reply: FastifyReply, run: IdempotentRun) => {
    const where = {
      principal: run.principal,
      method: request.method,
      url: request.url,
      key_hash: run.keyHash,
    };
    const lease = sql<Date>`now() + ${`${LEASE_MS} milliseconds`}::interval`;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const owner = randomUUID();
      const taken = await app.db
        .insertInto('idempotency_keys')
        .values({
          ...where,
          request_hash: run.requestHash,
          state: 'in_progress',
          owner,
          locked_until: lease,
          expires_at: sql<Date>`now() + ${`${ANSWER_TTL_MS} milliseconds`}::interval`,
        })
        .onConflict((oc) => oc.constraint('idempotency_keys_request_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (taken) {
        run.row = { id: taken.id, owner, leaseEnds: Date.now() + LEASE_MS };
        prune();
        return;
      }

      const held = await app.db
        .selectFrom('idempotency_keys')
        .select([
          'id',
          'request_hash',
          'state',
          'response_status',
          'response_type',
          'response_location',
          'response_body',
          sql<boolean>`expires_at <= now() OR (state = 'in_progress' AND locked_until <= now())`.as('free'),
        ])
        .where('principal', '=', where.principal)
        .where('method', '=', where.method)
        .where('url', '=', where.url)
        .where('key_hash', '=', where.key_hash)
        .executeTakeFirst();
      if (!held) continue; // Released in between: take it.

      if (held.free) {
        // An answer past its day, or a run that outlived its lease: this run takes the key over.
        const takenOver = await app.db
          .updateTable('idempotency_keys')
          .set({
            request_hash: run.requestHash,
            state: 'in_progress',
            owner,
            locked_until: lease,
            response_status: null,
            response_type: null,
            response_location: null,
            response_body: null,
            expires_at: sql<Date>`now() + ${`${ANSWER_TTL_MS} milliseconds`}::interval`,
          })
          .where('id', '=', held.id)
          .where(sql<boolean>`expires_at <= now() OR (state = 'in_progress' AND locked_until <= now())`)
          .returning('id')
          .executeTakeFirst();
        if (takenOver) {
          run.row = { id: held.id, owner, leaseEnds: Date.now() + LEASE_MS };
          return;
        }
        continue;
      }

      run.settled = true;
      if (held.request_hash !== run.requestHash) {
        return refuse(
          reply,
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
        );
      }
      if (held.state === 'in_progress' || held.response_status === null || !held.response_body) {
        reply.header('retry-after', String(IN_USE_RETRY_AFTER_S));
        return refuse(
          reply,
          409,
          'IDEMPOTENCY_KEY_IN_USE',
          'A request with this Idempotency-Key is still being processed. Please try again shortly.',
        );
      }
      reply.code(held.response_status).header('idempotency-replayed', 'true');
      if (held.response_type) reply.header('content-type', held.response_type);
      if (held.response_location) reply.header('location', held.response_location);
      return reply.send(open(run, held.response_body));
    }
    throw new Error('The Idempotency-Key could not be taken (it changed hands three times).');
  };

  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const header = request.headers[HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !VALID_KEY.test(header)) {
      const message = `The ${HEADER_NAME} header must be one value of 1 to 255 visible ASCII characters, such as a UUID.`;
      return refuse(reply, 400, 'VALIDATION_ERROR', message, { [HEADER_NAME]: [message] });
    }
    request.idempotency = {
      key: header,
      principal: request.user?.id ?? 'anonymous',
      keyHash: sha256(`idempotency key\n${header}`),
      // Before validation, which may drop unknown fields and fill in defaults: the body as sent.
      requestHash: fingerprint(request, header),
      settled: false,
    };
  };

  // After validation: a request refused for its input does not take the key.
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const run = request.idempotency;
    if (!run || run.row || run.settled) return;
    return begin(request, reply, run);
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const run = request.idempotency;
    if (!run?.row || run.settled) return payload;
    run.settled = true;
    const status = reply.statusCode;
    const body =
      payload === undefined || payload === null
        ? Buffer.alloc(0)
        : typeof payload === 'string'
          ? Buffer.from(payload)
          : Buffer.isBuffer(payload)
            ? payload
            : undefined;
    if (status >= 200 && status < 300 && body && body.length <= MAX_ANSWER_BYTES) {
      const type = reply.getHeader('content-type');
      const location = reply.getHeader('location');
      await settleSoon(
        run,
        complete(
          run,
          status,
          typeof type === 'string' ? type : undefined,
          typeof location === 'string' ? location : undefined,
          body,
        ),
        true,
      );
    } else {
      // With the database away (503) the release waits for it in the background rather than holding the answer.
      await settleSoon(run, release(run), status !== 503);
    }
    return payload;
  };

  // A request that ended without an answer passing through onSend must not hold its key for the lease.
  const onResponse = async (request: FastifyRequest) => {
    const run = request.idempotency;
    if (!run?.row || run.settled) return;
    run.settled = true;
    await settleSoon(run, release(run), false);
  };

  // Only the routes that honour a key carry these hooks (ahead of their own): reads and public routes,
  // most of the traffic, pass without them.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || (route.config?.access ?? 'public') === 'public') return;
    route.preValidation = [preValidation, ...hooksOf(route.preValidation)];
    route.preHandler = [preHandler, ...hooksOf(route.preHandler)];
    route.onSend = [onSend, ...hooksOf(route.onSend)];
    route.onResponse = [onResponse, ...hooksOf(route.onResponse)];
  });
}

/** A route's own hooks of one kind, as a list. */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db', 'auth'] });
