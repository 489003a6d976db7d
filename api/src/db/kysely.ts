import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  Kysely,
  PGliteDialect,
  type CompiledQuery,
  PostgresDialect,
  sql,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { parseTimestamptz } from './moments.js';
import { parseTextArray, TEXT_ARRAY } from './text-array.js';
import { ReadQuery, type RowShape } from './read-query.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /**
   * Server side: PostgreSQL cancels a statement that runs longer (0: no limit, for migrations run by hand).
   * Defaults to DEFAULT_STATEMENT_TIMEOUT_MS.
   */
  statementTimeoutMs?: number;
  /**
   * Client side: how long the API waits for any answer to a query before it gives up on the connection
   * (a network cut, a server that stopped answering). Longer than the statement timeout, so that in the
   * ordinary case the server cancels first and the connection stays usable. Defaults to the statement
   * timeout plus QUERY_TIMEOUT_MARGIN_MS; no limit when the statement timeout is 0.
   */
  queryTimeoutMs?: number;
  /** Server side: a statement waiting longer than this for a lock fails (0: no limit). Defaults to 2 s. */
  lockTimeoutMs?: number;
  /** Where connection-level errors are reported (they must never crash the process). */
  onError?: (error: Error) => void;
  /**
   * PostgreSQL only, on unless false: reads run as named prepared statements, so each connection parses and
   * plans a statement once rather than on every request (docs/decisions.md, "The API's own speed"). A pooler
   * that hands a session's statements to other sessions (PgBouncer in transaction mode) needs it off.
   */
  preparedStatements?: boolean;
  /** How many distinct statements are kept prepared at once (MAX_PREPARED_STATEMENTS unless given). */
  preparedStatementsKept?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Round-trips a trivial query; rejects when the database does not answer within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * How the pool reads values: counts and bigint ids fit comfortably in a JS number here (PGlite returns them
 * as numbers too), moments are read by a parser that does not run regular expressions (db/moments.ts), and
 * text arrays by one that does not make an object of every character (db/text-array.ts).
 */
const readValues = new pg.TypeOverrides();
readValues.setTypeParser(pg.types.builtins.INT8, Number);
readValues.setTypeParser(pg.types.builtins.TIMESTAMPTZ, parseTimestamptz);
readValues.setTypeParser(TEXT_ARRAY, parseTextArray);

/**
 * Opens the database the configuration names: a pg pool against PostgreSQL, or PGlite (PostgreSQL compiled
 * to WebAssembly, in-process) with its files in `dataDir/pgdata`. Both speak the same SQL, so migrations and
 * queries are shared.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const onError = options.onError ?? (() => {});
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options, onError);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
export const DEFAULT_LOCK_TIMEOUT_MS = 2000;
/** How much longer than the statement timeout the client waits before it gives up on a connection. */
export const QUERY_TIMEOUT_MARGIN_MS = 1000;
/** How long a new connection (TCP, TLS and start-up) may take before the attempt fails. */
const CONNECT_TIMEOUT_MS = 3000;

/** The deadlines a connection is opened with (pg's names), from the options and their defaults. */
export function connectionDeadlines(
  options: Pick<DatabaseOptions, 'statementTimeoutMs' | 'queryTimeoutMs' | 'lockTimeoutMs'>,
) {
  const statement = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const query = options.queryTimeoutMs ?? (statement > 0 ? statement + QUERY_TIMEOUT_MARGIN_MS : 0);
  const lock = options.lockTimeoutMs ?? (statement > 0 ? Math.min(DEFAULT_LOCK_TIMEOUT_MS, statement) : 0);
  return { statement_timeout: statement, query_timeout: query, lock_timeout: lock };
}

function openPostgres(
  connectionString: string,
  options: DatabaseOptions,
  onError: (e: Error) => void,
): DatabaseHandle {
  const deadlines = connectionDeadlines(options);
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    // A database that is down or unreachable must fail requests quickly (503), not queue them forever.
    // This also bounds the wait for a free connection when every pooled one is busy.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // pg leaves out a setting of 0 (no limit).
    statement_timeout: deadlines.statement_timeout,
    lock_timeout: deadlines.lock_timeout,
    query_timeout: deadlines.query_timeout || undefined,
    types: readValues,
  });
  // IMPORTANT: without these listeners a PostgreSQL restart emits 'error' on idle clients and on the pool
  // with nobody listening, and Node ends the process. With them the broken clients are discarded and the
  // pool reconnects on the next query.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));

  const guarded = new GuardedPool(
    pool,
    deadlines.query_timeout,
    options.preparedStatements === false
      ? undefined
      : new PreparedStatements(options.preparedStatementsKept ?? MAX_PREPARED_STATEMENTS),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded }) });
  poolsOf.set(db, guarded);
  const pinger = healthPinger(connectionString, onError);
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs) => pinger.ping(timeoutMs),
    close: async () => {
      await Promise.all([db.destroy(), pinger.close()]);
    },
  };
}

