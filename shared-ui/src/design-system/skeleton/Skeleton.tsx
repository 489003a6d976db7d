import type { CSSProperties } from 'react';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface SkeletonProps {
  /** `text` (a line of text, default), `rect` (a picture or card) or `circle` (an avatar). */
  variant?: 'text' | 'rect' | 'circle';
  /** CSS width; default 100%. */
  width?: string;
  /** CSS height; default the line height for text, and `width` for circles. */
  height?: string;
  /** For `text`: this many lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/**
 * A shimmering placeholder with the rough shape of content that is loading. Hidden from assistive
 * technology: pair it with a status message (a Spinner, or `aria-busy` on the region).
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  useDesignSystemStyles();
  const style: CSSProperties = {
    width,
    height: height ?? (variant === 'circle' ? width : undefined),
  };
  const bone = (key?: number) => (
    <span key={key} className={cx('pui-skeleton', `pui-skeleton--${variant}`, className)} style={style} />
  );
  if (variant === 'text' && lines > 1) {
    return (
      <span className="pui-skeleton-lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => bone(index))}
      </span>
    );
  }
  return (
    <span aria-hidden="true" style={{ display: 'contents' }}>
      {bone()}
    </span>
  );
}
