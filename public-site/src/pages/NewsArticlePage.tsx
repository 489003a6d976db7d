import { useParams } from '@party/shared-ui';
import { NewsArticleDetail } from '../features/news/components/NewsArticleDetail';

/** /news/{id}: one article on its own page, to open from the list or from a shared link. */
export default function NewsArticlePage() {
  const { id } = useParams();
  // Keyed by the article: another article's page starts afresh (its image, its loading state).
  return <NewsArticleDetail key={id} id={id} />;
}
