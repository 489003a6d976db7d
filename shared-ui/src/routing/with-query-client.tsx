import type { PageLoader } from './remote-route';

/**
 * A page loader whose page renders inside the page's one TanStack Query client. The client's module
 * (`@party/shared-ui/query`, with TanStack Query) loads beside the page, so pages that do not use it
 * never download it. Routes whose pages read or write server data wrap their loader with this.
 */
export function withQueryClient(load: PageLoader): PageLoader {
  return async () => {
    // IMPORTANT: imported by package name, not by path: Module Federation then gives every remote the
    // page's one copy (a shared singleton), and with it one client and one cache.
    const [page, { QueryProvider }] = await Promise.all([load(), import('@party/shared-ui/query')]);
    const Page = page.default;
    return {
      default: function PageWithQueryClient() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    };
  };
}
