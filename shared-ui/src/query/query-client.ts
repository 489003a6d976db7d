import { QueryClient } from '@tanstack/react-query';

/**
 * The one place query defaults are decided. A page has exactly one client (`pageQueryClient`), which
 * every remote reaches through the `@party/shared-ui/query` singleton; tests make their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Content changes rarely; refetching on every mount would only add load on the API.
        staleTime: 30_000,
        retry: 1,
      },
    },
  });
}
