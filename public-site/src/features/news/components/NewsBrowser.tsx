import { Banner, Button, Card, EmptyState, Grid, Skeleton } from '@party/shared-ui';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { newsCss } from '../../../styles/news.css';
import { useInjectedStyles } from '../../../styles/inject';
import { useNewsArticles } from '../api/get-news-articles';
import { matchesFilters, type NewsArticle, type NewsCategoryFilter } from '../news-article';
import { NewsArticleDialog } from './NewsArticleDialog';
import { NewsCard } from './NewsCard';
import { NewsFiltersBar } from './NewsFilters';

export const NEWS_LOAD_FAILED = 'Failed to load news articles. Please try again later.';
export const NEWS_EMPTY = 'No news articles found matching your criteria.';

const SKELETON_CARDS = 6;

/**
 * The News page's content (spec 01 §2): every published article is loaded once, then filtered here by
 * category and by free text over the title, excerpt and content, so filtering is instant and needs no
 * request.
 */
export function NewsBrowser() {
  useInjectedStyles('ps-news', newsCss);
  const [category, setCategory] = useState<NewsCategoryFilter>('all');
  const [search, setSearch] = useState('');
  // Typing stays responsive on long lists: the grid catches up with the search box.
  const deferredSearch = useDeferredValue(search);
  const [reading, setReading] = useState<NewsArticle | null>(null);
  const news = useNewsArticles();
  const headingId = useId();

  const visible = useMemo(
    () =>
      (news.data ?? []).filter((article) => matchesFilters(article, { category, search: deferredSearch })),
    [news.data, category, deferredSearch],
  );
  const filtered = category !== 'all' || search.trim() !== '';
  const clearFilters = () => {
    setCategory('all');
    setSearch('');
  };

  let results: ReactNode;
  let count: string;
  if (news.isPending) {
    count = 'Loading news articles…';
    results = <NewsSkeletons />;
  } else if (news.data === undefined) {
    // A failed first load. (A failed background refresh keeps the articles already shown.)
    count = '';
    results = (
      <Banner
        tone="error"
        actions={
          <Button variant="secondary" size="sm" busy={news.isFetching} onClick={() => void news.refetch()}>
            Try again
          </Button>
        }
      >
        {NEWS_LOAD_FAILED}
      </Banner>
    );
  } else {
    const total = news.data.length;
    count =
      visible.length === total
        ? `${total} ${total === 1 ? 'article' : 'articles'}`
        : `Showing ${visible.length} of ${total} ${total === 1 ? 'article' : 'articles'}`;
    results =
      visible.length === 0 ? (
        <EmptyState
          bordered
          titleAs="p"
          title={NEWS_EMPTY}
          message={filtered ? 'Try another category or fewer words.' : undefined}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Grid as="ul" minItemWidth="17rem" className="ps-news-grid">
          {visible.map((article) => (
            <NewsCard key={article.id} article={article} onReadMore={setReading} />
          ))}
        </Grid>
      );
  }

  return (
    <div className="ps-news">
      <NewsFiltersBar
        filters={{ category, search }}
        onCategoryChange={setCategory}
        onSearchChange={setSearch}
      />
      <section className="ps-news-results" aria-labelledby={headingId} aria-busy={news.isPending}>
        <div className="ps-news-results__bar">
          <h2 id={headingId} className="ps-news-results__title">
            Latest articles
          </h2>
          {/* A polite live region: screen readers hear how many articles the filters leave. */}
          <p className="ps-news-results__count" role="status">
            {count}
          </p>
        </div>
        {results}
      </section>
      {reading && <NewsArticleDialog article={reading} onClose={() => setReading(null)} />}
    </div>
  );
}

function NewsSkeletons() {
  return (
    <Grid as="ul" minItemWidth="17rem" className="ps-news-grid">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="ps-news-grid__item" aria-hidden="true">
          <Card media={<Skeleton variant="rect" height="100%" />}>
            <Skeleton width="30%" />
            <Skeleton lines={2} />
            <Skeleton lines={3} />
          </Card>
        </li>
      ))}
    </Grid>
  );
}
