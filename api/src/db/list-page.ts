import {
  sql,
  type AliasedSelectQueryBuilder,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from './schema.js';

/** Which rows of a list a page holds, by offset. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** What a sort key's value is, so that a cursor made up by hand cannot reach the database as anything else. */
export type KeyKind = 'timestamp' | 'date' | 'uuid';

/** A page by number (and offset), or the page after a sort key (a cursor's: shared/pagination.ts). */
export interface ListWindow extends PageWindow {
  page: number;
  after?: string[] | undefined;
}

interface Total {
  /** bigint: text from node-postgres, a number from PGlite. */
  n: number | string | bigint | null;
}

/** A query answering one row with one column, `n`: how many records the list holds. */
export interface TotalQuery {
  as<A extends string>(alias: A): AliasedSelectQueryBuilder<Total, A>;
  compile(): CompiledQuery<Total>;
}

/** One column of a list's sort order, the last one unique (the id), so that every row has its own key. */
export interface SortColumn {
  /** As the query names it: `news.published_at`. */
  column: string;
  direction: 'asc' | 'desc';
  kind: KeyKind;
}

/** The kinds of a sort order's key, to check a cursor against. */
export const keyKinds = (order: readonly SortColumn[]) => order.map((part) => part.kind);

/**
 * Rows strictly after `key` in `order`: (a, b, id) after (ka, kb, kid), each column in its own direction.
 * The first column is also bounded on its own (`a <= ka` for a descending one), which an index in the
 * list's order reads as the place to start.
 */
function after(order: readonly SortColumn[], key: readonly string[]): RawBuilder<SqlBool> {
  let beyond: RawBuilder<SqlBool> | undefined;
  for (let index = order.length - 1; index >= 0; index -= 1) {
    const column = sql.ref(order[index]!.column);
    const value = key[index];
    const past =
      order[index]!.direction === 'desc'
        ? sql<SqlBool>`${column} < ${value}`
        : sql<SqlBool>`${column} > ${value}`;
    beyond = beyond ? sql<SqlBool>`(${past} OR (${column} = ${value} AND ${beyond}))` : past;
  }
  const first = sql.ref(order[0]!.column);
  const start =
    order[0]!.direction === 'desc'
      ? sql<SqlBool>`${first} <= ${key[0]}`
      : sql<SqlBool>`${first} >= ${key[0]}`;
  return sql<SqlBool>`${start} AND ${beyond!}`;
}

/** Stands, in a statement built once, for a value that each run binds. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * One list's statement, described so that it can be built once per form and only bound afterwards.
 * `values` are the filters' values by name, undefined where a filter is not used. `rows` and `total` build
 * the query from values that may be stand-ins: they pass them into the query as they are and decide its form
 * only by which are present and by `flags`, never by what a value is (trim, lower-case or escape beforehand).
 */
export interface ListQuery<V extends Record<string, unknown>, O, DB, TB extends keyof DB> {
  /** Names the list among the compiled statements. */
  list: string;
  values: V;
  /** What else changes the statement's form (an administrator's wider view, say). */
  flags?: readonly boolean[];
  /** The filtered rows, unordered when `order` is given. */
  rows: (values: V) => SelectQueryBuilder<DB, TB, O>;
  /** How many rows the list holds; a search's (see `matchedFirst`) are counted from `rows` instead. */
  total: (values: V) => TotalQuery;
  /** The sort order the list is paged by, keys and all; empty when `rows` orders itself (no cursors). */
  order: readonly SortColumn[];
  /**
   * A value (a search's pattern) whose filter, when present, is best read through its own index before any
   * ordering: a rare word's few rows come at once from a trigram index, where walking the list in order
   * would test row after row until ten match — which PostgreSQL may choose when it misjudges how rare the
   * word is. See `matchesFirst`.
   */
  matchedFirst?: keyof V & string;
}

interface Compiled {
  page: CompiledQuery;
  total: CompiledQuery;
}

/**
 * Statements by form. Building and compiling a query costs more than running it on a warm connection, and a
 * list has a handful of forms (which filters, a cursor or not, an offset or not), so each form is built once.
 */
const compiledForms = new Map<string, Compiled>();

function compile<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  page: ListWindow,
): Compiled {
  const present = Object.keys(query.values).filter((name) => query.values[name] !== undefined);
  const form = [
    query.list,
    (query.flags ?? []).join(),
    present.join(),
    page.after ? 'after' : '',
    page.offset > 0 ? 'offset' : '',
  ].join('|');
  const known = compiledForms.get(form);
  if (known) return known;

  const slots = Object.fromEntries(present.map((name) => [name, new Slot(name)])) as unknown as V;
  const keyed = query.order.length > 0;
  if (keyed && query.matchedFirst !== undefined && present.includes(query.matchedFirst)) {
    const compiled = { page: matchesFirst(db, query, slots, page), total: countMatches(query, slots) };
    compiledForms.set(form, compiled);
    return compiled;
  }
  const total = query.total(slots);
  let rows = query
    .rows(slots)
    .select(total.as('list_total'))
    .$if(keyed, (qb) =>
      qb.select(
        sql<string>`json_build_array(${sql.join(query.order.map((part) => sql.ref(part.column)))})::text`.as(
          'list_key',
        ),
      ),
    );
  if (keyed && page.after) {
    const key = query.order.map((_part, index) => new Slot(`$after${index}`) as unknown as string);
    rows = rows.where(after(query.order, key));
  }
  const limit = new Slot('$limit') as unknown as number;
  const offset = new Slot('$offset') as unknown as number;
  if (keyed && page.offset > 0) {
    // A page deep in the list walks past `offset` rows: only their keys, read from the index in the list's
    // order without visiting the table, and then the page's own rows by id.
    const id = sql.ref(query.order.at(-1)!.column);
    let ids = query.rows(slots).clearSelect().select(id.as('list_id'));
    for (const part of query.order) ids = ids.orderBy(sql.ref(part.column), part.direction);
    rows = rows.where(sql<SqlBool>`${id} IN (${ids.limit(limit).offset(offset)})`);
  }
  for (const part of query.order) rows = rows.orderBy(sql.ref(part.column), part.direction);
  rows = rows.limit(limit);
  if (!keyed && page.offset > 0) rows = rows.offset(offset);
  const compiled = { page: rows.compile(), total: total.compile() };
  compiledForms.set(form, compiled);
  return compiled;
}

