import type { DehydratedState } from '@tanstack/react-query';
import { isRecord } from '../util/is-record';

/**
 * The query cache a server render ends with, carried to the browser inside the page, so that the browser's
 * first render shows the same data without asking for it again (and hydrates without a second render).
 * It holds answered reads only: a page any of whose reads failed is not rendered on the server
 * (shell/server/render-page.tsx), and an item that does not exist is read as null, an answer.
 */

/** The id of the `<script type="application/json">` element that carries the state in the page. */
export const PAGE_STATE_ELEMENT_ID = 'page-query-state';

/** The state the page carries, if it was rendered on the server. */
export function readPageState(doc: Document | undefined): DehydratedState | undefined {
  const element = doc?.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isRecord(parsed) && Array.isArray(parsed.queries)
      ? (parsed as unknown as DehydratedState)
      : undefined;
  } catch {
    return undefined;
  }
}
