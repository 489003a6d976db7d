import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTextArray, TEXT_ARRAY } from './text-array.js';

const stock = pg.types.getTypeParser(TEXT_ARRAY, 'text') as (text: string) => unknown;

/** What `parse` makes of `text`: its value, or the error it throws. */
function outcome(parse: (text: string) => unknown, text: string) {
  try {
    return { value: parse(text) };
  } catch (error) {
    return { error: String(error) };
  }
}

/** An array as PostgreSQL's `array_out` writes it: see parseTextArray. */
function written(values: readonly (string | null)[]): string {
  const element = (value: string | null) => {
    if (value === null) return 'NULL';
    const quoted = value === '' || value.toUpperCase() === 'NULL' || /[\s{}",\\]/.test(value);
    return quoted ? `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"` : value;
  };
  return `{${values.map(element).join(',')}}`;
}

describe('parseTextArray', () => {
  it('reads what PostgreSQL writes to the same array as node-postgres does', () => {
    const arrays: (string | null)[][] = [
      [],
      ['water'],
      ['water', 'markets'],
      ['Ghana Highway Authority', 'Community Water Board'],
      [''],
      ['', '', 'a'],
      [null],
      ['NULL', 'null', null, 'Null'],
      ['say "yes"', 'C:\\path\\', '\\', '"', '\\"'],
      ['a,b', '{braces}', '}', '{', ','],
      ['tab\there', 'new\nline', ' leading', 'trailing '],
      ['Akwaaba', 'é', 'ŋ', '日本語', '😀 smile'],
    ];
    for (const values of arrays) {
      const text = written(values);
      expect(parseTextArray(text), text).toEqual(values);
      expect(parseTextArray(text), text).toEqual(stock(text));
    }
  });

  it('agrees with node-postgres on arrays made of every awkward character', () => {
    const alphabet = ['a', 'Z', '7', ' ', ',', '"', '\\', '{', '}', 'é', '😀', '\t', 'N', 'U', 'L'];
    for (let i = 0; i < 3000; i += 1) {
      const count = i % 6;
      const values: (string | null)[] = [];
      for (let n = 0; n < count; n += 1) {
        const seed = (i * 7919 + n * 104_729) % 1_000_003;
        if (seed % 11 === 0) {
          values.push(null);
          continue;
        }
        let value = '';
        for (let c = 0; c < seed % 9; c += 1) value += alphabet[(seed >> c) % alphabet.length];
        values.push(seed % 13 === 0 ? 'NULL' : value);
      }
      const text = written(values);
      expect(parseTextArray(text), text).toEqual(stock(text));
    }
  });

  it("leaves several dimensions, written bounds and what is not an array to node-postgres's parser", () => {
    for (const text of ['{{a,b},{c,d}}', '[0:1]={a,b}', '{a,"b}', '{"unterminated}', '{,}', 'x', '{', '']) {
      expect(outcome(parseTextArray, text), text).toEqual(outcome(stock, text));
    }
  });
});
