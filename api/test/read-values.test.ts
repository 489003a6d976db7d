import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/kysely.js';
import { createTestDatabase } from './helpers/database.js';

// Values the API reads with parsers of its own (db/moments.ts, db/text-array.ts) come back as they were
// stored, on PostgreSQL and on PGlite alike, whether the read is prepared or not.

const scratch = await createTestDatabase();
const database = await openDatabase({
  databaseUrl: scratch.env.DATABASE_URL,
  dataDir: scratch.env.DATA_DIR,
  poolMax: 1,
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

const awkward: (string | null)[][] = [
  [],
  ['water', 'markets'],
  ['Ghana Highway Authority', ''],
  [null, 'NULL', 'null'],
  ['say "yes"', 'C:\\path\\', '\\', 'a,b', '{braces}', ' padded ', 'tab\tand\nline'],
  ['Akwaaba', 'é', '日本語', '😀'],
];

describe('values read back', () => {
  it('reads text arrays as they were written, however awkward their elements', async () => {
    for (const values of awkward) {
      // Twice: on PostgreSQL a read is parsed on its first run and only bound on the next.
      for (let run = 0; run < 2; run += 1) {
        const { rows } = await sql<{ tags: (string | null)[] }>`SELECT ${values}::text[] AS tags`.execute(
          database.db,
        );
        expect(rows[0]!.tags).toEqual(values);
      }
    }
    const { rows } = await sql<{ tags: (string | null)[] }>`
      SELECT ARRAY['a b', NULL, '"', '\\', '', 'NULL']::text[] AS tags`.execute(database.db);
    expect(rows[0]!.tags).toEqual(['a b', null, '"', '\\', '', 'NULL']);
  });
});

describe('rows read back', () => {
  it('have the columns of any name, in order, as an unprepared read has them', async () => {
    const plain = await openDatabase({
      databaseUrl: scratch.env.DATABASE_URL,
      dataDir: scratch.env.DATA_DIR,
      poolMax: 1,
      preparedStatements: false,
    });
    try {
      const read = sql<Record<string, unknown>>`
        SELECT n AS "0", 'a' AS "constructor", 'b' AS "toString", 'c' AS "say ""hi""", 'd' AS "back\\slash",
          'first' AS twice, NULL::int AS "nothing", 'e' AS "ŋ 日本", 'last' AS twice, n
        FROM generate_series(1, 2) AS n ORDER BY n`;
      const expected = (await read.execute(plain.db)).rows;
      expect(Object.keys(expected[0]!)).toEqual([
        '0',
        'constructor',
        'toString',
        'say "hi"',
        'back\\slash',
        'twice',
        'nothing',
        'ŋ 日本',
        'n',
      ]);
      expect(expected[0]!.twice).toBe('last');
      for (let run = 0; run < 3; run += 1) {
        const { rows } = await read.execute(database.db);
        expect(rows).toEqual(expected);
        expect(rows.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
        expect(Object.getPrototypeOf(rows[1])).toBe(Object.prototype);
      }
    } finally {
      await plain.close();
    }
  });
});
