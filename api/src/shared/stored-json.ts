/**
 * JSON that PostgreSQL already holds in the answer's own form (an executive's stored cards, aggregated),
 * passed into an answer as text: node-postgres does not parse it and the serializer does not write it
 * again. A ward page of a hundred executives spent about a quarter of a millisecond on both.
 *
 * A schema says where such text may stand with `storedJson(schema)`; the serializer compiler
 * (plugins/serializer.ts) writes the value there as a stand-in and `writeWithStoredJson` puts the text in
 * its place. The text must be what the schema's own serializer writes for the same values (compact, keys
 * in the schema's order): the tests hold every such answer to it.
 */

/** Marks the schemas whose values may be StoredJson. A symbol: the OpenAPI document never shows it. */
export const STORED_JSON = Symbol.for('party.storedJson');

/** `schema`, marked as one whose value may come as stored JSON text. */
export function storedJson<S extends object>(schema: S): S {
  return Object.assign(schema, { [STORED_JSON]: true });
}

export const isStoredJsonSchema = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (schema as Record<symbol, unknown>)[STORED_JSON] === true;

/** The texts handed out while one answer is being written; undefined between answers. */
let collected: string[] | undefined;

/**
 * A stand-in: a NUL and a number, written unescaped (the marked schema's format is `unsafe`). Nothing else
 * the serializer writes can look like it, since it escapes every control character in text (and PostgreSQL
 * text never holds a NUL).
 */
// eslint-disable-next-line no-control-regex -- the NUL is what no escaped text can contain
const STAND_IN = /"\u0000(\d+)"/g;

export class StoredJson<T> {
  private constructor(readonly text: string) {}

  /** Text as PostgreSQL wrote it (compact, in the answer's form). */
  static text<T>(text: string): StoredJson<T> {
    return new StoredJson<T>(text);
  }

  /** Values read some other way (parsed inside a larger JSON value), written compactly once. */
  static of<T>(value: T): StoredJson<T> {
    return new StoredJson<T>(JSON.stringify(value));
  }

  /** The values, for code that needs to look at them. */
  value(): T {
    return JSON.parse(this.text) as T;
  }

  /** As the schema types it: the serializer writes it as the values it holds. */
  asAnswer(): T {
    return this as unknown as T;
  }

  /** Anything else that writes JSON gets the values. */
  toJSON(): T {
    return this.value();
  }

  /** What the serializer writes at a marked schema (as an unescaped string): a stand-in for the text. */
  [Symbol.toPrimitive](): string {
    if (!collected) return this.text;
    collected.push(this.text);
    return `\u0000${collected.length - 1}`;
  }
}

/** Runs `serialize` and puts each stored text in place of its stand-in. */
export function writeWithStoredJson<P>(serialize: (payload: P) => string, payload: P): string {
  const outer = collected;
  const texts: string[] = [];
  collected = texts;
  let written: string;
  try {
    written = serialize(payload);
  } finally {
    collected = outer;
  }
  return texts.length === 0
    ? written
    : written.replace(STAND_IN, (_whole, index: string) => texts[Number(index)]!);
}
