import { useState } from 'react';
import { categoryLabel, type NewsArticle } from '../news-article';

/**
 * The top of a news card: the article's picture, or, when it has none or it fails to load, a quiet
 * placeholder with the category's initial. The picture only illustrates the title printed under it, so
 * its text alternative is empty (the card would otherwise read its title twice).
 */
export function NewsMedia({ article }: { article: Pick<NewsArticle, 'image' | 'category'> }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (article.image && article.image !== failedSrc) {
    const src = article.image;
    return (
      <img
        className="ps-news-media__image"
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <div className="ps-news-media" aria-hidden="true">
      <span className="ps-news-media__mark">{categoryLabel(article.category).charAt(0)}</span>
    </div>
  );
}
