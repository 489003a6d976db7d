import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface CardImage {
  src: string;
  /** Describe the picture, or pass '' when it only decorates (the title says it all). */
  alt: string;
}

export interface CardProps {
  /** A picture across the top, cropped to `imageAspect`. */
  image?: CardImage;
  /** Anything else for the top area, e.g. a placeholder when an item has no picture. Wins over `image`. */
  media?: ReactNode;
  /** CSS aspect ratio of the media area. Default "16 / 9". */
  imageAspect?: string;
  /** A small label above the title, e.g. a news category. */
  eyebrow?: ReactNode;
  title?: ReactNode;
  /** Heading level of the title. Default `h3` (cards usually sit in a page section). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** A bar along the bottom for dates, counts or actions. */
  footer?: ReactNode;
  /** Lift on hover and focus, for cards that hold a link or button. */
  interactive?: boolean;
  /** A green rule along the top, to set a card apart (e.g. the selected constituency). */
  accent?: boolean;
  /** The element: `article` for self-contained content (a news item), `li` inside a list. Default `div`. */
  as?: 'div' | 'article' | 'section' | 'li';
  className?: string;
  /** The card's body. */
  children?: ReactNode;
}

/** A panel for one item: optional picture, label, title, body and footer. */
export function Card({
  image,
  media,
  imageAspect,
  eyebrow,
  title,
  titleAs: Title = 'h3',
  footer,
  interactive,
  accent,
  as: Element = 'div',
  className,
  children,
}: CardProps) {
  useDesignSystemStyles();
  const hasMedia = media !== undefined || image !== undefined;
  const style = imageAspect ? ({ '--pui-card-aspect': imageAspect } as CSSProperties) : undefined;
  return (
    <Element
      className={cx(
        'pui-card',
        interactive && 'pui-card--interactive',
        accent && 'pui-card--accent',
        className,
      )}
    >
      {hasMedia && (
        <div className="pui-card__media" style={style}>
          {media ?? (image && <img src={image.src} alt={image.alt} loading="lazy" decoding="async" />)}
        </div>
      )}
      <div className="pui-card__content">
        {eyebrow !== undefined && <p className="pui-card__eyebrow">{eyebrow}</p>}
        {title !== undefined && <Title className="pui-card__title">{title}</Title>}
        {children !== undefined && <div className="pui-card__body">{children}</div>}
      </div>
      {footer !== undefined && <div className="pui-card__footer">{footer}</div>}
    </Element>
  );
}
