import pg from 'pg';

const stockParser = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (
  text: string,
) => Date | number | null;

const ZERO = 48;
const digit = (text: string, at: number) => {
  const code = text.charCodeAt(at) - ZERO;
  return code >= 0 && code <= 9 ? code : Number.NaN;
};
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/**
 * A `timestamptz` as PostgreSQL writes it (DateStyle ISO, which node-postgres needs anyway):
 * `2026-11-27 16:42:28.123456+00`, the offset `±HH`, `±HH:MM` or `±HH:MM:SS`. The same Date as
 * node-postgres's own parser, read by position instead of three regular expressions and their match arrays: a
 * page of a list carries dozens of moments, and the stock parser was a visible share of each request's time
 * and garbage. Anything else (infinity, BC, years before 1000 or after 9999) goes to the stock parser.
 * Milliseconds are the first three digits of the fraction, as Date keeps them.
 */
export function parseTimestamptz(text: string): Date | number | null {
  const length = text.length;
  if (
    length < 22 ||
    text.charCodeAt(4) !== 45 /* - */ ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 /* space */ ||
    text.charCodeAt(13) !== 58 /* : */ ||
    text.charCodeAt(16) !== 58
  ) {
    return stockParser(text);
  }
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  let at = 19;
  let millis = 0;
  if (text.charCodeAt(at) === 46 /* . */) {
    at += 1;
    for (let place = 100; at < length && digit(text, at) >= 0; at += 1, place /= 10) {
      if (place >= 1) millis += digit(text, at) * place;
    }
  }
  const sign = text.charCodeAt(at);
  if ((sign !== 43 /* + */ && sign !== 45) /* - */ || year < 1000) return stockParser(text);
  let offsetSeconds = twoDigits(text, at + 1) * 3600;
  at += 3;
  if (at < length && text.charCodeAt(at) === 58) {
    offsetSeconds += twoDigits(text, at + 1) * 60;
    at += 3;
    if (at < length && text.charCodeAt(at) === 58) {
      offsetSeconds += twoDigits(text, at + 1);
      at += 3;
    }
  }
  if (at !== length) return stockParser(text);
  const utc = Date.UTC(
    year,
    twoDigits(text, 5) - 1,
    twoDigits(text, 8),
    twoDigits(text, 11),
    twoDigits(text, 14),
    twoDigits(text, 17),
    millis,
  );
  const time = utc - (sign === 45 ? -offsetSeconds : offsetSeconds) * 1000;
  // NaN from a character that is not a digit: whatever it is, the stock parser says what it means.
  return Number.isNaN(time) ? stockParser(text) : new Date(time);
}
