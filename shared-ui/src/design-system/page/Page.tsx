import type { ReactNode } from 'react';
import { cx } from '../styles/cx';
import { usePageHeadDefaults } from '../../server-render/server-render';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface PageProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence under the title saying what the page is for. */
  subtitle?: ReactNode;
  /** A small label above the title, e.g. "Admin" or the section of the site. */
  eyebrow?: ReactNode;
  /** Buttons beside the title (e.g. "+ Create User", "Refresh"); they wrap under it on small screens. */
  actions?: ReactNode;
  /** Content width: `narrow` (40rem) for a form such as sign-in, `default` (72rem), `wide` (90rem), `full`. */
  width?: 'narrow' | 'default' | 'wide' | 'full';
  className?: string;
  children?: ReactNode;
}

/**
 * The frame of a page: a header with the title, subtitle and actions, then the content with even spacing
 * between its sections. Also sets the design system's font and colours (`pui-root`) for what it holds.
 * It renders no `<main>`: the shell owns the landmark.
 */
export function Page({
  title,
  subtitle,
  eyebrow,
  actions,
  width = 'default',
  className,
  children,
}: PageProps) {
  useDesignSystemStyles();
  // A server-rendered page is titled and described by its header unless it says otherwise.
  usePageHeadDefaults({
    ...(typeof title === 'string' && { title }),
    ...(typeof subtitle === 'string' && { description: subtitle }),
  });
  return (
    <div className={cx('pui-root', 'pui-page', width !== 'default' && `pui-page--${width}`, className)}>
      <header className="pui-page__header">
        <div className="pui-page__heading">
          {eyebrow !== undefined && <p className="pui-page__eyebrow">{eyebrow}</p>}
          <h1 className="pui-page__title">{title}</h1>
          {subtitle !== undefined && <p className="pui-page__subtitle">{subtitle}</p>}
        </div>
        {actions !== undefined && <div className="pui-page__actions">{actions}</div>}
      </header>
      <div className="pui-page__body">{children}</div>
    </div>
  );
}
