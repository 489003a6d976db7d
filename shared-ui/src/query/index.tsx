// `@party/shared-ui/query`: the page's one TanStack Query client, shared as its own Module Federation
// singleton. It is apart from the rest of shared-ui so that pages without server data (the home page
// among them) load nothing of TanStack Query: pages that need it are wrapped by `withQueryClient`
// (from `@party/shared-ui`), which loads this module beside the page.
import { dehydrate, hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { readPageState } from './page-state';

export { createQueryClient } from './query-client';
export { PAGE_STATE_ELEMENT_ID } from './page-state';

/** What a server render carries to the browser: its answered reads (page-state.ts). */
export const dehydratePageState = (requestClient: QueryClient) => dehydrate(requestClient);

let client: QueryClient | undefined;
let serverClient: QueryClient | undefined;

/**
 * The client every page of every remote shares: one cache per page load. A page the server rendered starts
 * with the data it was rendered with.
 */
export function pageQueryClient(): QueryClient {
  if (serverClient) return serverClient;
  if (!client) {
    client = createQueryClient();
    const state = readPageState(globalThis.document);
    if (state) hydrate(client, state);
  }
  return client;
}

/**
 * Runs a synchronous server render with `requestClient` as the page's client: each request has a cache of
 * its own, while the module (and so `pageQueryClient`) is shared by every request the server handles.
 */
export function withRequestQueryClient<T>(requestClient: QueryClient, render: () => T): T {
  const previous = serverClient;
  serverClient = requestClient;
  try {
    return render();
  } finally {
    serverClient = previous;
  }
}

/** Provides the page's client to `children`. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
