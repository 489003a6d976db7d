import { useInsertionEffect } from 'react';
import { serverRender } from '../../server-render/server-render';
import { stylesheet } from './stylesheet';

/** The attribute that marks the design system's one `<style>` element in document.head. */
export const STYLE_ATTRIBUTE = 'data-party-ui';

let styleElement: HTMLStyleElement | null = null;

/**
 * Adds the design system's stylesheet to document.head, once per document. No CSS loader is involved,
 * so it works the same in the shell, in a remote running on its own and in jsdom. Every class is
 * `pui-` prefixed and every custom property `--pui-` prefixed, so it cannot restyle a remote's markup.
 * IMPORTANT: shared-ui is a Module Federation singleton; if a remote ever ran its own copy, that copy
 * would find the existing element and add nothing, so there is still one stylesheet per page.
 */
export function ensureStyles(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
) {
  if (!doc) return;
  if (styleElement?.isConnected && styleElement.ownerDocument === doc) return;
  const existing = doc.head.querySelector<HTMLStyleElement>(`style[${STYLE_ATTRIBUTE}]`);
  if (existing) {
    styleElement = existing;
    return;
  }
  const element = doc.createElement('style');
  element.setAttribute(STYLE_ATTRIBUTE, '');
  element.textContent = stylesheet;
  doc.head.append(element);
  styleElement = element;
}

/** Every component calls this: the stylesheet is in place before the component's DOM is painted. */
export function useDesignSystemStyles(): void {
  // On the server the stylesheet goes into the answered page's head instead.
  const render = serverRender();
  if (render) render.designSystem = true;
  useInsertionEffect(() => {
    ensureStyles();
  }, []);
}

/**
 * Renders nothing; injects the stylesheet. Put it at the root of the shell or a standalone remote to
 * have the styles in place from the first paint, before any component mounts.
 */
export function DesignSystemStyles(): null {
  useDesignSystemStyles();
  return null;
}
