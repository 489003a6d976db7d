import { Type } from 'typebox';

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
