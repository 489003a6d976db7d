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
import { runCompiled } from './kysely.js';
import type { Database, ListVersionsTable } from './schema.js';

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
 * Things worked out once and kept by key, bounded: at most `most` of them, weighing at most `budget`
 * together, the oldest forgotten first.
 */
class Remembered<T> {
  private readonly facts = new Map<string, T>();
  /** What the facts kept weigh together. */
  private weight = 0;

  /** At most `most` facts, weighing at most `budget` together by `weigh`. */
  constructor(
    private readonly most: number,
    private readonly weigh: (fact: T) => number = () => 0,
    private readonly budget = Infinity,
  ) {}

  get(key: string): T | undefined {
    return this.facts.get(key);
  }

  set(key: string, fact: T) {
    this.delete(key);
    this.facts.set(key, fact);
    this.weight += this.weigh(fact);
    while (this.facts.size > this.most || (this.weight > this.budget && this.facts.size > 1)) {
      this.delete(this.facts.keys().next().value!);
    }
  }

  delete(key: string) {
    const fact = this.facts.get(key);
    if (fact === undefined) return;
    this.weight -= this.weigh(fact);
    this.facts.delete(key);
  }
}

/** `ORDER BY` terms of a sort order: each column in its direction. */
const orderTerms = (order: readonly SortColumn[]) =>
  sql.join(order.map((part) => sql`${sql.ref(part.column)} ${sql.raw(part.direction)}`));

/** A row's sort key as JSON text, for its cursor. */
const listKey = (order: readonly SortColumn[]) =>
  sql<string>`json_build_array(${sql.join(order.map((part) => sql.ref(part.column)))})::text`.as('list_key');

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
  /**
   * Values with a handful of possible values (a status), written into the statement instead of bound: each
   * value has its own statement, which PostgreSQL plans once knowing it. Bound, a value is unknown to a plan
   * made for every value, which may then cost more than planning each run anew, so PostgreSQL plans each run.
   * `rows` and `total` receive them as SQL literals; only words from a fixed set and whole numbers (a page
   * size) belong here.
   */
  written?: readonly (keyof V & string)[];
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
  /**
   * The list's version (list_versions), which lets a page reuse what an earlier one worked out about the
   * list — anchors for pages deep in it by number, a common word's count — for as long as the version and
   * the moment hold (see `listPage`). `nextChange` is the first moment after now() at which rows join the
   * list without a write (a scheduled article's publication), null when there is none; `total` must then
   * count the whole list, whatever the search.
   */
  versioned?: { list: ListVersionsTable['list']; nextChange?: RawBuilder<unknown> };
}

interface Compiled {
  page: CompiledQuery;
  total: CompiledQuery;
}

/**
 * Statements by form. Building and compiling a query costs more than running it on a warm connection, and a
 * list has a handful of forms (which filters, a cursor or not, an offset or not), so each form is built once.
 */
const compiledForms = new Remembered<Compiled>(2_000);

/**
 * How a page's statement reads the list. `plain`: as it is (a search's matches collected first, a page by
 * number walking its offset from the start). `anchored`: a page by number starting after a remembered
 * anchor's key. `walk`: a search walking the list in its order until the page is full, its total
 * remembered. The last two hold only while the list is as it was (`unchanged`), and answer no rows otherwise.
 */
type Plan = 'plain' | 'anchored' | 'walk';

/** Which filters a list request uses, by name. */
const presentValues = (values: Record<string, unknown>) =>
  Object.keys(values).filter((name) => values[name] !== undefined);

/** What identifies a list request's statements: the parts of a ListQuery that shape them. */
interface ListShape {
  list: string;
  values: Record<string, unknown>;
  flags?: readonly boolean[];
  written?: readonly string[];
}

/**
 * For each filter value present, by name, what a statement built once per form holds for it: a stand-in
 * bound later, or for a value the query writes in (`written`), the value itself as SQL.
 */
const slotsOf = <V>(query: ListShape) =>
  Object.fromEntries(
    presentValues(query.values).map((name) => [
      name,
      query.written?.includes(name) ? sql.lit(writable(query.values[name])) : new Slot(name),
    ]),
  ) as unknown as V;

