import { buttonClassName, Card, Link, VisuallyHidden } from '@party/shared-ui';
import type { ListLinkState } from '../../../shared/list-url-state';
import { categoryLabel, summaryOf, type NewsArticle } from '../news-article';
import { NewsMedia } from './NewsMedia';
import { NewsMeta } from './NewsMeta';

export interface NewsCardProps {
  article: NewsArticle;
  /** Carried by the links to the article, so that its page leads back to the list as it is now. */
  linkState: ListLinkState;
}

/** The address of an article's own page. */
export function newsArticlePath(id: string): string {
  return `/news/${encodeURIComponent(id)}`;
}

/** One article in the list (spec 01 §2): picture, category, title, summary, author, date and views. */
export function NewsCard({ article, linkState }: NewsCardProps) {
  const title = article.title.trim() || 'Untitled article';
  const to = newsArticlePath(article.id);
  return (
    <li className="ps-news-grid__item">
      <Card
        as="article"
        interactive
        media={<NewsMedia key={article.image ?? ''} article={article} />}
        eyebrow={categoryLabel(article.category)}
        title={
          <Link className="ps-item-link" to={to} state={linkState}>
            {title}
          </Link>
        }
        footer={
          <div className="ps-news-card__footer">
            <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={to} state={linkState}>
              Read More
              {/* "Read More: {title}": each link says which article it opens (the visible text leads). */}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Link>
          </div>
        }
      >
        <p className="ps-news-card__summary">{summaryOf(article)}</p>
        <NewsMeta article={article} />
      </Card>
    </li>
  );
}
