import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isNewsCategory, type NewsFilters, type NewsPage } from './types';
import { newsKeys } from './news-keys';

/**
 * GET /api/news: the list is `data`, its pagination a sibling (DESIGN §3). The admin bearer token makes
 * the server include scheduled articles too.
 */
export async function getNews(filters: NewsFilters, signal?: AbortSignal): Promise<NewsPage> {
  const query: ApiQuery<'listNews'> = {
    page: filters.page,
    limit: filters.limit,
    search: filters.search.trim(),
    ...(isNewsCategory(filters.category) ? { category: filters.category } : {}),
  };
  const { data, pagination } = await api.get<ApiData<'listNews'>>('/news', { params: query, signal });
  return {
    items: data,
    page: pagination?.page ?? filters.page,
    totalPages: pagination?.total_pages ?? pagination?.totalPages ?? 1,
    totalItems: pagination?.count ?? data.length,
  };
}

export function newsQueryOptions(filters: NewsFilters) {
  return queryOptions({
    queryKey: newsKeys.list(filters),
    queryFn: ({ signal }) => getNews(filters, signal),
    placeholderData: keepPreviousData,
  });
}
