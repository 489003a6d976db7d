import { useInsertionEffect } from 'react';
import { serverRender } from '../server-render/server-render';

/** The attribute that marks a page stylesheet of a remote in document.head; its value is the sheet's id. */
export const PAGE_STYLE_ATTRIBUTE = 'data-page-style';

/**
 * Adds a page's stylesheet to document.head once per document, keyed by `id`. There is no CSS loader in
 * the build, so page styles are TypeScript strings; each remote prefixes its classes (`ps-`, `ar-`, `ac-`) so they
 * cannot restyle the shell (`shell-`), the design system (`pui-`) or each other.
 * IMPORTANT: the sheet stays after the page unmounts (another visit re-uses it); a second call with the same
 * id and different CSS replaces the text, so hot reloads and tests see the latest rules.
 */
export function injectStyles(id: string, css: string, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const existing = doc.head.querySelector<HTMLStyleElement>(`style[${PAGE_STYLE_ATTRIBUTE}="${id}"]`);
  if (existing) {
    if (existing.textContent !== css) existing.textContent = css;
    return;
  }
  const element = doc.createElement('style');
  element.setAttribute(PAGE_STYLE_ATTRIBUTE, id);
  element.textContent = css;
  doc.head.append(element);
}

/** Injects `css` under `id` before the component's DOM is painted (no flash of unstyled content). */
export function useInjectedStyles(id: string, css: string): void {
  // On the server the sheet goes into the answered page's head instead.
  const render = serverRender();
  if (render && !render.styles.has(id)) render.styles.set(id, css);
  useInsertionEffect(() => {
    injectStyles(id, css);
  }, [id, css]);
}