/** At most this many distinct statements are kept prepared at once, the least recently run given up first. */
const MAX_PREPARED_STATEMENTS = 1000;

/**
 * Whether a statement is worth preparing: reads only (writes and schema changes are rare, and a
 * migration's statements must not outlive it), and not searches. After a few runs PostgreSQL may plan a
 * prepared statement once for any value; a search's best plan depends on its word (a rare word reads a few
 * rows through the trigram index), which such a generic plan cannot see.
 */
export function worthPreparing(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !/\s(i?like)\s/i.test(text);
}

/** node-postgres's own record of the statements a connection has parsed, by name. */
type ParsedStatements = Record<string, string>;

/** What one connection holds of a pool's prepared statements: their names, and their rows' shapes. */
interface PreparedOnConnection {
  names: Set<string>;
  /** The row descriptions read on this connection, by statement name (see ReadQuery). */
  shapes: Map<string, RowShape>;
  /** The pool's count of forgotten texts when this connection last deallocated its stale statements. */
  checked: number;
}

/**
 * The statements one pool runs by name (node-postgres parses each once per connection, then only binds and
 * executes it): at most `most` texts, the least recently run forgotten first. A name is never given to
 * another text; each connection that prepared a forgotten one deallocates it before its next query, so
 * that neither PostgreSQL nor node-postgres keeps statements that no longer run however many forms the
 * requests bring (a list's page size and offset are written into its statements: db/list-page.ts).
 */
export class PreparedStatements {
  /** Name by text, the most recently run last. */
  private readonly names = new Map<string, string>();
  private readonly live = new Set<string>();
  private issued = 0;
  /** How many texts have been forgotten: a connection checks its names again only when this has moved. */
  private forgotten = 0;
  private readonly connections = new WeakMap<pg.PoolClient, PreparedOnConnection>();

  constructor(private readonly most: number) {}

  /** The name `text` runs under on `client`, undefined when it runs unprepared. */
  nameOn(client: pg.PoolClient, text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined) {
      // Checked once per text: a text kept here was worth it.
      if (!worthPreparing(text)) return undefined;
      this.issued += 1;
      name = `party_${this.issued}`;
      this.live.add(name);
    } else {
      this.names.delete(text);
    }
    this.names.set(text, name);
    while (this.names.size > this.most) {
      const [oldest, oldName] = this.names.entries().next().value!;
      this.names.delete(oldest);
      this.live.delete(oldName);
      this.forgotten += 1;
    }
    this.on(client).names.add(name);
    return name;
  }

  /** The row shapes read on `client`, by statement name. */
  shapesOn(client: pg.PoolClient): Map<string, RowShape> {
    return this.on(client).shapes;
  }

  private on(client: pg.PoolClient): PreparedOnConnection {
    let connection = this.connections.get(client);
    if (!connection) {
      connection = { names: new Set(), shapes: new Map(), checked: this.forgotten };
      this.connections.set(client, connection);
    }
    return connection;
  }

  /**
   * Deallocates on `client` the statements it prepared whose texts have been forgotten since; undefined when
   * there is nothing to do (nearly always), so that a query does not wait a turn for nothing.
   */
  tidy(client: pg.PoolClient): Promise<void> | undefined {
    const connection = this.connections.get(client);
    if (!connection || connection.checked === this.forgotten) return undefined;
    return this.deallocateStale(client, connection);
  }

  private async deallocateStale(client: pg.PoolClient, connection: PreparedOnConnection): Promise<void> {
    const stale = [...connection.names].filter((name) => !this.live.has(name));
    if (stale.length > 0) {
      // Only those the server holds: a statement whose parsing failed was never prepared.
      const held = await client.query<{ name: string }>(
        'SELECT name FROM pg_prepared_statements WHERE name = ANY($1::text[])',
        [stale],
      );
      if (held.rows.length > 0) {
        await client.query(held.rows.map(({ name }) => `DEALLOCATE ${name}`).join('; '));
      }
      for (const name of stale) {
        connection.names.delete(name);
        forgetParsed(client, connection, name);
      }
    }
    connection.checked = this.forgotten;
  }

  /**
   * Prepares `name` afresh on `client` at its next run: deallocated on the server, its description and
   * node-postgres's record of it dropped here. For a statement whose result PostgreSQL says has changed
   * since it was prepared (a migration changed a column it reads), outside a transaction.
   */
  async prepareAnew(client: pg.PoolClient, name: string): Promise<void> {
    await client.query(`DEALLOCATE ${name}`);
    forgetParsed(client, this.on(client), name);
  }
}

