import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../shared/errors.js';
import { pagination, pageRequest } from '../../shared/pagination.js';
import {
  FieldErrorList,
  isBlank,
  isWebUrl,
  iso,
  parseInstant,
  textOf,
  URL_MAX_LENGTH,
} from '../../shared/fields.js';
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
import { NEWS_CATEGORIES, type NewsCategory, type NewsDto, type NewsInput } from './news.schemas.js';

type Db = Kysely<Database>;

export const TITLE_MAX_LENGTH = 200;
export const AUTHOR_MAX_LENGTH = 150;
export const EXCERPT_MAX_LENGTH = 1000;
export const CONTENT_MAX_LENGTH = 100_000;

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

const isCategory = (value: string): value is NewsCategory =>
  (NEWS_CATEGORIES as readonly string[]).includes(value);

function required(value: string, label: string, max: number): string | null {
  if (!value) return `${label} is required`;
  if (value.length > max) return `${label} must be at most ${max} characters`;
  return null;
}

/**
 * The news form (spec 02 §5): title, category, author, published date, excerpt and content required; the
 * category one of the list; the image an http(s) URL. Every problem at once, keyed as sent.
 */
export function validateNews(body: NewsInput): NewsValues {
  const title = textOf(body.title);
  const excerpt = textOf(body.excerpt);
  // The body keeps its inner formatting; only surrounding whitespace goes.
  const content = textOf(body.content);
  const author = textOf(body.author);
  const category = textOf(body.category).toLowerCase();
  const errors = new FieldErrorList()
    .add('title', required(title, 'Title', TITLE_MAX_LENGTH))
    .add('category', !category ? 'Category is required' : null)
    .add('author', required(author, 'Author', AUTHOR_MAX_LENGTH))
    .add('excerpt', required(excerpt, 'Excerpt', EXCERPT_MAX_LENGTH))
    .add('content', required(content, 'Content', CONTENT_MAX_LENGTH));
  if (category && !isCategory(category)) {
    errors.add('category', `Category must be one of: ${NEWS_CATEGORIES.join(', ')}`);
  }

  let publishedAt: Date | null = null;
  if (isBlank(body.publishedAt)) {
    errors.add('publishedAt', 'Published date is required');
  } else {
    publishedAt = parseInstant(body.publishedAt);
    if (!publishedAt) errors.add('publishedAt', 'Published date must be a valid date');
  }

  const image = isBlank(body.image) ? null : textOf(body.image);
  if (
    image !== null &&
    (typeof body.image !== 'string' || image.length > URL_MAX_LENGTH || !isWebUrl(image))
  ) {
    errors.add('image', 'Image must be a valid URL');
  }

  if (!errors.isEmpty || !publishedAt || !isCategory(category)) {
    throw badRequest('Please correct the highlighted fields.', errors.errors);
  }
  return { title, excerpt, content, category, image, author, publishedAt };
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
  return toNewsDto(await insertNews(db, validateNews(body)));
}

/** A full replacement, with the same rules as creation. */
export async function updateNews(db: Db, id: string, body: NewsInput): Promise<NewsDto> {
  const values = validateNews(body);
  const row = await updateNewsRow(db, id, values);
  if (!row) throw notFound('The news article');
  return toNewsDto(row);
}

export async function deleteNews(db: Db, id: string): Promise<void> {
  if (!(await deleteNewsRow(db, id))) throw notFound('The news article');
}
