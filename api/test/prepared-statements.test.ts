import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, runCompiled, type DatabaseHandle } from '../src/db/kysely.js';
import { createTestDatabase } from './helpers/database.js';

// Reads run as named prepared statements on PostgreSQL (DB_PREPARED_STATEMENTS, on by default): each
// connection parses and plans a statement once. Checked on the server's own list of the connection's
// prepared statements. PostgreSQL only: PGlite runs in the process and has no such round trip to save.

const scratch = await createTestDatabase();
const url = scratch.env.DATABASE_URL;
const opened: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await scratch.drop();
});

async function connection(preparedStatements?: boolean, preparedStatementsKept?: number) {
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: scratch.env.DATA_DIR,
    poolMax: 1,
    preparedStatements,
    preparedStatementsKept,
  });
  opened.push(database);
  return database;
}

const prepared = async (database: DatabaseHandle) =>
  (
    await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(database.db)
  ).rows.map((row) => row.statement);

/**
 * A table `name` holding one row (n = 1), the read of it that is prepared, and the migration that changes
 * its column's type to text (n = 'one').
 */
async function tableToRetype(database: DatabaseHandle, name: string) {
  const table = sql.table(name);
  await sql`CREATE TABLE ${table} (n int)`.execute(database.db);
  await sql`INSERT INTO ${table} VALUES (1)`.execute(database.db);
  return {
    read: () => sql<{ n: unknown }>`SELECT n FROM ${table} WHERE n IS NOT NULL OR ${true}`,
    retype: () => sql`ALTER TABLE ${table} ALTER COLUMN n TYPE text USING 'one'`.execute(database.db),
    drop: () => sql`DROP TABLE ${table}`.execute(database.db),
  };
}

