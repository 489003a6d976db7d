import type { AliasedSelectQueryBuilder, SelectQueryBuilder } from 'kysely';

/** Which rows of a list a page holds. */
export interface PageWindow {
  limit: number;
  offset: number;
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

/**
 * A page of a list and the list's total in one round trip: the total rides beside each row as an
 * uncorrelated sub-select, which PostgreSQL evaluates once per statement. `rows` comes filtered and
 * ordered; the window is applied here. Only a page past the end (no rows, yet an offset) asks for the total
 * on its own.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  total: TotalQuery,
  page: PageWindow,
): Promise<{ rows: O[]; total: number }> {
  const found = await rows
    .select(total.as('list_total'))
    .limit(page.limit)
    .$if(page.offset > 0, (qb) => qb.offset(page.offset))
    .execute();
  if (found.length === 0) {
    const count = page.offset > 0 ? (await total.executeTakeFirst())?.n : 0;
    return { rows: [], total: Number(count ?? 0) };
  }
  const listTotal = Number((found[0] as { list_total: unknown }).list_total ?? 0);
  return {
    rows: found.map((row) => {
      const { list_total: _total, ...record } = row as O & { list_total: unknown };
      return record as O;
    }),
    total: listTotal,
  };
}
