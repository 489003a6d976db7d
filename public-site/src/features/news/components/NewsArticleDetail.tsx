import { Badge, Banner, ResponsiveImage, type PageHead } from '@party/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isItemId } from '../../../shared/item-id';
import { ItemPage, type ItemPageState } from '../../../shared/ItemPage';
import { useInjectedStyles } from '../../../styles/inject';
import { newsCss } from '../../../styles/news.css';
import { newsArticleQueryOptions } from '../api/get-news-article';
import { newsKeys } from '../api/news-keys';
import { categoryLabel, summaryOf, type NewsArticle } from '../news-article';
import { NewsMeta } from './NewsMeta';

export const NEWS_ARTICLE_TEXTS = {
  section: 'News',
  back: 'Back to news',
  loading: 'Loading the article…',
  notFoundTitle: 'Article not found',
  notFoundMessage:
    'There is no published article at this address. It may have been taken down, or the link may be mistyped.',
  loadFailed: 'Failed to load this article. Please try again later.',
} as const;

/**
 * The whole article on its own page (/news/{id}). Reading it asks GET /news/{id}, which counts the view;
 * when the reader comes from the list, the list's copy shows at once and the server's fresh copy replaces
 * it, and the new view count is written back into the cached list so the card shows it too.
 */
export function NewsArticleDetail({ id }: { id: string | undefined }) {
  useInjectedStyles('ps-news', newsCss);
  const valid = isItemId(id);
  const queryClient = useQueryClient();
  const detail = useQuery({ ...newsArticleQueryOptions(id ?? ''), enabled: valid });
  const listCopy = valid
    ? fromLists(queryClient.getQueriesData<NewsArticle[]>({ queryKey: newsKeys.lists() }), id)
    : undefined;

  const freshViews = detail.data?.views;
  useEffect(() => {
    if (freshViews === undefined || id === undefined) return;
    queryClient.setQueriesData<NewsArticle[]>({ queryKey: newsKeys.lists() }, (list) =>
      list?.map((item) => (item.id === id ? { ...item, views: freshViews } : item)),
    );
  }, [id, freshViews, queryClient]);

  // The read answers null for an article that does not exist (orNotFound).
  const notFound = !valid || detail.data === null;
  const shown = notFound ? undefined : (detail.data ?? listCopy);
  let state: ItemPageState;
  if (notFound) state = { status: 'not-found' };
  else if (shown) state = { status: 'ready', title: titleOf(shown) };
  else if (detail.isError)
    state = { status: 'failed', retry: () => void detail.refetch(), retrying: detail.isFetching };
  else state = { status: 'loading' };

  return (
    <ItemPage
      texts={NEWS_ARTICLE_TEXTS}
      listPath="/news"
      state={state}
      {...(shown && { head: articleHead(shown) })}
    >
      {shown && <NewsArticleBody article={shown} stale={detail.isError} />}
    </ItemPage>
  );
}

/** What search engines and link previews read of an article: an article card with its picture and dates. */
export function articleHead(article: NewsArticle): PageHead {
  const published = article.publishedAt ?? article.createdAt;
  const description = summaryOf(article);
  return {
    type: 'article',
    description,
    ...(article.image && { image: article.image }),
    publishedTime: published,
    modifiedTime: article.updatedAt,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: titleOf(article),
        description,
        datePublished: published,
        dateModified: article.updatedAt,
        ...(article.image && { image: [article.image] }),
        ...(article.author.trim() && { author: { '@type': 'Person', name: article.author.trim() } }),
        articleSection: categoryLabel(article.category),
      },
    ],
  };
}

export function titleOf(article: Pick<NewsArticle, 'title'>): string {
  return article.title.trim() || 'Untitled article';
}

function fromLists(lists: [unknown, NewsArticle[] | undefined][], id: string): NewsArticle | undefined {
  for (const [, list] of lists) {
    const found = list?.find((article) => article.id === id);
    if (found) return found;
  }
  return undefined;
}

function NewsArticleBody({ article, stale }: { article: NewsArticle; stale: boolean }) {
  const paragraphs = paragraphsOf(article.content.trim() === '' ? summaryOf(article) : article.content);
  return (
    <article className="ps-news-article" aria-label={titleOf(article)}>
      <ArticleImage key={article.image ?? ''} src={article.image} />
      <div className="ps-news-article__header">
        <Badge tone="success">{categoryLabel(article.category)}</Badge>
        <NewsMeta article={article} />
      </div>
      {stale && (
        <Banner tone="info">
          This is the copy loaded with the list: the latest version could not be fetched.
        </Banner>
      )}
      <div className="ps-news-article__content">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

/**
 * The article's picture, at the top of its page: the page's largest element, so it is fetched first. Drawn
 * in a 16:9 box (news.css.ts) whatever its own shape, so the text below does not move when it arrives.
 */
function ArticleImage({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <ResponsiveImage
      className="ps-news-article__image"
      src={src}
      alt=""
      // The item pages are at most 52rem wide.
      sizes="(min-width: 56rem) 52rem, 100vw"
      width={1280}
      height={720}
      priority
    />
  );
}

/** Blank lines separate paragraphs; single line breaks stay (the paragraphs keep `white-space: pre-line`). */
function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
