import { Badge, Banner, Button, Modal } from '@party/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNewsArticle } from '../api/get-news-article';
import { newsKeys } from '../api/news-keys';
import { categoryLabel, summaryOf, type NewsArticle } from '../news-article';
import { NewsMeta } from './NewsMeta';

export interface NewsArticleDialogProps {
  /** The article as the list loaded it: shown at once, then replaced by the server's fresh copy. */
  article: NewsArticle;
  onClose: () => void;
}

/**
 * The whole article in a dialog ("Read More"). Opening it reads GET /news/{id}, which counts the view;
 * the new view count is written back into the cached list so the card behind the dialog shows it too.
 */
export function NewsArticleDialog({ article, onClose }: NewsArticleDialogProps) {
  const detail = useNewsArticle(article.id);
  const queryClient = useQueryClient();
  const shown = detail.data ?? article;

  const freshViews = detail.data?.views;
  useEffect(() => {
    if (freshViews === undefined) return;
    queryClient.setQueriesData<NewsArticle[]>({ queryKey: newsKeys.lists() }, (list) =>
      list?.map((item) => (item.id === article.id ? { ...item, views: freshViews } : item)),
    );
  }, [article.id, freshViews, queryClient]);

  const paragraphs = paragraphsOf(shown.content.trim() === '' ? summaryOf(shown) : shown.content);
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={shown.title.trim() || 'Untitled article'}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Back to news
        </Button>
      }
    >
      {/* Focus starts on the article itself, so a screen reader reads it from the top. */}
      <article className="ps-news-article" tabIndex={-1} data-autofocus="">
        <ArticleImage src={shown.image} />
        <div className="ps-news-article__header">
          <Badge tone="success">{categoryLabel(shown.category)}</Badge>
          <NewsMeta article={shown} />
        </div>
        {detail.isError && (
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
    </Modal>
  );
}

function ArticleImage({ src }: { src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) return null;
  return <img className="ps-news-article__image" src={src} alt="" onError={() => setFailedSrc(src)} />;
}

/** Blank lines separate paragraphs; single line breaks stay (the paragraphs keep `white-space: pre-line`). */
function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
