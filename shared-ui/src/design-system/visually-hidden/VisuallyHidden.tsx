import type { ComponentPropsWithRef } from 'react';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only: hidden on screen, still read out and still part of accessible names. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  useDesignSystemStyles();
  return <span {...rest} className={cx('pui-visually-hidden', className)} />;
}
