import { PRODUCT_NAME } from '@party/shared-ui';
import { useEffect } from 'react';

/** The id of the page's `<main>`, where every remote's page renders. */
export const MAIN_CONTENT_ID = 'main-content';

/** "{heading} · Constituency Branch", or the product's name alone for a page without a heading. */
export function titleFor(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * The browser tab's title follows the page shown: its first level-one heading, inside the element with
 * `containerId`. Remotes need not set it; the heading is read as pages render (it may come after their
 * data), so every page of every remote gets a distinct title (WCAG 2.4.2).
 */
export function useDocumentTitle(containerId: string): void {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const update = () => {
      const title = titleFor(container.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [containerId]);
}
