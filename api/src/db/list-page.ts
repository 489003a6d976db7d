import {
  sql,
  type AliasedSelectQueryBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

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
  executeTakeFirst(): Promise<Total | undefined>;
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

/**
 * A page of a list and the list's total in one round trip. `rows` comes filtered; the sort order, the page
 * (by offset, or after a cursor's key) and the total are applied here. With no `order`, `rows` comes
 * ordered too and the list has no cursors. The total rides beside each row as
 * an uncorrelated sub-select, which PostgreSQL evaluates once per statement; only a page past the end (no
 * rows, yet an offset or a cursor) asks for it on its own. `nextKey` is the sort key the following page
 * starts after, or null on the last one.
 */
export async function listPage<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  total: TotalQuery,
  order: readonly SortColumn[],
  page: ListWindow,
): Promise<{ rows: O[]; total: number; nextKey: string[] | null }> {
  const keyed = order.length > 0;
  let query = rows
    .select(total.as('list_total'))
    .$if(keyed, (qb) =>
      qb.select(
        sql<string>`json_build_array(${sql.join(order.map((part) => sql.ref(part.column)))})::text`.as(
          'list_key',
        ),
      ),
    );
  if (keyed && page.after) query = query.where(after(order, page.after));
  for (const part of order) query = query.orderBy(sql.ref(part.column), part.direction);
  const found = await query
    .limit(page.limit)
    .$if(page.offset > 0, (qb) => qb.offset(page.offset))
    .execute();

  const last = found.at(-1) as { list_total: unknown; list_key?: string } | undefined;
  const count = last
    ? Number(last.list_total ?? 0)
    : page.offset > 0 || page.after
      ? Number((await total.executeTakeFirst())?.n ?? 0)
      : 0;
  const nextKey =
    last?.list_key && page.page * page.limit < count ? (JSON.parse(last.list_key) as string[]) : null;
  return {
    rows: found.map((row) => {
      const {
        list_total: _total,
        list_key: _key,
        ...record
      } = row as O & { list_total: unknown; list_key: unknown };
      return record as O;
    }),
    total: count,
    nextKey,
  };
}
