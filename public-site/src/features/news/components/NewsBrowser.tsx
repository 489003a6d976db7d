import { Banner, Button, Card, EmptyState, Grid, Skeleton } from '@party/shared-ui';
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { useItemLinkState, useListUrlState, useSearchText } from '../../../shared/list-url-state';
import { useInjectedStyles } from '../../../styles/inject';
import { itemPageCss } from '../../../styles/item-page.css';
import { newsCss } from '../../../styles/news.css';
import { useNewsArticles } from '../api/get-news-articles';
import { matchesFilters, NEWS_CATEGORIES, type NewsCategoryFilter } from '../news-article';
import { NewsCard } from './NewsCard';
import { NewsFiltersBar } from './NewsFilters';

export const NEWS_LOAD_FAILED = 'Failed to load news articles. Please try again later.';
export const NEWS_EMPTY = 'No news articles found matching your criteria.';

const SKELETON_CARDS = 6;

/**
 * The News page's content (spec 01 §2): every published article is loaded once, then filtered here by
 * category and by free text over the title, excerpt and content, so filtering is instant and needs no
 * request. The category and the search are kept in the address (`/news?category=health&search=road`),
 * so the list can be shared and the way back from an article finds it as it was left.
 */
export function NewsBrowser() {
  useInjectedStyles('ps-news', newsCss);
  useInjectedStyles('ps-item', itemPageCss);
  const address = useListUrlState({ category: 'all', search: '' });
  const category = categoryFilterOf(address.values.category);
  // Typing rewrites the current history entry: one entry per search, not one per keystroke.
  const [search, setSearch] = useSearchText(address.values.search, (text) =>
    address.update({ search: text }, { replace: true }),
  );
  const setCategory = (next: NewsCategoryFilter) => address.update({ category: next });
  // Typing stays responsive on long lists: the grid catches up with the search box.
  const deferredSearch = useDeferredValue(search);
  const linkState = useItemLinkState();
  const news = useNewsArticles();
  const headingId = useId();

  const visible = useMemo(
    () =>
      (news.data ?? []).filter((article) => matchesFilters(article, { category, search: deferredSearch })),
    [news.data, category, deferredSearch],
  );
  const filtered = category !== 'all' || search.trim() !== '';
  const clearFilters = () => address.update({ category: 'all', search: '' });

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
            <NewsCard key={article.id} article={article} linkState={linkState} />
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
    </div>
  );
}

/** The category named in the address, or every category when it names none the site knows. */
function categoryFilterOf(value: string): NewsCategoryFilter {
  return (NEWS_CATEGORIES as readonly string[]).includes(value) ? (value as NewsCategoryFilter) : 'all';
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
