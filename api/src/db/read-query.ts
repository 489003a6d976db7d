import { createRequire } from 'node:module';
import type pg from 'pg';

/**
 * How the rows of a prepared statement are read, from its row description: each column's name, and a
 * function that makes a row of a DataRow message's values, each through its column's parser.
 */
export interface RowShape {
  readonly fields: readonly pg.FieldDef[];
  readonly build: (values: readonly (string | null)[]) => Record<string, unknown>;
}

/** A field of a RowDescription message as node-postgres's protocol parser reads it. */
type FieldDescription = pg.FieldDef & { format?: string | number };

/** The parts of node-postgres's connection a query submits itself through (lib/connection.js). */
interface WireConnection {
  readonly parsedStatements: Record<string, string | undefined>;
  readonly submittedNamedStatements: Record<string, string | undefined>;
  readonly stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string; name: string }): void;
  bind(message: {
    portal: string;
    statement: string;
    values: readonly unknown[];
    valueMapper: (value: unknown) => unknown;
  }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** node-postgres's own conversion of a bound value to its wire text (Dates, arrays, JSON, Buffers). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

/** `SELECT 10`, `INSERT 0 1`: the command and its counts, as node-postgres reads a CommandComplete. */
const COMMAND = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/;

type Parser = (text: string) => unknown;

/**
 * A row of `names` (in their order, a later column of the same name giving the value) from a DataRow's
 * values: an object literal written for these columns, so that every row of the statement is made the same
 * way at once, where adding the columns one by one to a copy of an empty row went through a lookup for each
 * name. The names are written as JSON strings, which JavaScript reads as the same keys; `__proto__`, which
 * a literal would take for the object's prototype, as a computed key, which makes it an own key like any
 * other.
 */
function rowBuilder(names: readonly string[], parsers: readonly Parser[]): RowShape['build'] {
  const properties = names.map((name, index) => {
    const key = name === '__proto__' ? `[${JSON.stringify(name)}]` : JSON.stringify(name);
    return `${key}: (value = values[${index}]) === null ? null : parse${index}(value)`;
  });
  const parameters = parsers.map((_, index) => `parse${index}`);
  // The code is made of the names as JSON strings and of indexes: no text from a row or a request.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function(
    ...parameters,
    `return (values) => { let value; return { ${properties.join(', ')} }; };`,
  ) as (...parse: Parser[]) => RowShape['build'];
  return make(...parsers);
}

/** Row builders made so far, by the types they read with and the columns' names, types and formats. */
const builders = new WeakMap<pg.CustomTypesConfig, Map<string, RowShape['build']>>();
/** Past this many shapes the builders are made afresh: a bound however many statements come and go. */
const BUILDERS_KEPT = 1000;

/**
 * The shape of rows described by `fields`, their values read by `types`' parsers. Every connection that
 * describes the same columns shares one builder, which the engine then optimises once.
 */
function rowShape(fields: readonly FieldDescription[], types: pg.CustomTypesConfig): RowShape {
  let made = builders.get(types);
  if (!made) builders.set(types, (made = new Map<string, RowShape['build']>()));
  const key = JSON.stringify(fields.map((field) => [field.name, field.dataTypeID, field.format ?? 'text']));
  let build = made.get(key);
  if (!build) {
    const parsers = fields.map(
      (field) =>
        types.getTypeParser(field.dataTypeID, field.format === 'binary' ? 'binary' : 'text') as Parser,
    );
    build = rowBuilder(
      fields.map((field) => field.name),
      parsers,
    );
    if (made.size >= BUILDERS_KEPT) made.clear();
    made.set(key, build);
  }
  return { fields, build };
}

/**
 * A read by a named prepared statement, submitted to a node-postgres client as a query object of its own
 * (its Submittable interface). It answers what node-postgres's own query would — the same rows, command and
 * count — with one difference: on a connection that has parsed the statement before, and whose row
 * description it has read then (`shapes`), it does not ask for the description again. PostgreSQL keeps a
 * prepared statement's result type for as long as it lives (a change of schema under it fails the
 * statement instead), so the description read once holds; asking for it on every run cost the server a
 * message and the API reading it and building each column's parser anew, a tenth of a short list's time.
 */
