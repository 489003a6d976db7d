import type { ComponentPropsWithRef } from 'react';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Default `neutral`. The text must carry the meaning too: colour alone is not enough. */
  tone?: BadgeTone;
  /** A coloured dot before the text, for statuses (Active, Suspended…). */
  dot?: boolean;
}

/** A short status or category label, e.g. a user's status or a project's state. */
export function Badge({ tone = 'neutral', dot, className, ...rest }: BadgeProps) {
  useDesignSystemStyles();
  return (
    <span {...rest} className={cx('pui-badge', `pui-badge--${tone}`, dot && 'pui-badge--dot', className)} />
  );
}
