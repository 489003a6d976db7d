import { Page } from '@party/shared-ui';
import { NewsBrowser } from '../features/news/components/NewsBrowser';

/** /news (spec 01 §2): every published article, filtered by category and free text. */
export default function NewsPage() {
  return (
    <Page
      eyebrow="Newsroom"
      title="News"
      subtitle="The latest news from the constituency: our work in health, education, agriculture, jobs and more."
    >
      <NewsBrowser />
    </Page>
  );
}
