import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../spinner/Spinner';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  /** Default `primary`: one per view for the main action; `secondary` for the others. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonStyleOptions, ComponentPropsWithRef<'button'> {
  /**
   * The action is under way: shows a spinner where the label was, keeps the button's width, sets
   * `aria-busy` and ignores clicks. The button stays focusable (it is `aria-disabled`, not `disabled`),
   * so keyboard users do not lose their place while a request runs.
   */
  busy?: boolean;
  /**
   * Text shown beside the spinner while busy, e.g. "Creating User...". The button reserves room for the
   * wider of the label and this text, so its width does not jump. Without it the label stays the
   * accessible name and only the spinner shows.
   */
  busyLabel?: ReactNode;
}

/** The class names of a button, for elements that must look like one (e.g. a router link). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth,
}: ButtonStyleOptions = {}): string {
  return cx('pui-button', `pui-button--${variant}`, `pui-button--${size}`, fullWidth && 'pui-button--full');
}

/**
 * A button. `type` defaults to "button" so a button inside a form only submits when asked to
 * (`type="submit"`). Native props and `ref` are passed through to the `<button>`.
 */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  useDesignSystemStyles();
  const hasBusyLabel = busyLabel !== undefined && busyLabel !== null;
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      // Also stops a busy submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth }), busy && 'pui-button--busy', className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      <span className="pui-button__layers">
        <span className="pui-button__label" aria-hidden={busy && hasBusyLabel ? true : undefined}>
          {children}
        </span>
        {(busy || hasBusyLabel) && (
          <span className="pui-button__busy" aria-hidden={!busy || !hasBusyLabel ? true : undefined}>
            <Spinner decorative size="sm" />
            {hasBusyLabel && <span>{busyLabel}</span>}
          </span>
        )}
      </span>
    </button>
  );
}
