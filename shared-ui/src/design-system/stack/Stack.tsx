import type { CSSProperties, ReactNode } from 'react';
import { cssVar, type Space } from '../tokens/tokens';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

const alignValue: Record<Align, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyValue: Record<Justify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

export interface StackProps {
  /** `column` (default) stacks children; `row` lines them up and wraps them on narrow screens. */
  direction?: 'column' | 'row';
  /** A step of the spacing scale. Default "4" (1rem). */
  gap?: Space;
  align?: Align;
  justify?: Justify;
  /** Rows wrap unless this is false. */
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol' | 'form' | 'section';
  className?: string;
  children?: ReactNode;
}

/** Even spacing between children, vertically or in a wrapping row (e.g. a bar of buttons). */
export function Stack({
  direction = 'column',
  gap = '4',
  align,
  justify,
  wrap = true,
  as: Element = 'div',
  className,
  children,
}: StackProps) {
  useDesignSystemStyles();
  const style = {
    '--pui-stack-gap': cssVar(`space-${gap}`),
    alignItems: align && alignValue[align],
    justifyContent: justify && justifyValue[justify],
  } as CSSProperties;
  return (
    <Element
      className={cx(
        'pui-stack',
        direction === 'row' && 'pui-stack--row',
        direction === 'row' && !wrap && 'pui-stack--nowrap',
        className,
      )}
      style={style}
    >
      {children}
    </Element>
  );
}

export interface GridProps {
  /** The narrowest a column may get before the grid drops a column. Default "16rem". */
  minItemWidth?: string;
  /** A step of the spacing scale. Default "6" (1.5rem). */
  gap?: Space;
  /** `ul` for a list of cards (give each Card `as="li"`). Default `div`. */
  as?: 'div' | 'ul' | 'ol';
  className?: string;
  children?: ReactNode;
}

/** A responsive grid of equal columns, as many as fit: for cards and stat tiles. */
export function Grid({
  minItemWidth = '16rem',
  gap = '6',
  as: Element = 'div',
  className,
  children,
}: GridProps) {
  useDesignSystemStyles();
  const style = { '--pui-grid-min': minItemWidth, '--pui-grid-gap': cssVar(`space-${gap}`) } as CSSProperties;
  return (
    <Element className={cx('pui-grid', className)} style={style}>
      {children}
    </Element>
  );
}
