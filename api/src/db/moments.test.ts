import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from './moments.js';

const stock = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => unknown;

/** What the stock parser makes of `text`, as a comparable value (a Date's time, or the value itself). */
const meaning = (value: unknown) => (value instanceof Date ? value.getTime() : value);

describe('parseTimestamptz', () => {
  it('reads what PostgreSQL writes to the same moment as node-postgres does', () => {
    const texts = [
      '2026-11-27 16:42:28+00',
      '2026-11-27 16:42:28.1+00',
      '2026-11-27 16:42:28.57+00',
      '2026-11-27 16:42:28.123+00',
      '2026-11-27 16:42:28.123456+00',
      '2026-11-27 16:42:28.999999+00',
      '2026-11-27 00:00:00+01',
      '2026-01-01 00:30:00-05',
      '2026-06-30 23:59:59.5+05:30',
      '2026-06-30 23:59:59.5-09:30',
      '1900-01-01 00:00:00+00:19:32',
      '1000-01-01 00:00:00+00',
      '9999-12-31 23:59:59.999999+00',
      '2024-02-29 12:00:00+00',
    ];
    for (const text of texts) {
      const parsed = parseTimestamptz(text);
      expect(parsed, text).toBeInstanceOf(Date);
      expect(meaning(parsed), text).toBe(meaning(stock(text)));
    }
  });

  it('agrees with node-postgres on moments across the years, with every precision and offset', () => {
    const offsets = ['+00', '+01', '-03', '+05:30', '-09:30', '+14', '-12'];
    for (let i = 0; i < 2000; i += 1) {
      const time = Date.UTC(1000, 0, 1) + Math.floor((((i * 7919) % 2000) / 2000) * 2.8e14) + i * 123_457;
      const moment = new Date(time).toISOString();
      const digits = (i % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
      const fraction =
        digits === 0
          ? ''
          : `.${String(i * 104_729)
              .padStart(6, '0')
              .slice(0, digits)}`;
      const text = `${moment.slice(0, 10)} ${moment.slice(11, 19)}${fraction}${offsets[i % offsets.length]}`;
      expect(meaning(parseTimestamptz(text)), text).toBe(meaning(stock(text)));
    }
  });

  it('leaves infinities, BC and years outside 1000–9999 to node-postgres', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '0044-03-15 12:00:00+00 BC',
      '0099-01-01 00:00:00+00',
      '0500-06-01 10:00:00+00',
      '12026-11-27 16:42:28+00',
    ]) {
      expect(meaning(parseTimestamptz(text)), text).toEqual(meaning(stock(text)));
    }
  });
});
