import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

export interface SpinnerProps {
  /** What is loading, read out by screen readers. Default "Loading…". */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** `sm` follows the surrounding text size, `md` is 1.25em, `lg` is 2rem. Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Drop the status role and label: for a spinner inside a control that already says it is busy (the
   * busy Button), so the state is not announced twice.
   */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator, announced as a status ("Loading…") unless decorative. */
export function Spinner({
  label = 'Loading…',
  showLabel = false,
  size = 'md',
  decorative,
  className,
}: SpinnerProps) {
  useDesignSystemStyles();
  const classes = cx('pui-spinner', `pui-spinner--${size}`, className);
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className="pui-spinner__circle" />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <span className="pui-spinner__circle" aria-hidden="true" />
      {showLabel ? (
        <span className="pui-spinner__label">{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