/** Drops what `client` keeps of the statement `name` it prepared: its description and node-postgres's record. */
function forgetParsed(client: pg.PoolClient, connection: PreparedOnConnection, name: string): void {
  connection.shapes.delete(name);
  // node-postgres's own record, which it would otherwise keep as long as the connection.
  const parsed = (client as unknown as { connection?: { parsedStatements?: ParsedStatements } }).connection
    ?.parsedStatements;
  if (parsed) delete parsed[name];
}

/**
 * Whether `error` is PostgreSQL refusing to run a prepared statement because the type of its rows has
 * changed since it was prepared ("cached plan must not change result type"): a migration altered a table
 * or view it reads while the API ran.
 */
const resultTypeChanged = (error: unknown) =>
  error instanceof pg.DatabaseError && error.code === '0A000' && /result type/.test(error.message);

/**
 * Whether `client` is outside any transaction block, from the status PostgreSQL sent with its last
 * ready-for-query (node-postgres keeps it, unexported; unknown counts as inside).
 */
const outsideTransaction = (client: pg.PoolClient) =>
  (client as unknown as { _txStatus?: string | null })._txStatus === 'I';

/**
 * The pool as Kysely sees it, except that a client on which a query failed without an answer from the
 * server (the client-side deadline passed, the connection broke) is destroyed when it is released, never
 * handed to the next request. Such a client may still have its query outstanding: the next user's query
 * would queue behind it, and the late answer could arrive on a connection that has moved on. Later queries
 * on that client (a transaction's ROLLBACK) fail at once instead of waiting for the deadline again.
 */
class GuardedPool implements PostgresPool {
  // One guard per pooled client for as long as it lives: Kysely keeps its own connection object per client
  // it is handed (a WeakMap), so a new guard at every checkout would cost two objects and two weak entries
  // per query. A client once broken is destroyed on release and never handed out again.
  private readonly guards = new WeakMap<pg.PoolClient, GuardedClient>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly queryTimeoutMs: number,
    private readonly prepared: PreparedStatements | undefined,
  ) {}

  get options() {
    return this.pool.options;
  }

  end() {
    return this.pool.end();
  }

  // Kysely only runs text with parameters on it (no cursors), and reads node-postgres's results as they are.
  async connect(): Promise<PostgresPoolClient> {
    return (await this.checkout()) as unknown as PostgresPoolClient;
  }

  /** One statement on a connection of its own, released as soon as it has answered. */
  async run(text: string, parameters: readonly unknown[]): Promise<pg.QueryResult> {
    const guard = await this.checkout();
    try {
      return await guard.query(text, parameters);
    } finally {
      guard.release();
    }
  }

  private async checkout(): Promise<GuardedClient> {
    const client = await this.pool.connect();
    let guard = this.guards.get(client);
    if (!guard)
      this.guards.set(client, (guard = new GuardedClient(client, this.queryTimeoutMs, this.prepared)));
    return guard;
  }
}

/** The pools under the PostgreSQL databases open, by their Kysely instance (see runCompiled). */
const poolsOf = new WeakMap<Kysely<Database>, GuardedPool>();

/**
 * Runs a statement compiled beforehand and answers its rows. On PostgreSQL outside a transaction it goes
 * straight to a pooled connection: the same guarded clients and prepared statements as Kysely's queries,
 * without Kysely's executor, whose connection provider, driver and result pass cost about fifteen promise
 * turns a statement (docs/decisions.md, "The API's own speed"). A transaction, and PGlite, run it through
 * Kysely.
 */
export async function runCompiled<R>(db: Kysely<Database>, query: CompiledQuery<R>): Promise<R[]> {
  const pool = poolsOf.get(db);
  if (!pool) return (await db.executeQuery(query)).rows;
  return (await pool.run(query.sql, query.parameters)).rows as R[];
}

/**
 * A pooled client, given up on release once a query on it failed without an answer, or a prepared read on
 * it met a changed result type inside a transaction (see query).
 */
