/** Focus and scroll helpers of the modal layer. Module state is fine: shared-ui is a page-wide singleton. */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && !el.closest('[aria-hidden="true"]'),
  );
}

/** Open dialogs, innermost last: only the innermost one keeps focus and reacts to keys. */
export const dialogStack: HTMLElement[] = [];

let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind a dialog from scrolling; nested dialogs share one lock. Returns the release. */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (scrollLocks === 0) {
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from shifting when the scrollbar disappears.
    const viewportWidth = document.documentElement.clientWidth;
    const scrollbar = viewportWidth > 0 ? window.innerWidth - viewportWidth : 0;
    if (scrollbar > 0) {
      const padding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0 && savedBodyStyle) {
      body.style.overflow = savedBodyStyle.overflow;
      body.style.paddingRight = savedBodyStyle.paddingRight;
      savedBodyStyle = null;
    }
  };
}
