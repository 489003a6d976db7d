import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../util/use-hydrated';
import type { BannerTone } from '../banner/Banner';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/icons';
import { useCountdown } from '../countdown/use-countdown';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export type ToastTone = BannerTone;

export interface ToastOptions {
  /** Default `info`. Warning and error toasts are announced assertively. */
  tone?: ToastTone;
  /** A bold line above the message. */
  title?: string;
  /**
   * Milliseconds before it clears itself; `null` keeps it until dismissed. Default: the provider's
   * `defaultDuration` (4000). The countdown pauses while the pointer is over the toast or focus is in it.
   */
  duration?: number | null;
  /** Showing a toast with the id of one on screen replaces it (and restarts its countdown). */
  id?: string;
}

export interface ToastInput extends ToastOptions {
  message: ReactNode;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(toast: ToastInput): string;
  success(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  info(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  warning(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  error(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  dismiss(id: string): void;
  /** Removes every toast. */
  clear(): void;
}

interface ToastEntry {
  id: string;
  /** Changes when a toast is replaced, so its countdown starts again. */
  key: number;
  message: ReactNode;
  title?: string;
  tone: ToastTone;
  duration: number | null;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** Default countdown of a toast in milliseconds. Default 4000. */
  defaultDuration?: number;
  /** At most this many toasts show at once; the oldest go first. Default 4. */
  max?: number;
  /** Accessible name of the notification area. Default "Notifications". */
  label?: string;
  children?: ReactNode;
}

let toastCount = 0;
function nextToastKey(): number {
  toastCount += 1;
  return toastCount;
}

/**
 * Holds the toasts of the page and renders them, in a portal, inside an always-present live region (a
 * region that already exists when a message is added is what makes screen readers announce it). Put
 * one provider near the root (the shell); remotes call `useToast()`.
 */
export function ToastProvider({
  defaultDuration = 4000,
  max = 4,
  label = 'Notifications',
  children,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    function show({ message, title, tone = 'info', duration, id }: ToastInput): string {
      const key = nextToastKey();
      const entry: ToastEntry = {
        id: id ?? `pui-toast-${key}`,
        key,
        message,
        title,
        tone,
        duration: duration === undefined ? defaultDuration : duration,
      };
      setToasts((current) => [...current.filter((toast) => toast.id !== entry.id), entry].slice(-max));
      return entry.id;
    }
    const withTone =
      (tone: ToastTone) =>
      (message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string =>
        show({ ...options, message, tone });
    return {
      show,
      success: withTone('success'),
      info: withTone('info'),
      warning: withTone('warning'),
      error: withTone('error'),
      dismiss,
      clear: () => setToasts([]),
    };
  }, [defaultDuration, max, dismiss]);

  // The region is a portal: after hydration, since the server renders no portals.
  const hydrated = useHydrated();
  return (
    <ToastContext value={api}>
      {children}
      {hydrated &&
        createPortal(<ToastRegion toasts={toasts} label={label} onDismiss={dismiss} />, document.body)}
    </ToastContext>
  );
}

/** The toast functions of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}

function ToastRegion({
  toasts,
  label,
  onDismiss,
}: {
  toasts: ToastEntry[];
  label: string;
  onDismiss: (id: string) => void;
}) {
  useDesignSystemStyles();
  return (
    <section className="pui-root pui-toasts" aria-label={label}>
      <ol className="pui-toasts__list" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.key} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

const icons: Record<ToastTone, () => ReactNode> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const { id } = toast;
  const countdown = useCountdown(toast.duration, () => onDismiss(id));

  const Icon = icons[toast.tone];
  const urgent = toast.tone === 'warning' || toast.tone === 'error';
  return (
    <li
      className={cx('pui-toast', `pui-toast--${toast.tone}`)}
      role={urgent ? 'alert' : undefined}
      {...countdown}
    >
      <span className="pui-toast__icon">
        <Icon />
      </span>
      <div className="pui-toast__content">
        {toast.title !== undefined && <p className="pui-toast__title">{toast.title}</p>}
        <div className="pui-toast__message">{toast.message}</div>
      </div>
      <button
        type="button"
        className="pui-toast__dismiss"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(id)}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}
