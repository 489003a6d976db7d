import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

/** Where the router is (`data-testid="location"`), and a stand-in for the browser's back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/**
 * Renders pages at their addresses as the site routes them, starting at `entry`, through the real
 * providers: a fresh QueryClient without retries, and a router with a history to go back in.
 */
export function renderRoutes(entry: string, routes: Readonly<Record<string, ReactElement>>) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
        <Browser />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
