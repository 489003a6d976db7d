import { api } from '@party/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orNotFound } from '../../../shared/item-id';
import type { NewsArticle } from '../news-article';
import { newsKeys } from './news-keys';

/**
 * One article, in full: GET /news/{id}. The server counts a view on every such read, so the page asks
 * only when a reader opens the article (never to prefetch), and the answer stays fresh for the visit:
 * closing and reopening the same article is one view, not two. No such published article: null.
 */
export async function getNewsArticle(id: string, signal?: AbortSignal): Promise<NewsArticle | null> {
  const response = await orNotFound(
    api.get(`/news/${encodeURIComponent(id)}`, { auth: false, ...(signal ? { signal } : {}) }),
  );
  return response && response.data;
}

export function newsArticleQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => getNewsArticle(id, signal),
    staleTime: Infinity,
  });
}

export function useNewsArticle(id: string) {
  return useQuery(newsArticleQueryOptions(id));
}
