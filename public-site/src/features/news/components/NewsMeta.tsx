import { formatDate, formatNumber } from '@party/shared-ui';
import type { NewsArticle } from '../news-article';

/** "By Ama Mensah • 22/11/2026 • 1,204 views": who wrote it, when it was published, how often it was read. */
export function NewsMeta({ article }: { article: Pick<NewsArticle, 'author' | 'publishedAt' | 'views'> }) {
  return (
    <div className="ps-news-meta">
      {article.author !== '' && <p className="ps-news-meta__author">By {article.author}</p>}
      <p className="ps-news-meta__facts">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        <span aria-hidden="true">•</span>
        <span>{viewsLabel(article.views)}</span>
      </p>
    </div>
  );
}

export function viewsLabel(views: number): string {
  return `${formatNumber(views)} ${views === 1 ? 'view' : 'views'}`;
}
