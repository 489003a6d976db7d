import { ResponsiveImage } from '@party/shared-ui';
import { locationOf, type GalleryAsset } from '../gallery-asset';

export interface GalleryCardProps {
  asset: GalleryAsset;
  selected: boolean;
  onSelect: (asset: GalleryAsset) => void;
}

/**
 * One asset in the grid: a toggle button (pressed while its details are shown) named by what it shows, the
 * title then the collection and place, so that its name is the text a speech-input user reads on it. The
 * thumbnail is decorative here: the details panel shows the picture with its text alternative. It fills
 * the card's 4:3 box, so the grid does not move as thumbnails load, and waits until it nears the screen.
 */
export function GalleryCard({ asset, selected, onSelect }: GalleryCardProps) {
  const src = asset.thumbnailUrl;
  const initial = (
    <span className="ps-gallery-card__initial" aria-hidden="true">
      {asset.title.charAt(0)}
    </span>
  );
  return (
    <li>
      <button
        type="button"
        className="ps-gallery-card"
        aria-pressed={selected}
        onClick={() => onSelect(asset)}
      >
        <span className="ps-gallery-card__thumb">
          {src ? (
            <ResponsiveImage
              className="ps-gallery-card__image"
              src={src}
              alt=""
              // One column on small phones; from 30rem, cells of at most about 18rem (the grid's 12rem minimum).
              sizes="(min-width: 30rem) 18rem, 100vw"
              width={400}
              height={300}
              fallback={initial}
            />
          ) : (
            initial
          )}
        </span>
        <span className="ps-gallery-card__body">
          <span className="ps-gallery-card__title">{asset.title}</span>{' '}
          <span className="ps-gallery-card__meta">
            {asset.category} · {locationOf(asset)}
          </span>
        </span>
      </button>
    </li>
  );
}
