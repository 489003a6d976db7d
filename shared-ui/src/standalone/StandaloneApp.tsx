import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { configureApi } from '../api-client/default-client';
import { PRODUCT_NAME } from '../product';
import { createQueryClient } from '../query-client/query-client';
import { visibleNav, type RemoteRoute } from '../routing/remote-route';
import { RoutePage } from '../routing/RoutePage';
import { NotFoundPage } from '../routing/status-pages';
import { RuntimeConfigProvider, STANDALONE_CONFIG } from '../runtime-config/runtime-config-context';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { useSession } from '../session/session-store';
import { userRoles } from '../session/session-user';

interface StandaloneAppProps {
  /** What this app is called on its own, e.g. "Admin console". */
  title: string;
  /** The remote's container name, for error logs. */
  source: string;
  routes: readonly RemoteRoute[];
  config?: RuntimeConfig;
}

/**
 * A remote running on its own origin: the same routes the shell would mount, with the same providers,
 * under a minimal header. `/` goes to the first page when the remote has none there.
 */
export function StandaloneApp({ title, source, routes, config = STANDALONE_CONFIG }: StandaloneAppProps) {
  const [queryClient] = useState(createQueryClient);
  const home = routes.some((route) => route.path === '/') ? undefined : routes[0]?.path;
  const { user, isAuthenticated } = useSession();
  const nav = useMemo(
    () => visibleNav(routes, { signedIn: isAuthenticated, roles: userRoles(user) }),
    [routes, isAuthenticated, user],
  );
  useEffect(() => configureApi({ baseUrl: config.apiBaseUrl }), [config.apiBaseUrl]);

  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <header>
            <p>
              {PRODUCT_NAME} · {title}
            </p>
            {nav.length > 0 && (
              <nav aria-label="Main">
                <ul>
                  {nav.map((entry) => (
                    <li key={entry.path}>
                      <Link to={entry.path}>{entry.label}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </header>
          <main>
            <Routes>
              {routes.map(({ path, load }) => (
                <Route
                  key={path}
                  path={path}
                  element={<RoutePage key={path} load={load} source={source} />}
                />
              ))}
              {home !== undefined && <Route path="/" element={<Navigate to={home} replace />} />}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