describe.skipIf(!url)('prepared statements', () => {
  it('prepares a read once per connection and runs it again by name, with new parameters each time', async () => {
    const database = await connection();
    const read = (n: number) => sql<{ n: number }>`SELECT ${n}::int + 1 AS n`.execute(database.db);
    expect((await read(1)).rows).toEqual([{ n: 2 }]);
    expect((await read(41)).rows).toEqual([{ n: 42 }]);
    const statements = await prepared(database);
    expect(statements.filter((text) => text.includes('::int + 1 AS n'))).toHaveLength(1);
  });

  it('leaves writes and schema changes unprepared, and a failed read does not spoil the connection', async () => {
    const database = await connection();
    await sql`CREATE TEMPORARY TABLE scratch_rows (n int PRIMARY KEY)`.execute(database.db);
    await sql`INSERT INTO scratch_rows VALUES (1)`.execute(database.db);
    await expect(sql`SELECT 1 / (n - 1) FROM scratch_rows`.execute(database.db)).rejects.toThrow(
      /division by zero/,
    );
    expect((await sql<{ n: number }>`SELECT n FROM scratch_rows`.execute(database.db)).rows).toEqual([
      { n: 1 },
    ]);
    const statements = await prepared(database);
    expect(statements.some((text) => /CREATE|INSERT/.test(text))).toBe(false);
  });

  it('leaves searches unprepared, so each is planned for its own word', async () => {
    const database = await connection();
    await sql`CREATE TEMPORARY TABLE scratch_words (word text)`.execute(database.db);
    for (let run = 0; run < 2; run += 1) {
      await sql`SELECT word FROM scratch_words WHERE word ILIKE ${'%bore%'}`.execute(database.db);
    }
    expect((await prepared(database)).some((text) => /ILIKE/i.test(text))).toBe(false);
  });

  it('keeps a bounded number prepared, giving up the least recently run, and runs a given-up one again', async () => {
    const database = await connection(undefined, 3);
    const read = (form: number, n: number) =>
      sql<{ n: number }>`SELECT ${n}::int + ${sql.lit(form)} AS n`.execute(database.db);
    for (const form of [1, 2, 3, 4, 5]) expect((await read(form, 10)).rows).toEqual([{ n: 10 + form }]);
    expect((await read(5, 20)).rows).toEqual([{ n: 25 }]);
    // A form that fails to parse is never prepared, and giving it up later must not fail the connection.
    await expect(sql`SELECT ${1}::int + + AS n`.execute(database.db)).rejects.toThrow(/syntax/);
    for (const form of [6, 7, 8]) await read(form, 1);
    const forms = (await prepared(database)).flatMap((text) => /::int \+ (\d+) AS n/.exec(text)?.[1] ?? []);
    expect(forms.sort()).toEqual(['7', '8']);
    expect((await read(1, 30)).rows).toEqual([{ n: 31 }]);
  });

  it('gives up statements without getting in the way of a failed transaction rolling back', async () => {
    const database = await openDatabase({
      databaseUrl: url,
      dataDir: scratch.env.DATA_DIR,
      poolMax: 2,
      preparedStatementsKept: 1,
    });
    opened.push(database);
    const read = (form: number) => sql`SELECT ${sql.lit(form)}::int AS n`.execute(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`SELECT 100::int AS n`.execute(trx);
        await sql`SELECT 1 / 0 AS n`.execute(trx).catch(async (error: unknown) => {
          // Meanwhile the other connection runs other statements: the transaction's are forgotten.
          await read(101);
          await read(102);
          throw error;
        });
      }),
    ).rejects.toThrow(/division by zero/);
    for (let run = 0; run < 4; run += 1) expect((await read(103 + run)).rows).toEqual([{ n: 103 + run }]);
  });

  it('runs a statement compiled beforehand on the pool, prepared like any read, with new parameters each time', async () => {
    const database = await connection();
    const compiled = (n: number) => sql<{ n: number }>`SELECT ${n}::int * 2 AS n`.compile(database.db);
    expect(await runCompiled(database.db, compiled(2))).toEqual([{ n: 4 }]);
    expect(await runCompiled(database.db, compiled(21))).toEqual([{ n: 42 }]);
    const statements = await prepared(database);
    expect(statements.filter((text) => text.includes('::int * 2 AS n'))).toHaveLength(1);
    await expect(
      runCompiled(database.db, sql`SELECT 1 / ${0}::int AS n`.compile(database.db)),
    ).rejects.toThrow(/division by zero/);
    // The connection the failed statement ran on is still good.
    expect(await runCompiled(database.db, compiled(5))).toEqual([{ n: 10 }]);
  });

  it('runs a statement compiled beforehand inside the transaction it is given, and outside it on the pool', async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: scratch.env.DATA_DIR, poolMax: 2 });
    opened.push(database);
    await sql`CREATE TABLE compiled_rows (n int)`.execute(database.db);
    const count = sql<{ n: number }>`SELECT count(*)::int AS n FROM compiled_rows`.compile(database.db);
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO compiled_rows VALUES (1)`.execute(trx);
        expect(await runCompiled(trx, count)).toEqual([{ n: 1 }]);
        expect(await runCompiled(database.db, count)).toEqual([{ n: 0 }]);
      });
      expect(await runCompiled(database.db, count)).toEqual([{ n: 1 }]);
    } finally {
      await sql`DROP TABLE compiled_rows`.execute(database.db);
    }
  });

  it('reads the same values as an unprepared read, asking for the row description once per connection', async () => {
    const every = sql<
      Record<string, unknown>
    >`SELECT ${7}::int8 AS big, 1.50::numeric AS amount, ${'2026-12-07T10:20:30.123Z'}::timestamptz AS at,
      '2026-12-07'::date AS day, true AS yes, NULL::text AS nothing, '{"a":[1,2]}'::jsonb AS doc,
      ARRAY['x','y']::text[] AS tags, 'b1a5c5f0-0000-4000-8000-000000000001'::uuid AS id, 'own' AS "__proto__",
      'twice' AS id, n FROM generate_series(1, 3) AS n ORDER BY n`;
    const plain = await connection(false);
    const expected = (await every.execute(plain.db)).rows;
    const database = await connection();
    // Every message asking PostgreSQL for a row description, on any connection.
    const describing = vi.spyOn(pg.Connection.prototype, 'describe');
    try {
      for (let run = 0; run < 3; run += 1) {
        const { rows } = await every.execute(database.db);
        expect(rows).toEqual(expected);
        // The same own keys in the same order, a column named like Object.prototype's own included.
        expect(rows.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
        expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
      }
      const [row] = (await every.execute(database.db)).rows;
      expect(row).toMatchObject({ big: 7, amount: '1.50', yes: true, nothing: null, doc: { a: [1, 2] } });
      expect(row!.tags).toEqual(['x', 'y']);
      expect(row!.id).toBe('twice');
      expect(describing).toHaveBeenCalledTimes(1);
    } finally {
      describing.mockRestore();
    }
    const none = await sql`SELECT n FROM generate_series(1, 3) AS n WHERE n > ${5}`.execute(database.db);
    expect(none.rows).toEqual([]);
  });

  it('never reads a changed result with the description read before the change', async () => {
    const database = await connection();
    await sql`CREATE TABLE reshaped_rows (n int)`.execute(database.db);
    try {
      await sql`INSERT INTO reshaped_rows VALUES (1)`.execute(database.db);
      const read = () => sql<{ n: unknown }>`SELECT n FROM reshaped_rows WHERE n IS NOT NULL OR ${true}`;
      expect((await read().execute(database.db)).rows).toEqual([{ n: 1 }]);
      expect((await read().execute(database.db)).rows).toEqual([{ n: 1 }]);
      await sql`ALTER TABLE reshaped_rows ALTER COLUMN n TYPE text USING 'one'`.execute(database.db);
      // PostgreSQL refuses to run the statement prepared for the old type; it never answers rows read as ints.
      await read()
        .execute(database.db)
        .then(
          ({ rows }) => expect(rows).toEqual([{ n: 'one' }]),
          (error: Error) => expect(error.message).toMatch(/result type/),
        );
    } finally {
      await sql`DROP TABLE reshaped_rows`.execute(database.db);
    }
  });

  it('prepares a read anew when a migration changed the type of its rows, and answers them as they now are', async () => {
    const database = await connection();
    const table = await tableToRetype(database, 'retyped_rows');
    try {
      expect((await table.read().execute(database.db)).rows).toEqual([{ n: 1 }]);
      expect((await table.read().execute(database.db)).rows).toEqual([{ n: 1 }]);
      await table.retype();
      expect((await table.read().execute(database.db)).rows).toEqual([{ n: 'one' }]);
      expect((await table.read().execute(database.db)).rows).toEqual([{ n: 'one' }]);
      // Still run by name: prepared again, not given up.
      expect((await prepared(database)).filter((text) => text.includes('retyped_rows'))).toHaveLength(1);
    } finally {
      await table.drop();
    }
  });

  it('inside a transaction, fails that transaction and replaces the connection, so the next read answers', async () => {
    const database = await connection();
    const table = await tableToRetype(database, 'retyped_in_transaction');
    try {
      const backend = async () =>
        (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db)).rows[0]!.pid;
      expect((await table.read().execute(database.db)).rows).toEqual([{ n: 1 }]);
      const before = await backend();
      await table.retype();
      await expect(
        database.db.transaction().execute(async (trx) => (await table.read().execute(trx)).rows),
      ).rejects.toThrow(/result type/);
      // The pool's only connection was closed on release: the next is new and prepares the read afresh.
      expect((await table.read().execute(database.db)).rows).toEqual([{ n: 'one' }]);
      expect(await backend()).not.toBe(before);
    } finally {
      await table.drop();
    }
  });

  it('prepares nothing when turned off (for a pooler in transaction mode)', async () => {
    const database = await connection(false);
    await sql`SELECT 'unprepared' AS word`.execute(database.db);
    await sql`SELECT 'unprepared' AS word`.execute(database.db);
    expect(await prepared(database)).toEqual([]);
  });
});
