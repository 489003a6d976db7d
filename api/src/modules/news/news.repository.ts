import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, NewsCategory } from '../../db/schema.js';
import { listPage, type SortColumn, type TotalQuery } from '../../db/list-page.js';
import type { ListRequest } from '../../shared/pagination.js';
import { containsPattern } from '../../shared/search.js';

type Db = Kysely<Database>;

export interface NewsRecord {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: NewsCategory;
  image: string | null;
  views: number;
  author: string;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** What an administrator writes: every field, as one full replacement. */
export interface NewsValues {
  title: string;
  excerpt: string;
  content: string;
  category: NewsCategory;
  image: string | null;
  author: string;
  publishedAt: Date;
}

const COLUMNS = [
  'news.id',
  'news.title',
  'news.excerpt',
  'news.content',
  'news.category',
  'news.image',
  'news.views',
  'news.author',
  'news.published_at as publishedAt',
  'news.created_at as createdAt',
  'news.updated_at as updatedAt',
] as const;

// RETURNING cannot name the table, so the same list without the `news.` prefix.
const RETURNING = [
  'id',
  'title',
  'excerpt',
  'content',
  'category',
  'image',
  'views',
  'author',
  'published_at as publishedAt',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

const toRow = (values: NewsValues) => ({
  title: values.title,
  excerpt: values.excerpt,
  content: values.content,
  category: values.category,
  image: values.image,
  author: values.author,
  published_at: values.publishedAt,
});

const isPublished = (eb: ExpressionBuilder<Database, 'news'>) =>
  eb('news.published_at', '<=', sql<Date>`now()`);

export function findNews(db: Db, id: string): Promise<NewsRecord | undefined> {
  return db.selectFrom('news').select(COLUMNS).where('news.id', '=', id).executeTakeFirst();
}

/** The article, locked until the transaction ends: what an edit or a deletion changes, read before it. */
export function lockNews(trx: Db, id: string): Promise<NewsRecord | undefined> {
  return trx.selectFrom('news').select(COLUMNS).where('news.id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Counts one view and returns the article, in one statement: concurrent readers each add exactly one (the
 * row lock serialises the increments). With `publishedOnly`, a scheduled article is neither counted nor
 * returned.
 */
export function countView(db: Db, id: string, publishedOnly: boolean): Promise<NewsRecord | undefined> {
  return db
    .updateTable('news')
    .set({ views: sql<number>`views + 1` })
    .where('news.id', '=', id)
    .$if(publishedOnly, (qb) => qb.where(isPublished))
    .returning(RETURNING)
    .executeTakeFirst();
}

export async function insertNews(db: Db, values: NewsValues): Promise<NewsRecord> {
  return db.insertInto('news').values(toRow(values)).returning(RETURNING).executeTakeFirstOrThrow();
}

export function updateNews(db: Db, id: string, values: NewsValues): Promise<NewsRecord | undefined> {
  return db
    .updateTable('news')
    .set({ ...toRow(values), updated_at: sql<Date>`now()` })
    .where('news.id', '=', id)
    .returning(RETURNING)
    .executeTakeFirst();
}

export interface NewsFilters {
  category?: NewsCategory | undefined;
  search?: string | undefined;
  /** Administrators also see scheduled articles (published in the future). */
  includeScheduled: boolean;
}

/** The values a news list binds: undefined where the filter is not used. */
interface NewsListValues {
  [name: string]: unknown;
  category: NewsCategory | undefined;
  /** ILIKE with the term's own % and _ escaped: the same on PGlite and PostgreSQL. */
  pattern: string | undefined;
}

function whereFilters(values: NewsListValues, includeScheduled: boolean) {
  return (eb: ExpressionBuilder<Database, 'news'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (!includeScheduled) conditions.push(isPublished(eb));
    if (values.category !== undefined) conditions.push(eb('news.category', '=', values.category));
    const { pattern } = values;
    if (pattern !== undefined) {
      conditions.push(
        eb.or([
          eb('news.title', 'ilike', pattern),
          eb('news.excerpt', 'ilike', pattern),
          eb('news.content', 'ilike', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * How many articles match, without scanning them where it can: the running totals (list_totals) less the
 * scheduled ones for the public (a short range of the date index). A search's matches are counted by
 * listPage.
 */
function totalNews(db: Db, values: NewsListValues, includeScheduled: boolean): TotalQuery {
  const scheduled = db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('news.published_at', '>', sql<Date>`now()`)
    .$if(values.category !== undefined, (qb) => qb.where('news.category', '=', values.category!));
  return db
    .selectFrom('list_totals')
    .select((eb) =>
      (includeScheduled
        ? sql<number>`coalesce(sum(${eb.ref('n')}), 0)`
        : sql<number>`coalesce(sum(${eb.ref('n')}), 0) - (${scheduled})`
      ).as('n'),
    )
    .where('list', '=', 'news')
    .$if(values.category !== undefined, (qb) => qb.where('category', '=', values.category!));
}

/** The moment the next scheduled article is published, null when none is. */
const NEXT_PUBLICATION = sql<Date | null>`(SELECT min(published_at) FROM news WHERE published_at > now())`;

/** Newest first; the index news_list_idx holds this order. */
export const NEWS_ORDER: readonly SortColumn[] = [
  { column: 'news.published_at', direction: 'desc', kind: 'timestamp' },
  { column: 'news.created_at', direction: 'desc', kind: 'timestamp' },
  { column: 'news.id', direction: 'asc', kind: 'uuid' },
];

export function listNews(db: Db, filters: NewsFilters, page: ListRequest) {
  const search = filters.search?.trim();
  const { includeScheduled } = filters;
  return listPage(
    db,
    {
      list: 'news',
      values: { category: filters.category, pattern: search ? containsPattern(search) : undefined },
      flags: [includeScheduled],
      written: ['category'],
      rows: (values: NewsListValues) =>
        db.selectFrom('news').select(COLUMNS).where(whereFilters(values, includeScheduled)),
      total: (values: NewsListValues) => totalNews(db, values, includeScheduled),
      order: NEWS_ORDER,
      matchedFirst: 'pattern',
      // A scheduled article joins the public lists at its moment, without a write.
      versioned: { list: 'news', nextChange: includeScheduled ? undefined : NEXT_PUBLICATION },
    },
    page,
  );
}
