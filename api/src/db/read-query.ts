import { createRequire } from 'node:module';
import type pg from 'pg';

/**
 * How the rows of a prepared statement are read, from its row description: each column's name and parser,
 * and an empty row with every column in order, which each row starts as a copy of (node-postgres's own way,
 * so that rows are the same objects as its own).
 */
export interface RowShape {
  readonly fields: readonly pg.FieldDef[];
  readonly parsers: readonly ((text: string) => unknown)[];
  readonly empty: Readonly<Record<string, null>>;
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

/** The shape of rows described by `fields`, their values read by `types`' parsers. */
function rowShape(fields: readonly FieldDescription[], types: pg.CustomTypesConfig): RowShape {
  // The empty row is built as node-postgres builds its own: keys on an object without a prototype first,
  // so that a column named like a property of Object.prototype is an own key like any other.
  const keys: Record<string, null> = Object.create(null) as Record<string, null>;
  for (const field of fields) keys[field.name] = null;
  return {
    fields,
    parsers: fields.map(
      (field) =>
        types.getTypeParser(field.dataTypeID, field.format === 'binary' ? 'binary' : 'text') as (
          text: string,
        ) => unknown,
    ),
    empty: { ...keys },
  };
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
      const row: Record<string, unknown> = { ...shape.empty };
      const values = message.fields;
      for (let index = 0; index < values.length; index += 1) {
        const value = values[index];
        row[shape.fields[index]!.name] = value === null ? null : shape.parsers[index]!(value!);
      }
      this.rows.push(row);
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