class GuardedClient {
  private broken: Error | undefined;
  /** Whether the connection holds a prepared statement it cannot deallocate now: closed on release. */
  private outdated = false;
  readonly processID: number | undefined;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly queryTimeoutMs: number,
    private readonly prepared: PreparedStatements | undefined,
  ) {
    this.processID = (client as unknown as { processID?: number }).processID;
  }

  async query(text: string, parameters: readonly unknown[]): Promise<pg.QueryResult> {
    if (this.broken) {
      throw new DatabaseUnavailableError('The database connection was given up after an earlier failure', {
        cause: this.broken,
      });
    }
    try {
      const name = this.prepared?.nameOn(this.client, text);
      // Only before a read: never before the ROLLBACK of a transaction that failed, which must go through.
      const tidying = name ? this.prepared!.tidy(this.client) : undefined;
      if (tidying) await tidying;
      if (!name) return await this.client.query(text, parameters as unknown[]);
      return await this.read(name, text, parameters).catch(async (error: unknown) => {
        if (!resultTypeChanged(error)) throw error;
        // Outside a transaction nothing else has run: prepared anew, the read answers the rows as they now
        // are. Inside one the transaction has failed and nothing can run until it ends; the connection is
        // closed on release, so that the next checkout prepares the statement afresh on a new one.
        if (!outsideTransaction(this.client)) {
          this.outdated = true;
          throw error;
        }
        await this.prepared!.prepareAnew(this.client, name);
        return this.read(name, text, parameters);
      });
    } catch (error) {
      // An error the server sent (a constraint, a cancelled statement) leaves the connection in a known
      // state; anything else leaves it in an unknown one.
      if (error instanceof pg.DatabaseError || !(error instanceof Error)) throw error;
      this.broken = error;
      if (/Query read timeout/.test(error.message)) {
        throw new DatabaseUnavailableError(`The database did not answer within ${this.queryTimeoutMs} ms`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  /** A read by the prepared statement `name` (see ReadQuery). */
  private read(name: string, text: string, parameters: readonly unknown[]): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      const shapes = this.prepared!.shapesOn(this.client);
      const query = new ReadQuery(name, text, parameters, shapes, readValues, (error, result) => {
        if (!error) return resolve(result!);
        // As node-postgres's own queries do: a stack that leads back here, not to the socket's read.
        Error.captureStackTrace(error);
        reject(error);
      });
      this.client.query(query);
    });
  }

  release(destroy?: boolean): void {
    this.client.release(this.broken ?? (this.outdated || Boolean(destroy)));
  }
}

/**
 * Health checks on a connection of their own (a pool of one, opened on first use), so that a check
 * neither waits behind requests for a pooled connection nor holds one: with every pooled connection busy
 * (a locked table, a burst) health still tells whether the database answers. Concurrent checks share one
 * round trip.
 */
function healthPinger(connectionString: string, onError: (e: Error) => void) {
  let pool: pg.Pool | undefined;
  let inFlight: Promise<void> | undefined;

  const open = (timeoutMs: number) => {
    if (pool) return pool;
    pool = new pg.Pool({
      connectionString,
      max: 1,
      connectionTimeoutMillis: timeoutMs,
      idleTimeoutMillis: 60_000,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs,
      application_name: 'health check',
    });
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    return pool;
  };

  const roundTrip = async (timeoutMs: number) => {
    const client = await open(timeoutMs).connect();
    try {
      await client.query('select 1');
      client.release();
    } catch (error) {
      // Never reuse a connection that did not answer.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  };

  return {
    async ping(timeoutMs: number) {
      inFlight ??= roundTrip(timeoutMs).finally(() => {
        inFlight = undefined;
      });
      await withTimeout(inFlight, timeoutMs);
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  // pg_trgm: the indexes under the lists' searches (migration 2026112809).
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    ping: async (timeoutMs) => {
      if (pglite.closed) throw new DatabaseUnavailableError('The embedded database is closed');
      await withTimeout(sql`select 1`.execute(db), timeoutMs);
    },
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`The database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: the statement ran past its deadline (statement_timeout)
  '55P03', // lock_not_available: waited past lock_timeout for a table or row another session holds
]);

/**
 * True when an error means "the database cannot be reached right now" (a 503 for the client) rather than a
 * fault in the query or the data.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  // 55000 is also raised for other objects "not in prerequisite state"; only a database refusing
  // connections (ALTER DATABASE … ALLOW_CONNECTIONS false) is the database being away.
  if (code === '55000' && /not currently accepting connections/i.test(error.message)) return true;
  return /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite instance is (already )?closed|driver has already been destroyed/i.test(
    error.message,
  );
}
