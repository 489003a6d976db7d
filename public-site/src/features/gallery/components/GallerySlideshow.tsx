import { ResponsiveImage } from '@party/shared-ui';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import {
  altTextOf,
  locationOf,
  SLIDESHOW_INTERVAL_MS,
  SLIDESHOW_SIZE,
  type GalleryAsset,
} from '../gallery-asset';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

export interface GallerySlideshowProps {
  /** The gallery's assets; the slideshow shows the first six (spec 01 §9). */
  assets: readonly GalleryAsset[];
  /** Milliseconds per slide. Default 6000 (spec 01 §9). */
  intervalMs?: number;
}

/**
 * The featured photographs, after the WAI-ARIA carousel pattern: it moves on by itself every 6 seconds,
 * but not while the pointer is over it or focus is inside it, not after the visitor presses Pause, and
 * never when the system asks for reduced motion. Previous, Next and one button per slide move by hand.
 * The caption is a live region while the slideshow stands still, so moving by hand is announced; while it
 * turns by itself the region is silent, so a screen reader is not interrupted every 6 seconds.
 */
export function GallerySlideshow({ assets, intervalMs = SLIDESHOW_INTERVAL_MS }: GallerySlideshowProps) {
  const slides = assets.slice(0, SLIDESHOW_SIZE);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [failedSrcs, setFailedSrcs] = useState<ReadonlySet<string>>(new Set());
  const reducedMotion = usePrefersReducedMotion();
  const captionId = useId();
  const count = slides.length;
  const current = count === 0 ? 0 : index % count;
  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  // One timer per slide: moving by hand gives the new slide its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  const slide = slides[current];
  if (!slide) return null;
  const show = (next: number) => setIndex((next + count) % count);

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  const details = [locationOf(slide), slide.description].filter((part) => part.trim() !== '').join(' · ');
  return (
    <section
      className="ps-gallery-show"
      aria-roledescription="carousel"
      aria-label="Featured photographs"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div
        className="ps-gallery-show__stage"
        role="group"
        aria-roledescription="slide"
        aria-label={`${current + 1} of ${count}`}
        aria-describedby={captionId}
      >
        {slide.imageUrl && !failedSrcs.has(slide.imageUrl) ? (
          <ResponsiveImage
            key={slide.id}
            className="ps-gallery-show__image"
            src={slide.imageUrl}
            alt={altTextOf(slide)}
            // The whole width of the page (at most 72rem), in the stage's 16:7 box (4:3 on phones).
            sizes="(min-width: 72rem) 72rem, 100vw"
            width={1280}
            height={560}
            // The first photograph is the Gallery page's largest element: fetched at once, and first.
            // The others are fetched when they are shown.
            priority={current === 0}
            // An image that cannot be loaded shows the category, as a slide without one does.
            onError={() => {
              const failed = slide.imageUrl;
              if (failed) setFailedSrcs((current) => new Set(current).add(failed));
            }}
          />
        ) : (
          <div key={slide.id} className="ps-gallery-show__placeholder" aria-hidden="true">
            {slide.category}
          </div>
        )}
        <div
          id={captionId}
          className="ps-gallery-show__caption"
          aria-live={rotating ? 'off' : 'polite'}
          aria-atomic="true"
        >
          <p className="ps-gallery-show__count">
            Photo {current + 1} of {count}
          </p>
          <p className="ps-gallery-show__title">{slide.title}</p>
          {details !== '' && <p className="ps-gallery-show__text">{details}</p>}
        </div>
      </div>
      {count > 1 && (
        <>
          {!reducedMotion && (
            <button
              type="button"
              className="ps-gallery-show__button ps-gallery-show__toggle"
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <button
            type="button"
            className="ps-gallery-show__button ps-gallery-show__nav ps-gallery-show__nav--previous"
            aria-label="Previous photo"
            onClick={() => show(current - 1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="ps-gallery-show__button ps-gallery-show__nav ps-gallery-show__nav--next"
            aria-label="Next photo"
            onClick={() => show(current + 1)}
          >
            <ChevronIcon direction="right" />
          </button>
          <ul className="ps-gallery-show__dots">
            {slides.map((asset, position) => (
              <li key={asset.id}>
                <button
                  type="button"
                  className="ps-gallery-show__dot"
                  aria-label={`Show photo ${position + 1}: ${asset.title}`}
                  aria-current={position === current ? 'true' : undefined}
                  onClick={() => show(position)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z"
        fill="currentColor"
      />
    </svg>
  );
}
