import { Badge, formatDate, Link, Pill, ResponsiveImage } from '@party/shared-ui';
import { useId, type Ref } from 'react';
import type { ListLinkState } from '../../../shared/list-url-state';
import { altTextOf, fileSizeLabel, isOversized, locationOf, type GalleryAsset } from '../gallery-asset';

/** The address of an asset's own page. */
export function galleryAssetPath(id: string): string {
  return `/gallery/${encodeURIComponent(id)}`;
}

/**
 * The details of the selected asset (spec 01 §2): the picture, captured and published dates, location,
 * photographer, category, file size and tags. The title links to the asset's own page.
 */
export function GalleryDetail({
  asset,
  linkState,
  ref,
}: {
  asset: GalleryAsset;
  linkState: ListLinkState;
  ref?: Ref<HTMLElement>;
}) {
  const headingId = useId();
  return (
    <section ref={ref} className="ps-gallery-detail" aria-labelledby={headingId}>
      <p className="ps-gallery-detail__eyebrow">Photo details</p>
      <GalleryImage key={asset.id} asset={asset} place="panel" />
      <h3 id={headingId} className="ps-gallery-detail__title">
        <Link className="ps-item-link" to={galleryAssetPath(asset.id)} state={linkState}>
          {asset.title}
        </Link>
      </h3>
      {asset.description && <p className="ps-gallery-detail__description">{asset.description}</p>}
      <dl className="ps-gallery-facts">
        <GalleryFacts asset={asset} />
      </dl>
    </section>
  );
}

/** Captured and published dates, location, photographer, category, file size and tags, as `<dt>`/`<dd>`. */
export function GalleryFacts({ asset }: { asset: GalleryAsset }) {
  return (
    <>
      <dt>Captured</dt>
      <dd>{formatDate(asset.capturedAt, 'Not recorded')}</dd>
      <dt>Published</dt>
      <dd>{formatDate(asset.uploadedAt, 'Not recorded')}</dd>
      <dt>Location</dt>
      <dd>{locationOf(asset)}</dd>
      <dt>Photographer</dt>
      <dd>{asset.photographer}</dd>
      <dt>Category</dt>
      <dd>{asset.category}</dd>
      <dt>File size</dt>
      <dd>
        {fileSizeLabel(asset.fileSizeKB)}
        {isOversized(asset) && <Badge tone="warning">Over 10 KB</Badge>}
      </dd>
      <dt>Tags</dt>
      <dd>
        {asset.tags.length === 0 ? (
          'None'
        ) : (
          <ul className="ps-gallery-tags">
            {asset.tags.map((tag) => (
              <li key={tag}>
                <Pill label={tag} tone="primary" />
              </li>
            ))}
          </ul>
        )}
      </dd>
    </>
  );
}

/** Where the picture is shown: both are 4:3 boxes, so nothing moves when it loads. */
const IMAGE_PLACES = {
  // The details panel beside the grid (at most 22rem from 60rem), or under it on narrower screens.
  panel: { className: 'ps-gallery-detail__image', sizes: '(min-width: 60rem) 22rem, 100vw', lead: false },
  // The photograph's own page (at most 52rem wide), whose largest element it is: fetched first.
  page: {
    className: 'ps-item__image ps-item__image--photo',
    sizes: '(min-width: 56rem) 52rem, 100vw',
    lead: true,
  },
} as const;

/** The picture with its text alternative; nothing when there is none or it fails to load. */
export function GalleryImage({ asset, place }: { asset: GalleryAsset; place: keyof typeof IMAGE_PLACES }) {
  const src = asset.imageUrl ?? asset.thumbnailUrl;
  if (!src) return null;
  const { className, sizes, lead } = IMAGE_PLACES[place];
  return (
    <ResponsiveImage
      className={className}
      src={src}
      alt={altTextOf(asset)}
      sizes={sizes}
      width={1280}
      height={960}
      priority={lead}
    />
  );
}
