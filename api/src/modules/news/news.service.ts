import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../shared/errors.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import { iso, parseInstant } from '../../shared/fields.js';
import {
  countView,
  deleteNews as deleteNewsRow,
  findNews,
  insertNews,
  listNews as listNewsRows,
  updateNews as updateNewsRow,
  type NewsRecord,
  type NewsValues,
} from './news.repository.js';
import { type NewsCategory, type NewsDto, type NewsInput } from './news.schemas.js';

type Db = Kysely<Database>;

export function toNewsDto(row: NewsRecord): NewsDto {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    image: row.image,
    views: Number(row.views),
    author: row.author,
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What the schema has checked and tidied (news.schemas.ts), as stored. */
function valuesOf(body: NewsInput): NewsValues {
  return {
    title: body.title,
    excerpt: body.excerpt,
    content: body.content,
    category: body.category,
    image: body.image ?? null,
    author: body.author,
    // The schema's `instant` format has accepted it, so it parses.
    publishedAt: parseInstant(body.publishedAt) ?? new Date(Number.NaN),
  };
}

export async function listNews(
  db: Db,
  query: {
    category?: NewsCategory | 'all' | undefined;
    search?: string | undefined;
    page?: number | undefined;
    limit?: number | undefined;
  },
  isAdmin: boolean,
) {
  const page = pageRequest(query);
  const { rows, total } = await listNewsRows(
    db,
    {
      category: query.category === 'all' ? undefined : query.category,
      search: query.search,
      includeScheduled: isAdmin,
    },
    page,
  );
  return { data: rows.map(toNewsDto), pagination: pagination(page, total) };
}

/**
 * One article, counting the view. The public sees published articles only (a scheduled one is a 404 until
 * its moment); an administrator also opens scheduled ones, which are not counted.
 */
export async function readNews(db: Db, id: string, isAdmin: boolean): Promise<NewsDto> {
  const row = (await countView(db, id, true)) ?? (isAdmin ? await findNews(db, id) : undefined);
  if (!row) throw notFound('The news article');
  return toNewsDto(row);
}

export async function createNews(db: Db, body: NewsInput): Promise<NewsDto> {
  return toNewsDto(await insertNews(db, valuesOf(body)));
}

/** A full replacement, with the same rules as creation. */
export async function updateNews(db: Db, id: string, body: NewsInput): Promise<NewsDto> {
  const values = valuesOf(body);
  const row = await updateNewsRow(db, id, values);
  if (!row) throw notFound('The news article');
  return toNewsDto(row);
}

export async function deleteNews(db: Db, id: string): Promise<void> {
  if (!(await deleteNewsRow(db, id))) throw notFound('The news article');
}
