import { api } from '@party/shared-ui';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { newsKeys, type NewsArticle, type NewsFilters, type NewsPage } from './types';

/**
 * GET /api/news: the list is `data`, its pagination a sibling (DESIGN §3). The admin bearer token makes
 * the server include scheduled articles too.
 */
export async function getNews(filters: NewsFilters, signal?: AbortSignal): Promise<NewsPage> {
  const { data, pagination } = await api.get<NewsArticle[]>('/news', {
    params: {
      page: filters.page,
      limit: filters.limit,
      search: filters.search.trim(),
      category: filters.category,
    },
    signal,
  });
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
