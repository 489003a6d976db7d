import type { ReactEventHandler } from 'react';
import { mediaSources } from '../../util/media-url';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface ResponsiveImageProps {
  /**
   * The picture's address. An uploaded image (`/api/media/{id}`, or an absolute address of one) is served
   * as AVIF or WebP at the width the browser needs; any other address is shown as it is, in a plain `<img>`.
   */
  src: string;
  /** Describe the picture, or pass '' when it only decorates (a caption or title says it all). */
  alt: string;
  /**
   * How wide the picture is drawn, as the `sizes` attribute: e.g. `(min-width: 64rem) 20rem, 100vw`. The
   * browser picks the copy from it (times the screen's pixel density), before any CSS is loaded.
   */
  sizes: string;
  /**
   * The picture's intrinsic size, or any pair in the ratio it is drawn at: with `height: auto` (or a box
   * of fixed aspect ratio with `object-fit`) in CSS, the browser reserves the space before the bytes
   * arrive, so nothing moves when it loads.
   */
  width: number;
  height: number;
  /** `lazy` (default) for pictures below the fold; `eager` for the page's largest picture. */
  loading?: 'lazy' | 'eager';
  /** `high` for the page's largest picture (its LCP element); the browser's choice otherwise. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** On the `<img>`: the picture's styles apply to the image itself (the `<picture>` takes no box). */
  className?: string;
  /** Called when no copy can be loaded, e.g. to show a placeholder instead. */
  onError?: ReactEventHandler<HTMLImageElement>;
}

/**
 * A picture that phones download small: `<picture>` with AVIF and WebP `<source srcset sizes>` for an
 * uploaded image and the original as the `<img>` fallback. The markup depends on the props alone, so the
 * server's render and the browser's hydration agree.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  className,
  onError,
}: ResponsiveImageProps) {
  useDesignSystemStyles();
  const sources = mediaSources(src);
  const image = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      // Decoding off the main thread, except for the picture that should paint first.
      decoding={fetchPriority === 'high' ? 'auto' : 'async'}
      fetchPriority={fetchPriority}
      onError={onError}
    />
  );
  if (!sources) return image;
  return (
    <picture className="pui-picture">
      {/* The first source the browser can show wins: AVIF is the smaller, WebP is shown everywhere else. */}
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
