import { Select, TextField } from '@party/shared-ui';
import type { GalleryFilters } from '../gallery-asset';

export interface GalleryFiltersBarProps {
  filters: GalleryFilters;
  /** The categories present in the gallery. */
  collections: readonly string[];
  onCollectionChange: (collection: string) => void;
  onSearchChange: (search: string) => void;
}

/** The collection (category) filter, "All collections" by default, and search over title, description and tags. */
export function GalleryFiltersBar({
  filters,
  collections,
  onCollectionChange,
  onSearchChange,
}: GalleryFiltersBarProps) {
  return (
    <form
      role="search"
      aria-label="Gallery"
      className="ps-gallery-toolbar"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        className="ps-gallery-toolbar__search"
        type="search"
        label="Search gallery"
        placeholder="Title, description or tag"
        autoComplete="off"
        value={filters.search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <Select
        className="ps-gallery-toolbar__collection"
        label="Collection"
        placeholder="All collections"
        options={collections.map((collection) => ({ value: collection, label: collection }))}
        value={filters.collection}
        onChange={(event) => onCollectionChange(event.target.value)}
      />
    </form>
  );
}
