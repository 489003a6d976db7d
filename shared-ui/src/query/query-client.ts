import { QueryClient } from '@tanstack/react-query';

/**
 * The one place query defaults are decided, so the shell and a remote running on its own behave alike.
 * Inside the shell there is exactly one client: remotes use the shell's through the shared singleton.
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
