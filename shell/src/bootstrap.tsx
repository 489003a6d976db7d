import { checkHealth, configureApi, fetchRuntimeConfig, getSession, userRoles } from '@party/shared-ui';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { injectChromeStyles } from './chrome/styles';
import { RemoteRegistry } from './remotes/remote-registry';
import { registerConfiguredRemotes, routesLoader } from './remotes/federation';

const root = createRoot(document.getElementById('root')!);
injectChromeStyles();

try {
  // Where the API and each remote live is decided at run time, before the first render.
  const config = await fetchRuntimeConfig('/config.json');
  configureApi({ baseUrl: config.apiBaseUrl });
  // Health is checked once on start (spec 01 §1); the banner shows a warning or an error.
  void checkHealth();
  registerConfiguredRemotes(config);
  const registry = new RemoteRegistry(config, routesLoader(config));
  const { isAuthenticated, user } = getSession();
  registry.preload(window.location.pathname, { signedIn: isAuthenticated, roles: userRoles(user) });
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