/** How many rows a search matches, for a page past its end (a page with rows counts its matches itself). */
function countMatches<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  query: ListQuery<V, O, DB, TB>,
  slots: V,
): CompiledQuery {
  return query
    .rows(slots)
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .compile();
}

/** The sort key's columns as `matchesFirst` collects them: k0, k1, … in the `matches` it builds. */
const keyColumns = (order: readonly SortColumn[]) =>
  order.map((part, index) => ({ ...part, column: `matches.k${index}` }));

/**
 * A search's page: the keys of its matches collected once, in no order (so that PostgreSQL reads them
 * through the search's own index), then counted for the total and sorted for the page, whose rows are
 * read by id alone. One statement still; a common word costs what its count did already.
 */
function matchesFirst<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  slots: V,
  page: ListWindow,
): CompiledQuery {
  const keys = keyColumns(query.order);
  const matches = query
    .rows(slots)
    .clearSelect()
    .select(query.order.map((part, index) => sql.ref(part.column).as(`k${index}`)));
  const cursor = page.after
    ? sql` WHERE ${after(
        keys,
        keys.map((_part, index) => new Slot(`$after${index}`) as unknown as string),
      )}`
    : sql``;
  const limit = new Slot('$limit');
  const skip = page.offset > 0 ? sql` OFFSET ${new Slot('$offset')}` : sql``;
  const ids = sql`SELECT ${sql.ref(keys.at(-1)!.column)} FROM matches${cursor} ORDER BY ${sql.join(
    keys.map((part) => sql`${sql.ref(part.column)} ${sql.raw(part.direction)}`),
  )} LIMIT ${limit}${skip}`;
  // The matches have passed every filter already: the page's rows are read by id alone, and PostgreSQL
  // need not estimate the search's patterns a second time while planning (about 1.5 of 2 ms).
  let rows = query
    .rows(slots)
    .clearWhere()
    .select(sql<number>`(SELECT count(*) FROM matches)`.as('list_total'))
    .select(
      sql<string>`json_build_array(${sql.join(query.order.map((part) => sql.ref(part.column)))})::text`.as(
        'list_key',
      ),
    )
    .where(sql<SqlBool>`${sql.ref(query.order.at(-1)!.column)} IN (${ids})`);
  for (const part of query.order) rows = rows.orderBy(sql.ref(part.column), part.direction);
  return sql`WITH matches AS MATERIALIZED (${matches}) ${rows.limit(limit as unknown as number)}`.compile(db);
}

/** `compiled` with this run's values in place of its stand-ins. */
function bind(compiled: CompiledQuery, values: Record<string, unknown>, page: ListWindow): CompiledQuery {
  const parameters = compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    const { name } = parameter;
    if (name === '$limit') return page.limit;
    if (name === '$offset') return page.offset;
    if (name.startsWith('$after')) return page.after![Number(name.slice('$after'.length))];
    return values[name];
  });
  return { ...compiled, parameters };
}

/**
 * A page of a list and the list's total in one round trip. The query is built from `query` (once per form:
 * see compiledForms) with the sort order, the page (by offset, or after a cursor's key) and the total. A page
 * by offset picks its rows' ids first (a deferred join: the rows skipped over are read from the index alone). The
 * total rides beside each row as an uncorrelated sub-select, which PostgreSQL evaluates once per statement;
 * only a page past the end (no rows, yet an offset or a cursor) asks for it on its own. `nextKey` is the
 * sort key the following page starts after, or null on the last one.
 */
export async function listPage<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  page: ListWindow,
): Promise<{ rows: O[]; total: number; nextKey: string[] | null }> {
  const compiled = compile(db, query, page);
  const found = (await db.executeQuery(bind(compiled.page, query.values, page))).rows as (O & {
    list_total: unknown;
    list_key?: string;
  })[];
  const last = found.at(-1);
  let count = 0;
  if (last) count = Number(last.list_total ?? 0);
  else if (page.offset > 0 || page.after) {
    const totals = await db.executeQuery<Total>(bind(compiled.total, query.values, page));
    count = Number(totals.rows[0]?.n ?? 0);
  }
  const nextKey =
    last?.list_key && page.page * page.limit < count ? (JSON.parse(last.list_key) as string[]) : null;
  // The rows keep the statement's bookkeeping columns (list_total, list_key) beside the record's: every
  // answer is written from named fields (the services' mappers), so they go no further, and a copy of each
  // row without them cost more than the rest of the page's bookkeeping.
  return { rows: found, total: count, nextKey };
}

/**
 * A statement whose form and values never change, built and compiled on first use and run as it is
 * afterwards (the same text on PostgreSQL and PGlite, so one compilation serves both).
 */
export function compiledOnce<O>(build: (db: Kysely<Database>) => Compilable<O>) {
  let compiled: CompiledQuery<O> | undefined;
  return async (db: Kysely<Database>): Promise<O[]> =>
    (await db.executeQuery((compiled ??= build(db).compile()))).rows;
}
