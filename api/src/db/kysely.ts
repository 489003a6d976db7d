import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  /** Where connection-level errors are reported (they must never crash the process). */
  onError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Round-trips a trivial query; rejects when the database does not answer within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

// Counts and bigint ids fit comfortably in a JS number here; PGlite returns them as numbers too.
const int8AsNumber = new pg.TypeOverrides();
int8AsNumber.setTypeParser(pg.types.builtins.INT8, Number);

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

function openPostgres(
  connectionString: string,
  options: DatabaseOptions,
  onError: (e: Error) => void,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    // A database that is down or unreachable must fail requests quickly (503), not queue them forever.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    types: int8AsNumber,
  });
  // IMPORTANT: without these listeners a PostgreSQL restart emits 'error' on idle clients and on the pool
  // with nobody listening, and Node ends the process. With them the broken clients are discarded and the
  // pool reconnects on the next query.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));

  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    ping: async (timeoutMs) => {
      await withTimeout(sql`select 1`.execute(db), timeoutMs);
    },
    close: () => db.destroy(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
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
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite instance is (already )?closed|driver has already been destroyed/i.test(
    error.message,
  );
}
