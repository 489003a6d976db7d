import { api } from '@party/shared-ui';
import type { ApiQuery } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticle } from '../news-article';
import { newsKeys, type NewsListParams } from './news-keys';

/** The API's largest page (larger limits are lowered to it, docs/decisions.md). */
const PAGE_SIZE = 100;
/** A guard against a server whose `next` never ends: 20 pages are 2,000 articles. */
const MAX_PAGES = 20;

/**
 * Every published news article, newest first: GET /news page by page until `pagination.next` is null.
 * Sent without the bearer token: this is the public page, and an administrator's token would add the
 * scheduled articles that visitors cannot see yet (their own console shows those).
 */
export async function getNewsArticles(
  params: NewsListParams = {},
  signal?: AbortSignal,
): Promise<NewsArticle[]> {
  const articles: NewsArticle[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await api.get('/news', {
      params: {
        page,
        limit: PAGE_SIZE,
        category: params.category,
        search: params.search,
      } satisfies ApiQuery<'listNews'>,
      auth: false,
      ...(signal ? { signal } : {}),
    });
    articles.push(...response.data);
    const next = response.pagination?.next;
    if (next === null || next === undefined) break;
  }
  return articles;
}

export function newsListQueryOptions(params: NewsListParams = {}) {
  return queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => getNewsArticles(params, signal),
  });
}

export function useNewsArticles(params: NewsListParams = {}) {
  return useQuery(newsListQueryOptions(params));
}
