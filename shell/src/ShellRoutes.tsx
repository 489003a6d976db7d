import {
  NotFoundPage,
  PageLoading,
  RoutePage,
  Unavailable,
  Route,
  Routes,
  useLocation,
} from '@party/shared-ui';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { MAIN_CONTENT_ID } from './page-title';
import { loadedRoutes, type RemoteRegistry, type Viewer } from './remotes/remote-registry';

interface ShellRoutesProps {
  registry: RemoteRegistry;
  viewer: Viewer;
}

/**
 * The pages of every loaded remote, merged into one route table. Paths no loaded remote claims show a
 * loading state while a remote that may own them is on its way, a retry when one failed, and the
 * not-found page otherwise.
 */
export function ShellRoutes({ registry, viewer }: ShellRoutesProps) {
  const { pathname } = useLocation();
  const snapshot = useSyncExternalStore(registry.subscribe, registry.getSnapshot);

  // Every navigation, back and forward included (spec 01 §2), starts at the top: the browser must not put
  // back an old scroll position once the page has rendered.
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  // Every navigation: scroll to the top, and load (or retry) whatever this page and menu need. After the
  // first page, focus moves to the content, so keyboard and screen-reader users start on the new page.
  const firstPage = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  useEffect(() => {
    void registry.ensure(registry.needed(pathname, viewer));
  }, [registry, pathname, viewer]);

  const routes = useMemo(() => loadedRoutes(snapshot), [snapshot]);

  const needed = registry.needed(pathname, viewer);
  const owners = registry.owners(pathname);
  const candidates = owners.length > 0 ? owners : needed;
  const pending = candidates.some((name) => {
    const state = snapshot[name]?.state;
    return state === 'loading' || state === 'idle';
  });
  const failed = candidates.some((name) => snapshot[name]?.state === 'failed');

  const fallback = pending ? (
    <PageLoading />
  ) : failed ? (
    <Unavailable onRetry={() => void registry.ensure(candidates)} />
  ) : (
    <NotFoundPage />
  );

  return (
    <Routes>
      {routes.map(({ remote, route }) => (
        <Route
          key={`${remote}:${route.path}`}
          path={route.path}
          element={
            <RoutePage
              key={route.path}
              load={route.load}
              source={remote}
              preloaded={registry.loadedPage(route.load)}
            />
          }
        />
      ))}
      <Route path="*" element={fallback} />
    </Routes>
  );
}
