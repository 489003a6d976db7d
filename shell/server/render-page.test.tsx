import {
  Page,
  PRODUCT_NAME,
  ROUTE_MODULE_CONTRACT,
  useHttpStatus,
  useParams,
  withQueryClient,
  type RemoteRoute,
  type RuntimeConfig,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { RenderOptions } from './render-page';

// What the shell's build compiles in (its Footer names its release).
vi.stubGlobal('__APP_RELEASE__', '9.9.9');
const { renderPage } = await import('./render-page');

const builtAgainst = { sharedUi: '0.1.0', routeContract: ROUTE_MODULE_CONTRACT };

/** The API the pages read, as plain functions: an article, its author, and reads that fail. */
const articles: Record<string, { title: string; authorId: string } | null> = {
  '1': { title: 'Town hall on the 2026 agenda', authorId: 'a' },
  gone: null,
};
const authors: Record<string, string> = { a: 'Ama Mensah' };

function ArticlePage() {
  const { id = '' } = useParams();
  const article = useQuery({ queryKey: ['news', id], queryFn: async () => articles[id] ?? null });
  // A read that needs the first one's answer: the server renders again once it is in.
  const authorId = article.data?.authorId;
  const author = useQuery({
    queryKey: ['author', authorId],
    queryFn: async () => authors[authorId!]!,
    enabled: authorId !== undefined,
  });
  useHttpStatus(article.data === null ? 404 : undefined);
  if (article.data === null) return <Page title="Article not found" />;
  if (!article.data || !author.data) return <p>Loading…</p>;
  return (
    <Page title={article.data.title} subtitle={`By ${author.data}`}>
      <p>The article.</p>
    </Page>
  );
}

function FailingPage({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['failing', String(read)], queryFn: read });
  return <p>{query.data ?? 'Loading…'}</p>;
}

const page = (Component: () => React.ReactElement) => withQueryClient(async () => ({ default: Component }));

const routes: RemoteRoute[] = [
  { path: '/', load: async () => ({ default: () => <Page title="Home" /> }), nav: { label: 'Home' } },
  { path: '/news/:id', load: page(ArticlePage) },
  {
    path: '/broken',
    load: page(() => <FailingPage read={() => Promise.reject(new Error('The API is down'))} />),
  },
  { path: '/slow', load: page(() => <FailingPage read={() => new Promise<string>(() => undefined)} />) },
  { path: '/mine', load: async () => ({ default: () => <Page title="Your profile" /> }), browserOnly: true },
];

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  remotes: {
    public_site: { manifest: 'http://127.0.0.1:9/mf-manifest.json' },
    auth_remote: { manifest: 'http://127.0.0.1:9/auth/mf-manifest.json', lazy: { paths: ['/login'] } },
  },
};

const options = (overrides: Partial<RenderOptions> = {}): RenderOptions => ({
  config,
  site: { url: 'https://www.example.org', name: PRODUCT_NAME, description: 'The branch site.' },
  builtAgainst,
  // The public site has a server build; the auth remote has none.
  loadRoutes: (remote) =>
    Promise.resolve(remote === 'public_site' ? { routes, builtAgainst, release: '1.4.0' } : undefined),
  dataTimeoutMs: 200,
  ...overrides,
});

let errors: MockInstance<typeof console.error>;
beforeAll(() => {
  // A page whose read fails logs it, as in the browser; the render's own outcome is what is checked.
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => errors.mockRestore());

describe('renderPage', () => {
  it('renders chrome and page with every read answered, reads that depend on others included', async () => {
    const rendered = await renderPage('/news/1?from=list', options());
    expect(rendered?.status).toBe(200);
    expect(rendered?.body).toContain('<h1 class="pui-page__title">Town hall on the 2026 agenda</h1>');
    expect(rendered?.body).toContain('By Ama Mensah');
    // The chrome, signed out, with the remote's menu and release.
    expect(rendered?.body).toContain('href="/"');
    expect(rendered?.body).toContain('public site 1.4.0');
    expect(rendered?.head).toContain(`<title>Town hall on the 2026 agenda · ${PRODUCT_NAME}</title>`);
    expect(rendered?.head).toContain('<meta name="description" content="By Ama Mensah" />');
    // The canonical address has no query; the page's sheets are in the head.
    expect(rendered?.head).toContain('<link rel="canonical" href="https://www.example.org/news/1" />');
    expect(rendered?.head).toContain('<style data-page-style="shell-chrome">');
    // The data the browser hydrates with.
    const state = /<script id="page-query-state" type="application\/json">(.*)<\/script>/.exec(
      rendered!.bodyEnd,
    );
    const queries = (JSON.parse(state![1]!) as { queries: { queryKey: unknown[] }[] }).queries;
    expect(queries.map(({ queryKey }) => queryKey)).toEqual([
      ['news', '1'],
      ['author', 'a'],
    ]);
  });

  it('answers 404 for a missing item and for an address no page has', async () => {
    const missing = await renderPage('/news/gone', options());
    expect(missing?.status).toBe(404);
    expect(missing?.body).toContain('Article not found');
    const nowhere = await renderPage('/nowhere', options());
    expect(nowhere?.status).toBe(404);
    expect(nowhere?.body).toContain('Page not found');
    expect(nowhere?.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('leaves to the browser a page of a remote without a server build, or a remote it cannot load', async () => {
    expect(await renderPage('/login', options())).toBeUndefined();
    expect(await renderPage('/', options({ loadRoutes: () => Promise.resolve(undefined) }))).toBeUndefined();
    expect(
      await renderPage('/', options({ loadRoutes: () => Promise.reject(new Error('unreachable')) })),
    ).toBeUndefined();
  });

  it('leaves to the browser a page that depends on the visitor’s session', async () => {
    expect(await renderPage('/mine', options())).toBeUndefined();
  });

  it('leaves to the browser a page whose data cannot be read, or not in time', async () => {
    expect(await renderPage('/broken', options())).toBeUndefined();
    expect(await renderPage('/slow', options({ dataTimeoutMs: 50 }))).toBeUndefined();
  });

  it('refuses a server build made for another contract, as the browser refuses its remote', async () => {
    const other = { routes, builtAgainst: { sharedUi: '7.0.0', routeContract: ROUTE_MODULE_CONTRACT } };
    expect(await renderPage('/', options({ loadRoutes: () => Promise.resolve(other) }))).toBeUndefined();
  });
});
