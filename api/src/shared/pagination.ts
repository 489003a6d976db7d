import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { KeyKind, ListWindow } from '../db/list-page.js';
import { fieldError } from './errors.js';
import { isRealDay } from './fields.js';

/**
 * Page-number pagination (DESIGN §3): `page` from 1, `limit` default 10 and at most 100. A limit above the
 * maximum is lowered to it rather than refused, so a client asking for "everything" still gets pages.
 */

export const MAX_PAGE_SIZE = 100;

/** Far beyond any list here, and small enough that the row offset it gives stays an exact integer. */
export const MAX_PAGE = 1_000_000;

export const PageQuery = {
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE,
      default: 1,
      description: `Page number, from 1 to ${MAX_PAGE}.`,
    }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, default: 10, description: `Page size, at most ${MAX_PAGE_SIZE}.` }),
  ),
};

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export function pageRequest(query: { page?: number | undefined; limit?: number | undefined }): PageRequest {
  const page = Math.max(1, query.page ?? 1);
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, query.limit ?? 10));
  return { page, limit, offset: (page - 1) * limit };
}

export interface Pagination {
  count: number;
  page: number;
  limit: number;
  total_pages: number;
  next: number | null;
  previous: number | null;
}

export function pagination(request: PageRequest, count: number): Pagination {
  const totalPages = Math.ceil(count / request.limit);
  return {
    count,
    page: request.page,
    limit: request.limit,
    total_pages: totalPages,
    next: request.page < totalPages ? request.page + 1 : null,
    previous: request.page > 1 ? Math.min(request.page - 1, Math.max(totalPages, 1)) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Keyset pages (`after=`): a list answers `Link: <…&after=CURSOR>; rel="next"` when there is a next page,
// and that URL starts the next page right after the last row of this one, by its sort key, however deep it
// is: no rows are skipped over, unlike `page` (whose offset PostgreSQL must walk). The cursor is opaque to
// clients: base64url of [page number, ...the last row's sort key as PostgreSQL wrote it].

export const AfterQuery = {
  after: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 400,
      description:
        'A cursor from the `Link: <…>; rel="next"` header of the previous page: the next page, by keyset ' +
        '(as fast on the thousandth page as on the first). Overrides `page`.',
    }),
  ),
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2})?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A real calendar day (2026-02-30 is not), as PostgreSQL would accept it, checked by arithmetic: every page
 * after a cursor checks its key.
 */
export function isDay(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

const KIND_CHECKS: Record<KeyKind, (value: string) => boolean> = {
  date: isDay,
  timestamp: (value) => {
    const match = TIMESTAMP.exec(value);
    return match !== null && isDay(match[1]!);
  },
  uuid: (value) => UUID.test(value),
};

/** The cursor of the page after `page`, which starts after `key` (none after the last page). */
export function nextCursor(page: ListRequest, key: readonly string[] | null): string | null {
  return key && Buffer.from(JSON.stringify([page.page + 1, ...key])).toString('base64url');
}

/** The page number and sort key a cursor holds, or null when it is not one this list made. */
export function decodeCursor(
  cursor: string,
  kinds: readonly KeyKind[],
): { page: number; key: string[] } | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== kinds.length + 1) return null;
  const [page, ...key] = decoded as unknown[];
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 2 || page > MAX_PAGE) return null;
  const valid = key.every((value, index) => typeof value === 'string' && KIND_CHECKS[kinds[index]!](value));
  return valid ? { page, key: key as string[] } : null;
}

/** The page a list request asks for, by offset or after a cursor's key. */
export type ListRequest = ListWindow;

export const INVALID_CURSOR =
  'This cursor is not one this list gave. Follow the Link header, or ask by page.';

/** The page a list request asks for, by cursor when it has one; a 400 naming `after` for a cursor it did not give. */
export function listRequest(
  query: { page?: number | undefined; limit?: number | undefined; after?: string | undefined },
  kinds: readonly KeyKind[],
): ListRequest {
  const page = pageRequest(query);
  if (query.after === undefined) return page;
  const cursor = decodeCursor(query.after, kinds);
  if (!cursor) throw fieldError('after', INVALID_CURSOR);
  return { page: cursor.page, limit: page.limit, offset: 0, after: cursor.key };
}

/**
 * Names the next page by cursor in a `Link` header, when there is one: the request's own path and query
 * with `after` set and `page` left out, relative to the URL the client asked (RFC 8288).
 */
export function setNextLink(reply: FastifyReply, url: string, cursor: string | null): void {
  if (cursor === null) return;
  // The raw query string, already percent-encoded, less `page` and `after` (cheaper than a URL object).
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const kept = (mark < 0 ? [] : url.slice(mark + 1).split('&')).filter(
    (pair) => pair !== '' && !/^(page|after)(=|$)/.test(pair),
  );
  kept.push(`after=${cursor}`);
  reply.header('link', `<${path}?${kept.join('&')}>; rel="next"`);
}
