import { clearSession, configureApi } from '@party/shared-ui';
import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startTestApi, type TestApi } from '@party/shared-ui/testing';

export { fail, ok } from '@party/shared-ui/testing';

/**
 * Page tests run against a real HTTP server on 127.0.0.1 (the shared client is pointed at it), with the
 * session cleared before each test. Returns a getter, since the server starts in `beforeAll`.
 */
export function setupTestApi(): () => TestApi {
  let server: TestApi | undefined;
  beforeAll(async () => {
    server = await startTestApi();
    configureApi({ baseUrl: server.baseUrl });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server?.reset();
    clearSession();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return () => {
    if (!server) throw new Error('The test API starts in beforeAll.');
    return server;
  };
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
