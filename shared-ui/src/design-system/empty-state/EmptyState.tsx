import type { ReactNode } from 'react';
import { InboxIcon } from '../icons/icons';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface EmptyStateProps {
  /** e.g. "No users found". */
  title: ReactNode;
  /** e.g. "No users found with the current filters." */
  message?: ReactNode;
  /** A way forward, e.g. a "Reset filters" or "Create Ward" button. */
  action?: ReactNode;
  /** A picture above the title; default an inbox glyph. Pass `null` for none. */
  icon?: ReactNode;
  /** Element of the title; default `h3`. `p` where a heading would break the outline (e.g. in a table). */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** A dashed frame, for an empty area that stands alone on a page. */
  bordered?: boolean;
  className?: string;
}

/** What a list or page shows when there is nothing in it yet, or nothing matches. */
export function EmptyState({
  title,
  message,
  action,
  icon,
  titleAs: Title = 'h3',
  bordered,
  className,
}: EmptyStateProps) {
  useDesignSystemStyles();
  const glyph = icon === undefined ? <InboxIcon /> : icon;
  return (
    <div className={cx('pui-empty', bordered && 'pui-empty--bordered', className)}>
      {glyph !== null && (
        <span className="pui-empty__icon" aria-hidden="true">
          {glyph}
        </span>
      )}
      <Title className="pui-empty__title">{title}</Title>
      {message !== undefined && <p className="pui-empty__message">{message}</p>}
      {action !== undefined && <div className="pui-empty__action">{action}</div>}
    </div>
  );
}