/** A value fit to be written into a statement: a word from a fixed set, or a whole number. */
function writable(value: unknown): string | number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value !== 'string' || !/^[a-z][a-z_-]*$/.test(value)) {
    throw new TypeError(
      `Only a lower-case word or a whole number is written into a list's statement, not ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** What sets one of a list's statements apart from the others, but for the page and the plan. */
const listForm = (query: ListShape) =>
  [
    query.list,
    (query.flags ?? []).join(),
    presentValues(query.values).join(),
    JSON.stringify((query.written ?? []).map((name) => query.values[name] ?? null)),
  ].join('|');

/** The list's version now, as text. */
const versionNow = (list: string) =>
  sql<string>`(SELECT version::text FROM list_versions WHERE list = ${list})`;

/** The moment from which the list may hold other rows without a write, as text ('infinity' for never). */
const untilText = (nextChange: RawBuilder<unknown> | undefined) =>
  nextChange ? sql<string>`coalesce((${nextChange})::text, 'infinity')` : sql<string>`'infinity'`;

/**
 * True while the list is as a remembered `Stamp` found it: the same version (no write since) and a moment
 * inside the stamp's window (no scheduled row has joined it). It names no column, so PostgreSQL checks it
 * once, before reading any row, and reads none when it fails.
 */
const unchanged = (list: string) =>
  sql<SqlBool>`${versionNow(list)} = ${new Slot('$version')} AND ${new Slot(
    '$since',
  )}::timestamptz <= now() AND now() < ${new Slot('$until')}::timestamptz`;

function compile<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  page: ListWindow,
  plan: Plan,
): Compiled {
  if (
    !Number.isSafeInteger(page.limit) ||
    page.limit < 0 ||
    !Number.isSafeInteger(page.offset) ||
    page.offset < 0
  ) {
    throw new RangeError(`A list page needs a whole limit and offset, not ${page.limit} and ${page.offset}`);
  }
  const present = presentValues(query.values);
  const offsetForm = page.offset === 0 ? '' : literalOffset(page) ? `offset ${page.offset}` : 'offset';
  const form = [listForm(query), page.after ? 'after' : '', `limit ${page.limit}`, offsetForm, plan].join(
    '|',
  );
  const known = compiledForms.get(form);
  if (known) return known;

  const slots = slotsOf<V>(query);
  const keyed = query.order.length > 0;
  if (keyed && plan === 'plain' && query.matchedFirst !== undefined && present.includes(query.matchedFirst)) {
    const compiled = { page: matchesFirst(db, query, slots, page), total: countMatches(query, slots) };
    compiledForms.set(form, compiled);
    return compiled;
  }
  const total =
    plan === 'walk' ? sql<number>`${new Slot('$total')}::bigint` : sql<number>`(${query.total(slots)})`;
  const key = query.order.map((_part, index) => new Slot(`$after${index}`) as unknown as string);
  const filtered = () => {
    const rows = query.rows(slots);
    return keyed && page.after ? rows.where(after(query.order, key)) : rows;
  };
  let rows = filtered()
    .select(total.as('list_total'))
    .$if(keyed, (qb) => qb.select(listKey(query.order)));
  // The page's size and a small offset are written into the statement: PostgreSQL cannot tell how many rows
  // `LIMIT $1` stops after when it plans a prepared statement for every value, so it would plan each run
  // anew (about half of a first page's time in PostgreSQL); with them written in, it plans it once.
  const limit = sql.lit(page.limit);
  const offset = offsetIn(page);
  if (keyed && page.offset > 0) {
    // A page deep in the list walks past `offset` rows: only their keys, read from the index in the list's
    // order without visiting the table, and then the page's own rows by id.
    const id = sql.ref(query.order.at(-1)!.column);
    let ids = filtered().clearSelect().select(id.as('list_id'));
    for (const part of query.order) ids = ids.orderBy(sql.ref(part.column), part.direction);
    rows = rows.where(sql<SqlBool>`${id} IN (${ids.limit(limit).offset(offset)})`);
  }
  if (plan !== 'plain') rows = rows.where(unchanged(query.versioned!.list));
  for (const part of query.order) rows = rows.orderBy(sql.ref(part.column), part.direction);
  rows = rows.limit(limit);
  if (!keyed && page.offset > 0) rows = rows.offset(offset);
  const compiled = { page: rows.compile(), total: query.total(slots).compile() };
  compiledForms.set(form, compiled);
  return compiled;
}

/**
 * Whether a page's offset is written into its statement rather than bound: an offset below ANCHOR_STEP,
 * which every page by number of a versioned list has once it starts from an anchor.
 */
const literalOffset = (page: PageWindow) => page.offset < ANCHOR_STEP;

/** A page's offset as its statement holds it: written in (`literalOffset`), or a stand-in bound later. */
const offsetIn = (page: PageWindow) =>
  literalOffset(page) ? sql.lit(page.offset) : (new Slot('$offset') as unknown as number);

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

/** The sort key's columns selected as k0, k1, … */
const keySelection = (order: readonly SortColumn[]) =>
  order.map((part, index) => sql.ref(part.column).as(`k${index}`));

/** The sort key's columns as `matchesFirst` collects them: k0, k1, … in the `matches` it builds. */
const keyColumns = (order: readonly SortColumn[]) =>
  order.map((part, index) => ({ ...part, column: `matches.k${index}` }));

/** A search's matching rows, only their sort keys (k0, k1, …): what a search collects before ordering. */
const matchedKeys = <V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  query: ListQuery<V, O, DB, TB>,
  slots: V,
) => query.rows(slots).clearSelect().select(keySelection(query.order));

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
  const matches = matchedKeys(query, slots);
  const cursor = page.after
    ? sql` WHERE ${after(
        keys,
        keys.map((_part, index) => new Slot(`$after${index}`) as unknown as string),
      )}`
    : sql``;
  const limit = sql.lit(page.limit);
  const skip = page.offset > 0 ? sql` OFFSET ${offsetIn(page)}` : sql``;
  const ids = sql`SELECT ${sql.ref(keys.at(-1)!.column)} FROM matches${cursor} ORDER BY ${orderTerms(keys)} LIMIT ${limit}${skip}`;
  // The matches have passed every filter already: the page's rows are read by id alone, and PostgreSQL
  // need not estimate the search's patterns a second time while planning (about 1.5 of 2 ms).
  const { versioned } = query;
  let rows = query
    .rows(slots)
    .clearWhere()
    .select(sql<number>`(SELECT count(*) FROM matches)`.as('list_total'))
    .select(listKey(query.order))
    // What the count can be remembered by (see listPage): read in the statement's own snapshot.
    .$if(versioned !== undefined, (qb) =>
      qb.select([
        versionNow(versioned!.list).as('list_version'),
        sql<string>`now()::text`.as('list_since'),
        untilText(versioned!.nextChange).as('list_until'),
        sql<number>`(${query.total(slots)})`.as('list_size'),
      ]),
    )
    .where(sql<SqlBool>`${sql.ref(query.order.at(-1)!.column)} IN (${ids})`);
  for (const part of query.order) rows = rows.orderBy(sql.ref(part.column), part.direction);
  return sql`WITH matches AS MATERIALIZED (${matches}) ${rows.limit(limit)}`.compile(db);
}

/**
 * The rows after every `ANCHOR_STEP`th of a list are where its pages by number start from once the list
 * is long: a page deep in it walks at most that many index entries instead of every one before it.
 */
const ANCHOR_STEP = 50;

/** The most anchors kept through one database handle, over every list (about 100 bytes each: 10 MB). */
const ANCHORS_KEPT = 100_000;

/** When a list was as a remembered fact says: its version, and the window of moments it holds for. */
interface Stamp {
  version: string;
  since: string;
  until: string;
}

/**
 * Every `ANCHOR_STEP`th sort key of a list (the `n`th anchor ends row n × ANCHOR_STEP), each as its JSON
 * text, and the list's length.
 */
interface Anchors extends Stamp {
  keys: string[];
  size: number;
}

/**
 * How many rows a search matches and how many the list holds without it; for a search that keeps its
 * matches (`keepsIds`), once it is asked for again, their ids in the list's order: 16 bytes each.
 */
interface Matches extends Stamp {
  total: number;
  size: number;
  ids?: Uint8Array;
}

/** The most matches a search keeps the ids of. */
const MATCHES_KEPT = 25_000;

/** The most ids kept through one database handle, over every search (16 bytes each: 8 MB). */
const IDS_KEPT = 500_000;

/**
 * Whether a search keeps its matches' ids: when it has at most MATCHES_KEPT of them and they are at most
 * half of the list. A word in more than half of it walks the list instead (see `walkPays`), reading
 * fewer than two rows for each it answers.
 */
const keepsIds = (matches: Matches) => matches.total <= MATCHES_KEPT && 2 * matches.total <= matches.size;

const UUID_BYTES = 16;

/**
 * The uuids from `start` to `end` (exclusive) of a run of them, 16 bytes each, as PostgreSQL's text of a
 * uuid array (`{…,…}`): bound as it is, node-postgres need not quote and escape each element.
 */
function uuidArrayText(ids: Uint8Array, start: number, end: number): string {
  const hex = Buffer.from(
    ids.buffer,
    ids.byteOffset + start * UUID_BYTES,
    (end - start) * UUID_BYTES,
  ).toString('hex');
  let text = '{';
  for (let at = 0; at < hex.length; at += 2 * UUID_BYTES) {
    if (at > 0) text += ',';
    text += `${hex.slice(at, at + 8)}-${hex.slice(at + 8, at + 12)}-${hex.slice(at + 12, at + 16)}-`;
    text += `${hex.slice(at + 16, at + 20)}-${hex.slice(at + 20, at + 32)}`;
  }
  return `${text}}`;
}

/** Where a uuid (as text) is in a run of uuids, 16 bytes each: its index, or -1. */
function uuidIndex(ids: Uint8Array, id: string): number {
  const hex = id.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) return -1;
  const needle = Buffer.from(hex, 'hex');
  const haystack = Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (at % UUID_BYTES === 0) return at / UUID_BYTES;
  }
  return -1;
}

/**
 * What is remembered through one database handle about lists, by list form and filter values: only ever
 * used through `unchanged`, so a fact that no longer holds costs one empty statement and is worked out
 * anew, never a wrong page.
 */
interface Facts {
  anchors: Remembered<Anchors>;
  matches: Remembered<Matches>;
  /** Facts being gathered, so that concurrent requests of one list wait for one gathering. */
  gathering: Map<string, Promise<unknown>>;
}

/**
 * Facts by the handle they were read through (the application's Kysely instance): a transaction, or a
 * handle on another database in the same process, starts with nothing remembered.
 */
const factsByHandle = new WeakMap<Kysely<Database>, Facts>();

function factsOf(db: Kysely<Database>): Facts {
  let facts = factsByHandle.get(db);
  if (!facts) {
    facts = {
      anchors: new Remembered(200, (fact) => fact.keys.length, ANCHORS_KEPT),
      matches: new Remembered(300, (fact) => (fact.ids?.byteLength ?? 0) / UUID_BYTES, IDS_KEPT),
      gathering: new Map(),
    };
    factsByHandle.set(db, facts);
  }
  return facts;
}
/** The statements that gather a list's anchors, by list form (see compiledForms). */
const gatheringForms = new Map<string, CompiledQuery>();

/** What is remembered about a list request's rows is remembered under this: its form and filter values. */
const factKey = (query: ListShape) =>
  `${listForm(query)}|${JSON.stringify(presentValues(query.values).map((name) => query.values[name]))}`;

/** `compiled` with this run's values in place of its stand-ins. */
function bind(
  compiled: CompiledQuery,
  values: Record<string, unknown>,
  page: ListWindow,
  stamp?: Stamp & { total?: number; ids?: string },
): CompiledQuery {
  const parameters = compiled.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    const { name } = parameter;
    if (name === '$offset') return page.offset;
    if (name.startsWith('$after')) return page.after![Number(name.slice('$after'.length))];
    if (name === '$version') return stamp!.version;
    if (name === '$since') return stamp!.since;
    if (name === '$until') return stamp!.until;
    if (name === '$total') return stamp!.total;
    if (name === '$ids') return stamp!.ids;
    return values[name];
  });
  return { ...compiled, parameters };
}

/** The anchors of a list (no search) as it is now, with its stamp: one walk of its index in order. */
async function gatherAnchors<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
): Promise<Anchors> {
  const form = listForm(query);
  let compiled = gatheringForms.get(form);
  if (!compiled) {
    const slots = slotsOf<V>(query);
    const numbered = query
      .rows(slots)
      .clearSelect()
      .select([
        ...keySelection(query.order),
        sql<number>`row_number() OVER (ORDER BY ${orderTerms(query.order)})`.as('n'),
      ]);
    const keys = query.order.map((_part, index) => sql.ref(`numbered.k${index}`));
    const { versioned } = query;
    compiled = sql`SELECT ${versionNow(versioned!.list)} AS version, now()::text AS since,
      ${untilText(versioned!.nextChange)} AS until, count(*) AS size,
      coalesce(json_agg(json_build_array(${sql.join(keys)})::text ORDER BY numbered.n)
        FILTER (WHERE numbered.n % ${sql.lit(ANCHOR_STEP)} = 0), '[]') AS keys
      FROM (${numbered}) AS numbered`.compile(db);
    gatheringForms.set(form, compiled);
  }
  const [row] = await runCompiled<Stamp & { size: number | string; keys: string[] }>(
    db,
    bind(compiled, query.values, { page: 1, limit: 0, offset: 0 }),
  );
  return { ...row!, size: Number(row!.size) };
}

/** What `gather` answers, run once for `key` however many ask for it meanwhile. */
function gatherOnce<T>(db: Kysely<Database>, key: string, gather: () => Promise<T>): Promise<T> {
  const { gathering } = factsOf(db);
  let pending = gathering.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = gather().finally(() => gathering.delete(key));
    gathering.set(key, pending);
  }
  return pending;
}

/** The anchors of a list request's rows, remembered or gathered. */
async function anchorsOf<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  key: string,
): Promise<Anchors> {
  const { anchors: known } = factsOf(db);
  const remembered = known.get(key);
  if (remembered) return remembered;
  const anchors = await gatherOnce(db, `anchors|${key}`, () => gatherAnchors(db, query));
  known.set(key, anchors);
  return anchors;
}

/** A search's matches as the list is now, their ids in the list's order, with the stamp: one statement. */
async function gatherMatches<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
): Promise<Matches> {
  const form = `${listForm(query)}|matches`;
  let compiled = gatheringForms.get(form);
  if (!compiled) {
    const slots = slotsOf<V>(query);
    const keys = keyColumns(query.order);
    const matches = matchedKeys(query, slots);
    const { versioned } = query;
    compiled = sql`SELECT ${versionNow(versioned!.list)} AS version, now()::text AS since,
      ${untilText(versioned!.nextChange)} AS until, (${query.total(slots)}) AS size, count(*) AS total,
      CASE WHEN count(*) <= ${sql.lit(MATCHES_KEPT)}
        THEN coalesce(string_agg(uuid_send(${sql.ref(keys.at(-1)!.column)}), ''::bytea
          ORDER BY ${orderTerms(keys)}), ''::bytea) END AS ids
      FROM (${matches}) AS matches`.compile(db);
    gatheringForms.set(form, compiled);
  }
  const [row] = await runCompiled<
    Stamp & { size: number | string; total: number | string; ids: Uint8Array | null }
  >(db, bind(compiled, query.values, { page: 1, limit: 0, offset: 0 }));
  const { ids, ...stamp } = row!;
  return { ...stamp, size: Number(row!.size), total: Number(row!.total), ...(ids && { ids }) };
}

/** A page of a search's kept matches, read by id; whether the list is unchanged is checked as it is read. */
function compileKept<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
): CompiledQuery {
  const form = `${listForm(query)}|kept`;
  const known = compiledForms.get(form);
  if (known) return known.page;
  const slots = slotsOf<V>(query);
  const id = sql.ref(query.order.at(-1)!.column);
  let rows = query
    .rows(slots)
    .clearWhere()
    .select(sql<number>`${new Slot('$total')}::bigint`.as('list_total'))
    .select(listKey(query.order))
    // The ids as a sub-select's array, which PostgreSQL cannot see into when it plans: seen as a constant, a
    // page of one or two ids makes every plan made for its values look cheaper than the one made for any
    // (which counts on ten), and PostgreSQL then plans the statement afresh on every run (0.1 ms of its time,
    // more than the statement takes) instead of once.
    .where(sql<SqlBool>`${id} = ANY(ARRAY(SELECT unnest(${new Slot('$ids')}::uuid[])))`)
    .where(unchanged(query.versioned!.list));
  for (const part of query.order) rows = rows.orderBy(sql.ref(part.column), part.direction);
  const page = rows.compile();
  compiledForms.set(form, { page, total: page });
  return page;
}

/**
 * A page of a search that keeps its matches, from their kept ids (gathered on the search's second
 * request). Undefined when the list has changed since (the kept ids are then forgotten), or the page
 * starts after a cursor whose row is not among them.
 */
async function keptPage<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  page: ListWindow,
  key: string,
  counted: Matches,
): Promise<PageRow<O>[] | undefined> {
  let matches = counted;
  if (!matches.ids) {
    matches = await gatherOnce(db, `matches|${key}`, () => gatherMatches(db, query));
    factsOf(db).matches.set(key, keepsIds(matches) ? matches : { ...matches, ids: undefined });
    if (!keepsIds(matches) || !matches.ids) return undefined;
  }
  const ids = matches.ids;
  const start = page.after ? uuidIndex(ids, page.after.at(-1)!) + 1 : page.offset;
  if (page.after && start === 0) return undefined;
  const end = Math.min(start + page.limit, ids.byteLength / UUID_BYTES);
  if (end <= start) return undefined;
  const pageIds = uuidArrayText(ids, start, end);
  const rows = await runCompiled(
    db,
    bind(compileKept(db, query), query.values, page, { ...matches, ids: pageIds }),
  );
  if (rows.length === 0) factsOf(db).matches.delete(key);
  return rows.length > 0 ? (rows as PageRow<O>[]) : undefined;
}

type PageRow<O> = O & {
  list_total: unknown;
  list_key?: string;
  list_version?: string;
  list_since?: string;
  list_until?: string;
  list_size?: unknown;
};

/** One statement of a page: its rows, in the plan and with the stamp given. */
async function pageRows<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  page: ListWindow,
  plan: Plan,
  stamp?: Stamp & { total?: number },
): Promise<{ rows: PageRow<O>[]; compiled: Compiled }> {
  const compiled = compile(db, query, page, plan);
  const rows = await runCompiled(db, bind(compiled.page, query.values, page, stamp));
  return { rows: rows as PageRow<O>[], compiled };
}

/**
 * A page by number deep in a versioned list, from the anchor before it: after its key, by what is left of
 * the offset. Undefined when the list has changed since the anchors were gathered (they are then gathered
 * anew once) or the page is not deep enough for an anchor.
 */
async function anchoredPage<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  page: ListWindow,
): Promise<PageRow<O>[] | undefined> {
  const key = factKey(query);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const anchors = await anchorsOf(db, query, key);
    // Past the end, or before the first anchor: the plain statement answers it (and says how many there are).
    if (page.offset >= anchors.size) return undefined;
    const anchor = Math.min(Math.floor(page.offset / ANCHOR_STEP), anchors.keys.length);
    if (anchor === 0) return undefined;
    const from = {
      ...page,
      after: JSON.parse(anchors.keys[anchor - 1]!) as string[],
      offset: page.offset - anchor * ANCHOR_STEP,
    };
    const { rows } = await pageRows(db, query, from, 'anchored', anchors);
    if (rows.length > 0) return rows;
    factsOf(db).anchors.delete(key);
  }
  return undefined;
}

/**
 * Whether a search is cheaper walking the list in order until its page is full than collecting every
 * match first: the walk reads about (offset + limit) × size / total rows, the collection `total` of them
 * and, before them, the search's own indexes, so the walk is taken up to four rows for each match.
 */
const walkPays = (matches: Matches, page: ListWindow) =>
  page.offset < matches.total &&
  (page.offset + page.limit) * matches.size <= 4 * matches.total * matches.total;

/**
 * A page of a list and the list's total in one round trip. The query is built from `query` (once per form:
 * see compiledForms) with the sort order, the page (by offset, or after a cursor's key) and the total. A page
 * by offset picks its rows' ids first (a deferred join: the rows skipped over are read from the index alone). The
 * total rides beside each row as an uncorrelated sub-select, which PostgreSQL evaluates once per statement;
 * only a page past the end (no rows, yet an offset or a cursor) asks for it on its own. `nextKey` is the
 * sort key the following page starts after, or null on the last one.
 *
 * A versioned list (`query.versioned`) also uses what earlier pages found, checked in the statement itself
 * against the list's version and moment (`unchanged`): a page by number past the first anchor starts
 * from the anchor before it (gathered once per version, in one walk of the index); a search whose
 * matches were counted before reads its page by id from their kept ids when it keeps them (`keepsIds`,
 * gathered on its second request), or, when they are common enough, walks the list in order
 * with that count as its total, instead of collecting and counting every match again. When the list has
 * changed, that statement reads nothing and the page is read as above.
 */
export async function listPage<V extends Record<string, unknown>, O, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  query: ListQuery<V, O, DB, TB>,
  page: ListWindow,
): Promise<{ rows: O[]; total: number; nextKey: string[] | null }> {
  const { versioned } = query;
  const keyed = query.order.length > 0;
  const searching = query.matchedFirst !== undefined && query.values[query.matchedFirst] !== undefined;
  let found: PageRow<O>[] | undefined;
  let compiled: Compiled | undefined;
  if (versioned && keyed && !searching && !page.after && page.offset >= ANCHOR_STEP) {
    found = await anchoredPage(db, query, page);
  }
  const matchesKey = versioned && keyed && searching ? factKey(query) : undefined;
  const { matches: searches } = factsOf(db);
  const counted = matchesKey === undefined ? undefined : searches.get(matchesKey);
  if (counted && keepsIds(counted)) {
    found = await keptPage(db, query, page, matchesKey!, counted);
  } else if (counted && walkPays(counted, page)) {
    const walked = await pageRows(db, query, page, 'walk', counted);
    if (walked.rows.length > 0) found = walked.rows;
    else searches.delete(matchesKey!);
  }
  if (!found) ({ rows: found, compiled } = await pageRows(db, query, page, 'plain'));
  const last = found.at(-1);
  if (matchesKey !== undefined && last?.list_version !== undefined) {
    searches.set(matchesKey, {
      version: last.list_version,
      since: last.list_since!,
      until: last.list_until!,
      total: Number(last.list_total),
      size: Number(last.list_size),
    });
  }
  let count = 0;
  if (last) count = Number(last.list_total ?? 0);
  else if (page.offset > 0 || page.after) {
    const [totals] = await runCompiled<Total>(db, bind(compiled!.total, query.values, page));
    count = Number(totals?.n ?? 0);
  }
  const nextKey =
    last?.list_key && page.page * page.limit < count ? (JSON.parse(last.list_key) as string[]) : null;
  // The rows keep the statement's bookkeeping columns (list_total, list_key, a search's stamp) beside the
  // record's: every answer is written from named fields (the services' mappers), so they go no further, and
  // a copy of each row without them cost more than the rest of the page's bookkeeping.
  return { rows: found, total: count, nextKey };
}

/**
 * A statement whose form and values never change, built and compiled on first use and run as it is
 * afterwards (the same text on PostgreSQL and PGlite, so one compilation serves both).
 */
export function compiledOnce<O>(build: (db: Kysely<Database>) => Compilable<O>) {
  let compiled: CompiledQuery<O> | undefined;
  return async (db: Kysely<Database>): Promise<O[]> => runCompiled(db, (compiled ??= build(db).compile()));
}
