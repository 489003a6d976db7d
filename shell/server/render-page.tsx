import {
  collectServerRender,
  createServerRender,
  headTags,
  scriptJson,
  StaticRouter,
  styleTags,
  type ServerRender,
  type SiteIdentity,
} from '@party/shared-ui/server-render';
import {
  createQueryClient,
  dehydratePageState,
  PAGE_STATE_ELEMENT_ID,
  withRequestQueryClient,
} from '@party/shared-ui/query';
import { matchPath, type BuiltAgainst, type RuntimeConfig } from '@party/shared-ui';
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../src/App';
import { RemoteRegistry, SIGNED_OUT } from '../src/remotes/remote-registry';
import { chromeCss } from '../src/styles/chrome.css';

/**
 * The shell's server render of a public page: the chrome and the page as the browser's first render will
 * draw them (signed out, the page's data already read), so the page reads correctly before — and without
 * — JavaScript, and the browser hydrates it instead of drawing it again.
 */

/** A page rendered on the server, in the pieces the host page is assembled from. */
export interface RenderedPage {
  readonly status: number;
  /** Title, description, canonical, preview-card tags, JSON-LD and the page's stylesheets. */
  readonly head: string;
  /** The markup inside `<div id="root">`. */
  readonly body: string;
  /** Scripts for the end of `<body>`: the data the page was rendered with. */
  readonly bodyEnd: string;
}

export interface RenderOptions {
  readonly config: RuntimeConfig;
  readonly site: SiteIdentity;
  /** What the shell's browser build was built against (its build-info.json). */
  readonly builtAgainst: BuiltAgainst;
  /** A remote's routes module for the server; undefined when it has none. */
  readonly loadRoutes: (remote: string) => Promise<unknown>;
  /** The longest the page's reads may take before the page is left to the browser. */
  readonly dataTimeoutMs?: number;
}

/** Rounds of rendering and reading: a page whose reads depend on earlier reads needs more than one. */
const MAX_PASSES = 4;
const DATA_TIMEOUT_MS = 3000;

/** Whether a read may run now, by its `enabled` option (a page turns off a read it cannot make yet). */
function enabled(query: Query): boolean {
  const option: unknown = (query.options as { enabled?: unknown }).enabled;
  const value: unknown = typeof option === 'function' ? (option as (query: Query) => unknown)(query) : option;
  return value !== false && query.options.queryFn !== skipToken;
}

/**
 * Reads that the last render asked for and that have not been answered yet. (Query.isDisabled cannot say:
 * on the server nothing subscribes to a read, and a read without subscribers that never ran counts as
 * disabled.)
 */
const waitingReads = (client: QueryClient): Query[] =>
  client
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'pending' && enabled(query));

/**
 * Whether a read failed: the API unreachable, a 5xx, a 429 when the server's own budget ran out. The
 * browser is better placed to show that and to try again, so such a page is not rendered on the server.
 * (An item that does not exist is not a failure: the public site reads it as null and renders its
 * not-found page, with a 404.)
 */
const anyFailed = (client: QueryClient): boolean =>
  client
    .getQueryCache()
    .findAll()
    .some(({ state }) => state.status === 'error');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Renders `url` (path and query) as a visitor who is not signed in sees it, or resolves undefined when the
 * page is better left to the browser: a part of the site without a server build (sign-in, the back
 * office), a remote that cannot be loaded, or data that cannot be read in time.
 */
export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(url, 'http://localhost');
  const registry = new RemoteRegistry(
    options.config,
    async (remote) => {
      const module = await options.loadRoutes(remote);
      if (module === undefined) throw new Error(`${remote} has no server build.`);
      return module;
    },
    // No pauses between tries: a remote that cannot be loaded now leaves the page to the browser.
    { host: options.builtAgainst, sleep: () => Promise.resolve(), quiet: true },
  );
  const parts = registry.serverRendered(pathname);
  await Promise.all([registry.preload(pathname, SIGNED_OUT).page, registry.ensure(parts)]);
  const snapshot = registry.getSnapshot();
  if (parts.some((name) => snapshot[name]?.state !== 'loaded')) return undefined;
  // A page that depends on the visitor's session is the browser's to render.
  const page = registry.routes().find(({ route }) => matchPath({ path: route.path, end: true }, pathname));
  if (page?.route.browserOnly) return undefined;

  const client = createQueryClient();
  // One answer per read: a failure leaves the page to the browser, which retries as it always does.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const deadline = Date.now() + (options.dataTimeoutMs ?? DATA_TIMEOUT_MS);

  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const render: ServerRender = createServerRender();
    // The chrome's stylesheet, which the shell's script injects under the same id in the browser.
    render.styles.set('shell-chrome', chromeCss);
    const body = collectServerRender(render, () =>
      withRequestQueryClient(client, () =>
        renderToString(<App config={options.config} registry={registry} Router={Router} />),
      ),
    );
    const waiting = waitingReads(client);
    if (waiting.length === 0) {
      if (anyFailed(client)) return undefined;
      // A page's address is its canonical one, without the list's filters; a not-found page has none.
      if (render.head.path === undefined && !render.head.noIndex) render.head.path = pathname;
      return {
        status: render.status,
        head: `${headTags(options.site, render)}\n${styleTags(render)}`,
        body,
        bodyEnd: `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptJson(dehydratePageState(client))}</script>`,
      };
    }
    const left = deadline - Date.now();
    if (left <= 0) return undefined;
    const settled = await withTimeout(Promise.allSettled(waiting.map((query) => query.fetch())), left);
    if (settled === 'timeout') return undefined;
  }
  return undefined;
}
