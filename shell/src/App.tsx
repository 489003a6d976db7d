import {
  RuntimeConfigProvider,
  ToastProvider,
  visibleNav,
  type RuntimeConfig,
  BrowserRouter,
} from '@party/shared-ui';
import { useEffect, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Footer } from './chrome/Footer';
import { NavBar, type AccountMenuState } from './chrome/NavBar';
import { MAIN_CONTENT_ID, useDocumentTitle } from './page-title';
import { navRoutes, rememberNav } from './remotes/remembered-nav';
import { loadedReleases, type RemoteRegistry } from './remotes/remote-registry';
import { useShellSession } from './session';
import { ShellRoutes } from './ShellRoutes';

/** Set on `<html>` once the app has taken over the page. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

interface AppProps {
  config: RuntimeConfig;
  registry: RemoteRegistry;
  /** The router: the browser's history, or on the server the one address being rendered. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The host page: providers shared with every remote, the chrome, and the merged routes. */
export function App({ config, registry, Router = BrowserRouter }: AppProps) {
  // Pages that read server data bring the page's one query client themselves (withQueryClient), so the
  // chrome and pages without data load nothing of TanStack Query.
  return (
    <RuntimeConfigProvider config={config}>
      <Router>
        {/* One toast region for the page: every remote's useToast() reaches it. */}
        <ToastProvider>
          <ShellLayout registry={registry} />
        </ToastProvider>
      </Router>
    </RuntimeConfigProvider>
  );
}

function ShellLayout({ registry }: { registry: RemoteRegistry }) {
  const session = useShellSession();
  const snapshot = useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getServerSnapshot);
  useDocumentTitle(MAIN_CONTENT_ID);
  // The page is the app's from here on (hydrated, or drawn in the browser): its controls respond. Tests
  // of a page rendered on the server wait for this before they use them.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  // A remote that is down keeps its menu entries from the last visit (remembered-nav.ts).
  useEffect(() => rememberNav(snapshot), [snapshot]);
  const entries = useMemo(() => visibleNav(navRoutes(snapshot), session.viewer), [snapshot, session.viewer]);

  // Remotes deferred for their menus (the account menu's) load after the first page (bootstrap), or at
  // once when the visitor opens the menu before that.
  const loadDeferred = () => void registry.ensure(registry.deferred());
  const deferredStates = registry.deferred().map((name) => snapshot[name]?.state);
  const accountMenu: AccountMenuState = deferredStates.some(
    (state) => state === 'failed' || state === 'incompatible',
  )
    ? 'failed'
    : deferredStates.every((state) => state === 'loaded')
      ? 'ready'
      : 'loading';

  return (
    <div className="shell-app">
      <a className="shell-skip" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      <NavBar
        entries={entries}
        user={session.navUser}
        onLogout={session.logout}
        accountMenu={accountMenu}
        onAccountOpen={loadDeferred}
      />
      {session.banner}
      <main id={MAIN_CONTENT_ID} className="shell-main" tabIndex={-1}>
        <ShellRoutes registry={registry} viewer={session.viewer} />
      </main>
      <Footer releases={loadedReleases(snapshot)} />
    </div>
  );
}
