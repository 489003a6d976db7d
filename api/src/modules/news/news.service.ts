import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../shared/errors.js';
import { listRequest, nextCursor, pagination } from '../../shared/pagination.js';
import { keyKinds } from '../../db/list-page.js';
import { iso, parseInstant } from '../../shared/fields.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';
import {
  countView,
  findNews,
  insertNews,
  listNews as listNewsRows,
  lockNews,
  NEWS_ORDER,
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
    after?: string | undefined;
  },
  isAdmin: boolean,
) {
  const page = listRequest(query, keyKinds(NEWS_ORDER));
  const { rows, total, nextKey } = await listNewsRows(
    db,
    {
      category: query.category === 'all' ? undefined : query.category,
      search: query.search,
      includeScheduled: isAdmin,
    },
    page,
  );
  return { data: rows.map(toNewsDto), pagination: pagination(page, total), next: nextCursor(page, nextKey) };
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

/** The audit log's view of an article: what an administrator sets (not the view count). */
const auditNews = (dto: NewsDto | null) => dto && { ...dto, views: undefined };

export async function createNews(db: Db, body: NewsInput, actor: AuditActor): Promise<NewsDto> {
  return db.transaction().execute(async (trx) => {
    const created = toNewsDto(await insertNews(trx, valuesOf(body)));
    await recordChange(trx, actor, {
      entity: 'news',
      entityId: created.id,
      label: created.title,
      before: null,
      after: auditNews(created),
    });
    return created;
  });
}

/** A full replacement, with the same rules as creation. */
export async function updateNews(db: Db, id: string, body: NewsInput, actor: AuditActor): Promise<NewsDto> {
  const values = valuesOf(body);
  return db.transaction().execute(async (trx) => {
    const current = await lockNews(trx, id);
    const row = current && (await updateNewsRow(trx, id, values));
    if (!current || !row) throw notFound('The news article');
    const updated = toNewsDto(row);
    await recordChange(trx, actor, {
      entity: 'news',
      entityId: id,
      label: updated.title,
      before: auditNews(toNewsDto(current)),
      after: auditNews(updated),
    });
    return updated;
  });
}

export async function deleteNews(db: Db, id: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockNews(trx, id);
    if (!current || !(await moveToTrash(trx, 'news', id, actor))) throw notFound('The news article');
    await recordChange(trx, actor, {
      entity: 'news',
      entityId: id,
      label: current.title,
      before: auditNews(toNewsDto(current)),
      after: null,
    });
  });
}