export class ReadQuery implements pg.Submittable {
  /** Read by the client: what it records as parsed once PostgreSQL has parsed it. */
  readonly name: string;
  readonly text: string;
  /** Set by the client's read timeout, which wraps it. */
  callback: ((error: Error | null, result?: pg.QueryResult) => void) | undefined;

  private shape: RowShape | undefined;
  private readonly rows: Record<string, unknown>[] = [];
  private command = '';
  private rowCount: number | null = null;
  private oid: number | null = null;
  private failure: Error | undefined;
  private settled = false;

  constructor(
    name: string,
    text: string,
    private readonly values: readonly unknown[],
    /** Row shapes this connection has read, by statement name. */
    private readonly shapes: Map<string, RowShape>,
    private readonly types: pg.CustomTypesConfig,
    callback: (error: Error | null, result?: pg.QueryResult) => void,
  ) {
    this.name = name;
    this.text = text;
    this.callback = callback;
  }

  /** Called by the client when the connection is free: writes the statement's messages, in one write. */
  submit(client: pg.Connection): Error | null {
    const connection = client as unknown as WireConnection;
    const { name } = this;
    const parsed =
      connection.parsedStatements[name] !== undefined ||
      connection.submittedNamedStatements[name] !== undefined;
    // Only a statement parsed on this connection before keeps the description read then.
    this.shape = parsed ? this.shapes.get(name) : undefined;
    connection.stream.cork?.();
    try {
      if (!parsed) {
        connection.parse({ text: this.text, name });
        connection.submittedNamedStatements[name] = this.text;
      }
      try {
        connection.bind({ portal: '', statement: name, values: this.values, valueMapper: prepareValue });
      } catch (error) {
        // A value node-postgres cannot write: nothing has run, and the statement is closed as it does.
        connection.close({ type: 'S', name });
        connection.sync();
        this.handleError(error instanceof Error ? error : new Error(String(error)));
        return null;
      }
      if (!this.shape) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this.shape = rowShape(message.fields, this.types);
    this.shapes.set(this.name, this.shape);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.failure) return;
    const { shape } = this;
    if (!shape) {
      this.failure = new Error(`Rows arrived without a description for prepared statement ${this.name}`);
      return;
    }
    try {
      this.rows.push(shape.build(message.fields));
    } catch (error) {
      // As node-postgres does: the rows that follow are ignored and the query fails once it is over.
      this.failure = error instanceof Error ? error : new Error(String(error));
    }
  }

  handleCommandComplete(message: { text?: string; command?: string }): void {
    const match = COMMAND.exec(message.text ?? message.command ?? '');
    if (!match) return;
    this.command = match[1]!;
    if (match[3]) {
      this.oid = Number.parseInt(match[2]!, 10);
      this.rowCount = Number.parseInt(match[3], 10);
    } else if (match[2]) {
      this.rowCount = Number.parseInt(match[2], 10);
    }
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: pg.Connection): void {
    (connection as unknown as WireConnection).sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  handleError(error: Error): void {
    const failure = this.failure ?? error;
    this.failure = undefined;
    this.settle(failure);
  }

  handleReadyForQuery(): void {
    if (this.failure) return this.handleError(this.failure);
    this.settle(null, {
      command: this.command,
      rowCount: this.rowCount,
      oid: this.oid ?? 0,
      // The description as it was read (node-postgres's own result hands its message's array on too).
      fields: (this.shape?.fields ?? []) as pg.FieldDef[],
      rows: this.rows,
    });
  }

  /** Answers once: node-postgres may report a failed bind and then the server's ready-for-query. */
  private settle(error: Error | null, result?: pg.QueryResult): void {
    if (this.settled) return;
    this.settled = true;
    this.callback?.(error, result);
  }
}
