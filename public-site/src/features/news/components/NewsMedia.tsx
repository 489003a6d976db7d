import { ResponsiveImage } from '@party/shared-ui';
import { categoryLabel, type NewsArticle } from '../news-article';

/**
 * The top of a news card: the article's picture, or, when it has none or it fails to load, a quiet
 * placeholder with the category's initial. The picture only illustrates the title printed under it, so
 * its text alternative is empty (the card would otherwise read its title twice). It fills the card's 16:9
 * media box (so nothing moves when it loads) and waits until the card nears the screen.
 */
export function NewsMedia({ article }: { article: Pick<NewsArticle, 'image' | 'category'> }) {
  const placeholder = (
    <div className="ps-news-media" aria-hidden="true">
      <span className="ps-news-media__mark">{categoryLabel(article.category).charAt(0)}</span>
    </div>
  );
  if (!article.image) return placeholder;
  return (
    <ResponsiveImage
      className="ps-news-media__image"
      src={article.image}
      alt=""
      // One column on phones; from 40rem, cards of at most about 24rem (the news grid's 17rem minimum).
      sizes="(min-width: 40rem) 24rem, 100vw"
      width={1280}
      height={720}
      fallback={placeholder}
    />
  );
}
