import { Badge, formatDate, Pill } from '@party/shared-ui';
import { useId, useState, type Ref } from 'react';
import { altTextOf, fileSizeLabel, isOversized, locationOf, type GalleryAsset } from '../gallery-asset';

/**
 * The details of the selected asset (spec 01 §2): the picture, captured and published dates, location,
 * photographer, category, file size and tags.
 */
export function GalleryDetail({ asset, ref }: { asset: GalleryAsset; ref?: Ref<HTMLElement> }) {
  const headingId = useId();
  return (
    <section ref={ref} className="ps-gallery-detail" aria-labelledby={headingId}>
      <p className="ps-gallery-detail__eyebrow">Photo details</p>
      <DetailImage key={asset.id} asset={asset} />
      <h3 id={headingId} className="ps-gallery-detail__title">
        {asset.title}
      </h3>
      {asset.description && <p className="ps-gallery-detail__description">{asset.description}</p>}
      <dl className="ps-gallery-facts">
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
      </dl>
    </section>
  );
}

function DetailImage({ asset }: { asset: GalleryAsset }) {
  const [failed, setFailed] = useState(false);
  const src = asset.imageUrl ?? asset.thumbnailUrl;
  if (!src || failed) return null;
  return (
    <img
      className="ps-gallery-detail__image"
      src={src}
      alt={altTextOf(asset)}
      onError={() => setFailed(true)}
    />
  );
}
