import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';
import { dialogStack, lockBodyScroll, tabbables } from './focus';

export interface ModalProps {
  /** Whether the dialog is shown. Closed, it renders nothing. */
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, the × button. The owner sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, read out as the dialog's description. */
  description?: ReactNode;
  /** Buttons along the bottom (Cancel, Save…). A form in the body can be submitted from here with `form="id"`. */
  footer?: ReactNode;
  /** Width: `sm` (28rem), `md` (36rem, default), `lg` (52rem). Always fits small screens. */
  size?: 'sm' | 'md' | 'lg';
  /** Close when the backdrop is clicked. Default true. */
  closeOnBackdropClick?: boolean;
  /** While true (e.g. while saving) Escape, the backdrop and the × button do not close the dialog. */
  preventClose?: boolean;
  /** Leave out the × button (the footer then needs a way out). */
  hideCloseButton?: boolean;
  /** Accessible name of the × button. Default "Close". */
  closeLabel?: string;
  /**
   * What gets focus on open. Otherwise an element marked `data-autofocus`, else the first focusable
   * element of the content, else the dialog itself.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a confirmation that interrupts the user. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** `danger` draws a red rule along the top, for destructive confirmations. */
  tone?: 'default' | 'danger';
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog in a portal on document.body: labelled by its title, `aria-modal`, keeps Tab and
 * Shift+Tab inside, closes on Escape and on a backdrop click, locks the page's scroll, and gives focus
 * back to the element that had it (normally the button that opened it) when it closes.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  description,
  footer,
  size = 'md',
  closeOnBackdropClick = true,
  preventClose = false,
  hideCloseButton = false,
  closeLabel = 'Close',
  initialFocusRef,
  role = 'dialog',
  tone = 'default',
  className,
  children,
}: ModalProps) {
  useDesignSystemStyles();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // IMPORTANT: read during the first render, before React commits the dialog and any `autoFocus` in it
  // moves focus: by the time an effect runs, the opener is no longer the active element.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialogStack.push(dialog);
    const releaseScroll = lockBodyScroll();
    if (!dialog.contains(document.activeElement)) {
      const target =
        initialFocusRef?.current ??
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        tabbables(dialog).find((el) => !el.hasAttribute('data-pui-modal-close')) ??
        dialog;
      target.focus();
    }
    // Focus that lands outside the innermost dialog (a click elsewhere, a script) is brought back.
    function keepFocusInside(event: FocusEvent) {
      if (!dialog || dialogStack.at(-1) !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbables(dialog)[0] ?? dialog).focus();
      }
    }
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      const index = dialogStack.lastIndexOf(dialog);
      if (index !== -1) dialogStack.splice(index, 1);
      releaseScroll();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [initialFocusRef, opener]);

  function requestClose() {
    if (!preventClose) onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Handled here, so an outer dialog (React events bubble through portals) stays open.
      event.stopPropagation();
      event.preventDefault();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const items = tabbables(dialog);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // Only a press that began and ended on the backdrop closes: a text selection dragged out of the
    // dialog must not.
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdropClick) requestClose();
  }

  return createPortal(
    <div
      className="pui-root pui-modal-backdrop"
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('pui-modal', `pui-modal--${size}`, tone === 'danger' && 'pui-modal--danger', className)}
        onKeyDown={handleKeyDown}
      >
        <div className="pui-modal__header">
          <h2 id={titleId} className="pui-modal__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className="pui-modal__close"
              aria-label={closeLabel}
              data-pui-modal-close=""
              disabled={preventClose}
              onClick={requestClose}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        {description !== undefined && (
          <p id={descriptionId} className="pui-modal__description">
            {description}
          </p>
        )}
        {children !== undefined && <div className="pui-modal__body">{children}</div>}
        {footer !== undefined && <div className="pui-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
