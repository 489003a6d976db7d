/**
 * What a page tells the server that renders it, besides its markup: the stylesheets it injects, its head
 * tags and its HTTP status. In the browser these calls do nothing (styles go to document.head, the shell
 * names the tab); during a server render (`collectServerRender`) they are recorded, so the server can put
 * them in the page it answers with.
 *
 * IMPORTANT: React renders to a string synchronously, so one module-level slot serves any number of
 * concurrent requests: it is set just before a render and cleared just after, with nothing awaited
 * in between.
 */

/** The head tags of one page (spec: every public page has its own title, description and preview card). */
export interface PageHead {
  /** The page's own title, without the site's name. */
  title?: string;
  /** One or two sentences for search results and link previews. */
  description?: string;
  /** The page's address on the site, as a path (`/news/…`); made absolute with the site's address. */
  path?: string;
  /** Open Graph type: `website` by default, `article` for an article. */
  type?: 'website' | 'article';
  /** A picture for the preview card: an absolute URL or a path on the site. */
  image?: string;
  /** For an article: when it was published and last changed (ISO 8601). */
  publishedTime?: string;
  modifiedTime?: string;
  /** Structured data (schema.org JSON-LD objects) describing the page. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Search engines should not index this page (a not-found page). */
  noIndex?: boolean;
}

export interface ServerRender {
  /** Page stylesheets by id, in the order they were first used. */
  readonly styles: Map<string, string>;
  /** Whether something rendered needs the design system's stylesheet. */
  designSystem: boolean;
  /** The head tags, merged in render order: a later (deeper) page's tags win. */
  head: PageHead;
  /** The HTTP status the page asks for (404 for a missing article); 200 unless set. */
  status: number;
}

let current: ServerRender | undefined;

export function createServerRender(): ServerRender {
  return { styles: new Map(), designSystem: false, head: {}, status: 200 };
}

/** Runs a synchronous render with `render` as the collector of what the page asks of the server. */
export function collectServerRender<T>(render: ServerRender, run: () => T): T {
  const previous = current;
  current = render;
  try {
    return run();
  } finally {
    current = previous;
  }
}

/** The collector of the render in progress on the server; undefined in the browser. */
export const serverRender = (): ServerRender | undefined => current;

/**
 * Declares the page's head tags. On the server they go into the answered HTML; in the browser, the
 * description and canonical link follow the page as the visitor moves through the site.
 */
export function usePageHead(head: PageHead): void {
  if (current) current.head = { ...current.head, ...head };
}

/**
 * Head tags a frame of the page offers (the design system's Page: its title and subtitle), used where the
 * page itself declares none.
 */
export function usePageHeadDefaults(head: PageHead): void {
  if (current) current.head = { ...head, ...current.head };
}

/** Asks the server to answer with this status (a page that shows "not found" answers 404); none: 200. */
export function useHttpStatus(status: number | undefined): void {
  if (current && status !== undefined) current.status = status;
}
