import { checkHealth, configureApi, fetchRuntimeConfig, getSession, userRoles } from '@party/shared-ui';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { RemoteRegistry } from './remotes/remote-registry';
import { whenIdle } from './remotes/when-idle';
import { registerConfiguredRemotes, routesLoader } from './remotes/federation';
import { chromeCss } from './styles/chrome.css';
import { injectStyles } from './styles/inject';

/** The longest the first render waits for the first page: a slow remote never hides the chrome for long. */
const FIRST_RENDER_WAIT_MS = 1000;

const root = createRoot(document.getElementById('root')!);
injectStyles('shell-chrome', chromeCss);

try {
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
  const first = registry.preload(window.location.pathname, {
    signedIn: isAuthenticated,
    roles: userRoles(user),
  });
  void first.page.then(() => whenIdle(() => void registry.ensure(registry.deferred())));
  await Promise.race([first.page, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  root.render(<App config={config} registry={registry} />);
} catch (error) {
  console.error('The site configuration could not be loaded.', error);
  root.render(
    <main className="shell-fatal" role="alert">
      <h1>The site could not start</h1>
      <p>Its configuration could not be loaded. Please reload the page in a moment.</p>
    </main>,
  );
}
