import { useId, type ReactNode } from 'react';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface SectionProps {
  /** The section's heading; the section is a region labelled by it. */
  title?: ReactNode;
  /** Heading level, 2 by default (a Page's title is the h1). */
  headingLevel?: 2 | 3 | 4;
  /** A line under the heading. */
  description?: ReactNode;
  /** Controls beside the heading (e.g. a filter's Apply and Reset, a "New Constituency" button). */
  actions?: ReactNode;
  /** `card` puts the section on a white panel with a border; `plain` (default) only spaces it. */
  variant?: 'plain' | 'card';
  className?: string;
  children?: ReactNode;
}

/** A titled part of a page. Without a title it is a plain `<section>`, not a landmark. */
export function Section({
  title,
  headingLevel = 2,
  description,
  actions,
  variant = 'plain',
  className,
  children,
}: SectionProps) {
  useDesignSystemStyles();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  return (
    <section
      className={cx('pui-section', variant === 'card' && 'pui-section--card', className)}
      aria-labelledby={title !== undefined ? titleId : undefined}
    >
      {hasHeader && (
        <div className="pui-section__header">
          <div className="pui-section__heading">
            {title !== undefined && (
              <Heading
                id={titleId}
                className={cx('pui-section__title', `pui-section__title--${headingLevel}`)}
              >
                {title}
              </Heading>
            )}
            {description !== undefined && <p className="pui-section__description">{description}</p>}
          </div>
          {actions !== undefined && <div className="pui-section__actions">{actions}</div>}
        </div>
      )}
      <div className="pui-section__body">{children}</div>
    </section>
  );
}
