import pg from 'pg';

/** `text[]`'s type id: the tags and partners of projects, the tags of gallery pictures. */
export const TEXT_ARRAY = 1009 as Parameters<typeof pg.types.getTypeParser>[0];

const stockParser = pg.types.getTypeParser(TEXT_ARRAY, 'text') as (text: string) => unknown;

const OPEN = 123; // {
const CLOSE = 125; // }
const COMMA = 44;
const QUOTE = 34;
const BACKSLASH = 92;

/**
 * A one-dimensional `text[]` as PostgreSQL writes it: `{water,markets}`, an element quoted when it holds a
 * space, a comma, a brace, a quote or a backslash, or is empty or reads as NULL (`{"Ghana Highway
 * Authority",""}`), a backslash before a quote or backslash inside quotes, and NULL unquoted for a null
 * element. The same array as node-postgres's own parser, which reads a character at a time into an object
 * each: a page of projects carries twenty such arrays. Anything else (several dimensions, bounds written
 * before the braces, text that is not an array) goes to node-postgres's parser.
 */
export function parseTextArray(text: string): unknown {
  const end = text.length - 1;
  if (end < 1 || text.charCodeAt(0) !== OPEN || text.charCodeAt(end) !== CLOSE) return stockParser(text);
  const values: (string | null)[] = [];
  if (end === 1) return values;
  let at = 1;
  for (;;) {
    const first = text.charCodeAt(at);
    let value: string | null;
    if (first === QUOTE) {
      value = '';
      let from = at + 1;
      at = from;
      for (;;) {
        if (at >= end) return stockParser(text);
        const code = text.charCodeAt(at);
        if (code === QUOTE) break;
        if (code === BACKSLASH) {
          value += text.slice(from, at);
          from = at + 1;
          at += 2;
        } else {
          at += 1;
        }
      }
      value += text.slice(from, at);
      at += 1;
    } else if (first === OPEN || first === CLOSE || first === COMMA) {
      return stockParser(text);
    } else {
      let next = text.indexOf(',', at);
      if (next === -1) next = end;
      value = text.slice(at, next);
      if (value === 'NULL') value = null;
      at = next;
    }
    values.push(value);
    if (at === end) return values;
    if (text.charCodeAt(at) !== COMMA) return stockParser(text);
    at += 1;
  }
}
