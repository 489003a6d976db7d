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

/**
 * "Unavailable" for remotes that failed to load: Try again retries at once, and meanwhile the registry
 * tries them quietly, so the page comes back by itself when their server does.
 */
function RecoveringUnavailable({
  registry,
  remotes,
}: {
  registry: RemoteRegistry;
  remotes: readonly string[];
}) {
  const key = remotes.join(' ');
  useEffect(() => registry.watch(key.split(' ')), [registry, key]);
  return <Unavailable onRetry={() => void registry.ensure(remotes)} />;
}

const PART_NAMES: Readonly<Record<string, string>> = {
  public_site: 'public pages',
  auth_remote: 'sign-in and account pages',
  admin_console: 'back office',
};

/** A remote the shell refused: built for another version of the site. Says so, and why, in the page. */
function Incompatible({ refused }: { refused: readonly { name: string; reason: string }[] }) {
  return (
    <section role="alert" aria-labelledby="incompatible-title">
      <h1 id="incompatible-title">This part of the site cannot be shown</h1>
      <p>
        The version of the {refused.map(({ name }) => PART_NAMES[name] ?? name).join(' and ')} published on
        this site was built for a different version of the site, so it has been switched off. The rest of the
        site works as usual; please try again later.
      </p>
      <ul className="shell-incompatible__reasons">
        {refused.map(({ name, reason }) => (
          <li key={name}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}

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
  const snapshot = useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getServerSnapshot);

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
  const failed = candidates.filter((name) => snapshot[name]?.state === 'failed');
  const refused = candidates.flatMap((name) => {
    const status = snapshot[name];
    return status?.state === 'incompatible' ? [{ name, reason: status.reason }] : [];
  });

  const fallback = pending ? (
    <PageLoading />
  ) : failed.length > 0 ? (
    <RecoveringUnavailable registry={registry} remotes={failed} />
  ) : refused.length > 0 ? (
    <Incompatible refused={refused} />
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
