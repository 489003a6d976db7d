import type { SessionUser } from '@party/shared-ui';
import { clearSession } from '@party/shared-ui';
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { setupTestApi as setupSharedTestApi, type TestApi } from '@party/shared-ui/testing';

export { fail, ok } from '@party/shared-ui/testing';

/** The member whom the account tests sign in, as the API and the stored session spell the user. */
export const AMA = {
  id: 'u1',
  username: 'ama',
  email: 'ama@example.org',
  firstName: 'Ama',
  lastName: 'Mensah',
  picture: null,
  role: 'member',
} as const satisfies SessionUser;

/** Page and feature tests: the shared test API, with the session and storage cleared before each test. */
export function setupTestApi(): () => TestApi {
  return setupSharedTestApi({
    beforeEach: () => {
      clearSession();
      localStorage.clear();
    },
    afterEach: () => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    },
  });
}

/** Shows where the router went, as a heading: `/check-email?email=…`. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>{`Now at ${pathname}${search}`}</h1>;
}

/**
 * Renders a page at `url` through the real providers: a fresh QueryClient (no retries) and a router in
 * which every other path shows where it is.
 */
export function renderPage(page: ReactElement, url: string) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const path = url.split('?')[0] ?? url;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
