import { Banner, Button, buttonClassName, EmptyState, Grid, Skeleton, Link } from '@party/shared-ui';
import { useDeferredValue, useId, useMemo, useRef, type ReactNode } from 'react';
import { useItemLinkState, useListUrlState, useSearchText } from '../../../shared/list-url-state';
import { galleryCss } from '../../../styles/gallery.css';
import { useInjectedStyles } from '../../../styles/inject';
import { itemPageCss } from '../../../styles/item-page.css';
import { isAuthRequired, useGalleryAssets } from '../api/get-gallery-assets';
import { collectionsOf, galleryStats, matchesFilters, type GalleryAsset } from '../gallery-asset';
import { GalleryCard } from './GalleryCard';
import { GalleryDetail } from './GalleryDetail';
import { GalleryFiltersBar } from './GalleryFilters';
import { GallerySlideshow } from './GallerySlideshow';
import { GalleryStatsPanel } from './GalleryStatsPanel';

export const GALLERY_AUTH_REQUIRED = 'Authentication required. Please log in to view gallery.';
export const GALLERY_LOAD_FAILED = 'Unable to load gallery assets right now.';

const SKELETON_CARDS = 8;

/**
 * The Gallery page's content (spec 01 §2): a slideshow of the first six assets, the statistics, then the
 * assets filtered here by collection and free text, with the details of the selected one beside them. The
 * collection, the search and the selected asset are kept in the address
 * (`/gallery?collection=Events&search=rally&selected={id}`).
 */
export function GalleryBrowser() {
  useInjectedStyles('ps-gallery', galleryCss);
  useInjectedStyles('ps-item', itemPageCss);
  const address = useListUrlState({ collection: '', search: '', selected: '' });
  const { collection, selected: selectedId } = address.values;
  // Typing rewrites the current history entry: one entry per search, not one per keystroke.
  const [search, setSearch] = useSearchText(address.values.search, (text) =>
    address.update({ search: text }, { replace: true }),
  );
  const setCollection = (next: string) => address.update({ collection: next });
  const deferredSearch = useDeferredValue(search);
  const linkState = useItemLinkState();
  const detailRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const query = useGalleryAssets();

  const assets = query.data?.assets;
  const stats = useMemo(
    () => (query.data ? galleryStats(query.data.assets, query.data.total) : undefined),
    [query.data],
  );
  const collections = useMemo(() => collectionsOf(assets ?? []), [assets]);
  const visible = useMemo(
    () => (assets ?? []).filter((asset) => matchesFilters(asset, { collection, search: deferredSearch })),
    [assets, collection, deferredSearch],
  );
  // The selected asset while it is in view, else the first one shown: the panel is never empty.
  const selected = visible.find((asset) => asset.id === selectedId) ?? visible[0] ?? null;

  function select(asset: GalleryAsset) {
    // Looking through the pictures is not a trail to step back through: the entry is rewritten.
    address.update({ selected: asset.id }, { replace: true });
    // On narrow screens the panel sits under the grid: bring it into view rather than change nothing visibly.
    const panel = detailRef.current;
    if (panel && panel.getBoundingClientRect().top > window.innerHeight) {
      panel.scrollIntoView?.({ block: 'start' });
    }
  }

  if (query.isPending) return <GalleryLoading />;

  if (query.data === undefined) {
    const authRequired = isAuthRequired(query.error);
    return (
      <div className="ps-gallery">
        <Banner
          tone={authRequired ? 'warning' : 'error'}
          actions={
            authRequired ? (
              <Link to="/login" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                Log in
              </Link>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                busy={query.isFetching}
                onClick={() => void query.refetch()}
              >
                Try again
              </Button>
            )
          }
        >
          {authRequired ? GALLERY_AUTH_REQUIRED : GALLERY_LOAD_FAILED}
        </Banner>
      </div>
    );
  }

  const total = query.data.assets.length;
  const noun = total === 1 ? 'asset' : 'assets';
  const count =
    visible.length === total ? `${total} ${noun}` : `Showing ${visible.length} of ${total} ${noun}`;
  const filtered = collection !== '' || search.trim() !== '';
  let results: ReactNode;
  if (visible.length === 0) {
    results = (
      <EmptyState
        bordered
        titleAs="p"
        title={filtered ? 'No assets match your filters.' : 'No photographs have been published yet.'}
        message={filtered ? 'Try another collection or fewer words.' : 'Please check back soon.'}
        action={
          filtered ? (
            <Button variant="secondary" onClick={() => address.update({ collection: '', search: '' })}>
              Show all assets
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    results = (
      <div className="ps-gallery-browse">
        <Grid as="ul" minItemWidth="12rem" gap="4" className="ps-gallery-grid">
          {visible.map((asset) => (
            <GalleryCard
              key={asset.id}
              asset={asset}
              selected={asset.id === selected?.id}
              onSelect={select}
            />
          ))}
        </Grid>
        {selected && <GalleryDetail ref={detailRef} asset={selected} linkState={linkState} />}
      </div>
    );
  }

  return (
    <div className="ps-gallery">
      {query.data.assets.length > 0 && <GallerySlideshow assets={query.data.assets} />}
      <GalleryStatsPanel stats={stats} />
      <section className="ps-gallery-section" aria-labelledby={headingId}>
        <div className="ps-gallery-results__bar">
          <h2 id={headingId} className="ps-gallery-section__title">
            Browse the gallery
          </h2>
          <p className="ps-gallery-results__count" role="status">
            {count}
          </p>
        </div>
        <GalleryFiltersBar
          filters={{ collection, search }}
          collections={collections}
          onCollectionChange={setCollection}
          onSearchChange={setSearch}
        />
        {results}
      </section>
    </div>
  );
}

function GalleryLoading() {
  return (
    <div className="ps-gallery" aria-busy="true">
      <p className="ps-gallery-results__count" role="status">
        Loading gallery assets…
      </p>
      <div aria-hidden="true" className="ps-gallery-show">
        <div className="ps-gallery-show__stage">
          <Skeleton variant="rect" height="100%" />
        </div>
      </div>
      <GalleryStatsPanel stats={undefined} />
      <Grid as="ul" minItemWidth="12rem" gap="4" className="ps-gallery-grid">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} aria-hidden="true">
            <Skeleton variant="rect" height="12rem" />
          </li>
        ))}
      </Grid>
    </div>
  );
}
