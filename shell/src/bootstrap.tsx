import { checkHealth, configureApi, fetchRuntimeConfig, getSession, userRoles } from '@party/shared-ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { RemoteRegistry } from './remotes/remote-registry';
import { whenIdle } from './remotes/when-idle';
import { registerConfiguredRemotes, routesLoader } from './remotes/federation';
import { chromeCss } from './styles/chrome.css';
import { injectStyles } from './styles/inject';

/** The longest the first render waits for the first page: a slow remote never hides the chrome for long. */
const FIRST_RENDER_WAIT_MS = 1000;
/**
 * The longest a page rendered on the server waits for its code before it is drawn again from scratch
 * instead of hydrated; meanwhile the visitor already reads the server's page.
 */
const HYDRATION_WAIT_MS = 15_000;

const container = document.getElementById('root')!;
// The shell's server has rendered the page into the root (shell/server/render-page.tsx): the browser then
// hydrates it, with the data it was rendered with, instead of drawing it again.
const serverRendered = container.hasAttribute('data-server-rendered');
injectStyles('shell-chrome', chromeCss);

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

try {
  // A page rendered on the server is already on screen: the work below waits for the browser's next
  // turn, so it does not add to the long task of evaluating the page's scripts.
  if (serverRendered) await new Promise((resolve) => setTimeout(resolve, 0));
  // Where the API and each remote live is decided at run time, before the first render.
  const config = await fetchRuntimeConfig('/config.json');
  configureApi({ baseUrl: config.apiBaseUrl });
  // Health is checked once on start (spec 01 §1); the banner shows a warning or an error.
  void checkHealth();
  registerConfiguredRemotes(config);
  // Remotes built for another shared-ui major or route-module contract are refused with a message.
  const registry = new RemoteRegistry(config, routesLoader(config), { host: __BUILT_AGAINST__ });
  const { isAuthenticated, user } = getSession();
  // The first page's remotes and code start loading now (the host page's preload hints have usually
  // fetched them already). The first render waits, at most FIRST_RENDER_WAIT_MS, until the page's code is
  // in, so chrome and page render in one pass, without a loading state in between. Remotes deferred for
  // their menus (the account menu) follow once the page is in and the browser is idle; opening the menu
  // first loads them at once.
  const { pathname } = window.location;
  const first = registry.preload(pathname, { signedIn: isAuthenticated, roles: userRoles(user) });
  const server = serverRendered ? registry.ensure(registry.serverRendered(pathname)) : Promise.resolve();
  const ready = Promise.all([first.page, server]);
  void ready.then(() => whenIdle(() => void registry.ensure(registry.deferred())));
  const arrived = await Promise.race([
    ready,
    timeout(serverRendered ? HYDRATION_WAIT_MS : FIRST_RENDER_WAIT_MS),
  ]);
  if (serverRendered && arrived !== 'timeout') {
    registry.holdForHydration(pathname);
    // As a transition, hydration works in slices and yields to the browser between them: the visitor
    // reads and scrolls the server's page meanwhile, and a tap is handled at once (React hydrates what
    // was tapped first).
    startTransition(() => {
      hydrateRoot(container, <App config={config} registry={registry} />, {
        // The browser's page differed from the server's (another release of a remote reached the browser,
        // or a date in another time zone): React draws that part again. The visitor sees the page either
        // way, so this is worth a warning, not an error.
        onRecoverableError: (error) =>
          console.warn('The page was drawn again in the browser: it differed from the server’s.', error),
      });
    });
  } else {
    createRoot(container).render(<App config={config} registry={registry} />);
  }
} catch (error) {
  console.error('The site configuration could not be loaded.', error);
  createRoot(container).render(
    <main className="shell-fatal" role="alert">
      <h1>The site could not start</h1>
      <p>Its configuration could not be loaded. Please reload the page in a moment.</p>
    </main>,
  );
}
