import { formatNumber, Skeleton } from '@party/shared-ui';
import { useId } from 'react';
import { SAFE_SIZE_KB, type GalleryStats } from '../gallery-asset';

/** Total assets, distinct locations and the 10 KB safety check (spec 01 §2, §9). */
export function GalleryStatsPanel({ stats }: { stats: GalleryStats | undefined }) {
  const headingId = useId();
  const placeholder = <Skeleton width="3ch" height="1em" />;
  return (
    <section className="ps-gallery-section" aria-labelledby={headingId} aria-busy={stats === undefined}>
      <h2 id={headingId} className="ps-gallery-section__title">
        Gallery at a glance
      </h2>
      <dl className="ps-gallery-stats">
        <div className="ps-gallery-stat">
          <dt className="ps-gallery-stat__label">Total assets</dt>
          <dd className="ps-gallery-stat__value">{stats ? formatNumber(stats.total) : placeholder}</dd>
        </div>
        <div className="ps-gallery-stat">
          <dt className="ps-gallery-stat__label">Locations</dt>
          <dd className="ps-gallery-stat__value">{stats ? formatNumber(stats.locations) : placeholder}</dd>
        </div>
        <div
          className={`ps-gallery-stat ${stats ? (stats.safe ? 'ps-gallery-stat--passed' : 'ps-gallery-stat--attention') : ''}`}
        >
          <dt className="ps-gallery-stat__label">{SAFE_SIZE_KB} KB safety check</dt>
          <dd className="ps-gallery-stat__value ps-gallery-stat__value--check">
            {stats ? (
              <>
                <span className="ps-gallery-stat__glyph" aria-hidden="true">
                  <CheckGlyph safe={stats.safe} />
                </span>
                {stats.safe ? 'Passed' : 'Attention needed'}
              </>
            ) : (
              placeholder
            )}
          </dd>
          {stats && <dd className="ps-gallery-stat__note">{sizeNote(stats)}</dd>}
        </div>
      </dl>
    </section>
  );
}

function sizeNote({ sized, oversized }: GalleryStats): string {
  if (sized === 0) return 'No image sizes recorded yet.';
  if (oversized === 0) {
    return sized === 1
      ? `The one sized image is ${SAFE_SIZE_KB} KB or less.`
      : `All ${formatNumber(sized)} sized images are ${SAFE_SIZE_KB} KB or less.`;
  }
  // The verb agrees with the images over the limit: "1 of 15 sized images is over 10 KB."
  return `${formatNumber(oversized)} of ${formatNumber(sized)} sized ${sized === 1 ? 'image' : 'images'} ${oversized === 1 ? 'is' : 'are'} over ${SAFE_SIZE_KB} KB.`;
}

/** A tick when the check passes, an exclamation mark when it does not (the text says it too). */
function CheckGlyph({ safe }: { safe: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
      <path
        d={safe ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 6v7M12 17.5v.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
