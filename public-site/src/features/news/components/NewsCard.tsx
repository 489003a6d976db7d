import { Button, Card, VisuallyHidden } from '@party/shared-ui';
import { categoryLabel, summaryOf, type NewsArticle } from '../news-article';
import { NewsMedia } from './NewsMedia';
import { NewsMeta } from './NewsMeta';

export interface NewsCardProps {
  article: NewsArticle;
  /** Opens the whole article. */
  onReadMore: (article: NewsArticle) => void;
}

/** One article in the list (spec 01 §2): picture, category, title, summary, author, date and views. */
export function NewsCard({ article, onReadMore }: NewsCardProps) {
  const title = article.title.trim() || 'Untitled article';
  return (
    <li className="ps-news-grid__item">
      <Card
        as="article"
        interactive
        media={<NewsMedia key={article.image ?? ''} article={article} />}
        eyebrow={categoryLabel(article.category)}
        title={title}
        footer={
          <div className="ps-news-card__footer">
            <Button variant="secondary" size="sm" onClick={() => onReadMore(article)}>
              Read More
              {/* "Read More: {title}": each button says which article it opens (the visible text leads). */}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Button>
          </div>
        }
      >
        <p className="ps-news-card__summary">{summaryOf(article)}</p>
        <NewsMeta article={article} />
      </Card>
    </li>
  );
}
