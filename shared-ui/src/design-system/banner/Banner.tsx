import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons';
import { useCountdown } from '../countdown/use-countdown';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps {
  /** Default `info`. Warning and error are announced at once (`role="alert"`), info and success politely (`role="status"`). */
  tone?: BannerTone;
  /** A bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Buttons under the message, e.g. "Try again". */
  actions?: ReactNode;
  /** Shows a × button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the × button. Default "Dismiss". */
  dismissLabel?: string;
  /**
   * Calls `onDismiss` after this many milliseconds, paused while the pointer is over the banner or focus
   * is in it. The countdown starts when the banner mounts: give each new message its own `key`.
   */
  autoClearMs?: number;
  className?: string;
}

const icons: Record<BannerTone, () => ReactNode> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/** A message across the page or a form: the result of an action, a problem, or a notice. */
export function Banner({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  dismissLabel = 'Dismiss',
  autoClearMs,
  className,
}: BannerProps) {
  useDesignSystemStyles();
  const countdown = useCountdown(onDismiss ? autoClearMs : undefined, () => onDismiss?.());
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'warning' || tone === 'error' ? 'alert' : 'status'}
      className={cx('pui-banner', `pui-banner--${tone}`, className)}
      {...countdown}
    >
      <span className="pui-banner__icon">
        <Icon />
      </span>
      <div className="pui-banner__content">
        {title !== undefined && <p className="pui-banner__title">{title}</p>}
        {children !== undefined && <div className="pui-banner__message">{children}</div>}
        {actions !== undefined && <div className="pui-banner__actions">{actions}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="pui-banner__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
