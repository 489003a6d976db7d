// `@party/shared-ui/query`: the page's one TanStack Query client, shared as its own Module Federation
// singleton. It is apart from the rest of shared-ui so that pages without server data (the home page
// among them) load nothing of TanStack Query: pages that need it are wrapped by `withQueryClient`
// (from `@party/shared-ui`), which loads this module beside the page.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

export { createQueryClient } from './query-client';

let client: QueryClient | undefined;

/** The client every page of every remote shares: one cache per page load. */
export function pageQueryClient(): QueryClient {
  return (client ??= createQueryClient());
}

/** Provides the page's client to `children`. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
