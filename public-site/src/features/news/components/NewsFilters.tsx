import { TextField } from '@party/shared-ui';
import { categoryLabel, NEWS_CATEGORIES, type NewsCategoryFilter, type NewsFilters } from '../news-article';

const CATEGORY_OPTIONS: readonly NewsCategoryFilter[] = ['all', ...NEWS_CATEGORIES];

export interface NewsFiltersBarProps {
  filters: NewsFilters;
  onCategoryChange: (category: NewsCategoryFilter) => void;
  onSearchChange: (search: string) => void;
}

/**
 * The search box and the category buttons. Filtering happens as the reader types or picks: there is no
 * submit, so Enter in the search box must not reload the page.
 */
export function NewsFiltersBar({ filters, onCategoryChange, onSearchChange }: NewsFiltersBarProps) {
  return (
    <form
      role="search"
      aria-label="News articles"
      className="ps-news-toolbar"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        className="ps-news-toolbar__search"
        type="search"
        label="Search news"
        placeholder="Title, summary or story"
        autoComplete="off"
        value={filters.search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <fieldset className="ps-news-chips">
        <legend className="ps-news-chips__legend">Category</legend>
        <div className="ps-news-chips__list">
          {CATEGORY_OPTIONS.map((category) => (
            <button
              key={category}
              type="button"
              className="ps-news-chip"
              aria-pressed={filters.category === category}
              onClick={() => onCategoryChange(category)}
            >
              {category === 'all' ? 'All' : categoryLabel(category)}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
