import { useState, type ReactNode } from 'react';
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
  /**
   * The page's largest picture (its LCP element): fetched at once and before other pictures, decoded with
   * the page. Every other picture waits until it nears the screen.
   */
  priority?: boolean;
  /** On the `<img>`: the picture's styles apply to the image itself (the `<picture>` takes no box). */
  className?: string;
  /** Shown instead when the picture cannot be loaded (a placeholder); nothing by default. */
  fallback?: ReactNode;
  /** Called when the picture cannot be loaded, besides showing `fallback`. */
  onError?: () => void;
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
  priority = false,
  className,
  fallback = null,
  onError,
}: ResponsiveImageProps) {
  useDesignSystemStyles();
  // The address that failed: another `src` is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return fallback;
  const sources = mediaSources(src);
  const image = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // Decoding off the main thread, except for the picture that should paint first.
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        setFailedSrc(src);
        onError?.();
      }}
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
