import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configureApi, parseBuiltAgainst, PRODUCT_NAME } from '@party/shared-ui';
import { envPort, parseRuntimeConfig, serveUntilSignalled, type RuntimeConfig } from '@party/tooling/server';
import { runtimeConfigFromEnv } from './runtime-config-env';

// The shell's server: the host page (with public pages rendered into it), its runtime config.json and the
// /api proxy.

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/**
 * With SHELL_CONFIG_FILE the file is read again on every request for config.json, so pointing the site at
 * a newly released remote needs neither a shell build nor a restart. It may name several files, separated
 * by commas: the first that exists is used (an environment's file once a release tool has written it, else
 * a default). A file that becomes invalid is reported and the last good configuration stays in use.
 */
function fileConfig(files: readonly string[]): () => RuntimeConfig {
  const read = () => {
    const file = files.find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`none of ${files.join(', ')} exists`);
    return parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')));
  };
  let lastGood: RuntimeConfig;
  try {
    lastGood = read();
  } catch (error) {
    fail(
      new Error(
        `SHELL_CONFIG_FILE (${files.join(', ')}): ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
  return () => {
    try {
      lastGood = read();
    } catch (error) {
      console.error(
        `SHELL_CONFIG_FILE (${files.join(', ')}) is invalid; still serving the previous configuration.`,
        error,
      );
    }
    return lastGood;
  };
}

let runtimeConfig: RuntimeConfig | (() => RuntimeConfig);
if (process.env.SHELL_CONFIG_FILE) {
  runtimeConfig = fileConfig(
    process.env.SHELL_CONFIG_FILE.split(',')
      .map((file) => file.trim())
      .filter(Boolean)
      .map((file) => path.resolve(file)),
  );
} else {
  try {
    runtimeConfig = parseRuntimeConfig(runtimeConfigFromEnv(process.env));
  } catch (error) {
    fail(error);
  }
}
const currentConfig = typeof runtimeConfig === 'function' ? runtimeConfig : () => runtimeConfig;

const root = path.join(import.meta.dirname, 'dist');
const apiUpstream = process.env.API_URL ?? 'http://127.0.0.1:4000';
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:8080';
try {
  new URL(publicUrl);
} catch {
  fail(`PUBLIC_URL must be an absolute URL such as https://www.example.org (got "${publicUrl}").`);
}

/**
 * Public pages are rendered here (SERVER_RENDER=false turns it off): the page's reads go straight to the
 * API, and its remotes' server builds come from where config.json says each remote lives.
 */
const renderPage =
  process.env.SERVER_RENDER === 'false' ? undefined : await pageRenderer(path.join(root, 'build-info.json'));

/**
 * SERVER_REMOTE_ORIGINS: where this server reaches a remote whose address in config.json is the browsers'
 * one and not reachable from here (a container): `http://localhost:8081=http://web:8081`, comma-separated.
 */
function serverOrigins(setting: string | undefined): (url: string) => string {
  const map = new Map<string, string>();
  for (const pair of (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [from, to] = pair.split('=').map((part) => part.trim());
    try {
      map.set(new URL(from ?? '').origin, new URL(to ?? '').origin);
    } catch {
      fail(
        `SERVER_REMOTE_ORIGINS must list pairs such as http://localhost:8081=http://web:8081 (got "${pair}").`,
      );
    }
  }
  return (url) => {
    const parsed = new URL(url);
    const origin = map.get(parsed.origin);
    return origin ? `${origin}${parsed.pathname}${parsed.search}` : url;
  };
}

async function pageRenderer(buildInfoFile: string) {
  let buildInfo: { release: string; builtAgainst: unknown };
  try {
    buildInfo = JSON.parse(readFileSync(buildInfoFile, 'utf8')) as typeof buildInfo;
  } catch {
    fail(`${buildInfoFile} is missing or unreadable. Build the shell first (npm run build -w shell).`);
  }
  // What the browser build has compiled in (tooling/webpack.ts DefinePlugin), for the same code here.
  Object.assign(globalThis, {
    __APP_RELEASE__: buildInfo.release,
    __BUILT_AGAINST__: buildInfo.builtAgainst,
  });
  // The pages' reads go straight to the API; the pages show its address as browsers reach it.
  const callApi = (config: RuntimeConfig) =>
    configureApi({ baseUrl: `${apiUpstream.replace(/\/+$/, '')}/api`, publicBaseUrl: config.apiBaseUrl });
  let apiBaseUrl = currentConfig().apiBaseUrl;
  callApi(currentConfig());
  const builtAgainst = parseBuiltAgainst(buildInfo.builtAgainst);
  if (!builtAgainst)
    fail(`${buildInfoFile} does not say what the shell was built against. Rebuild the shell.`);
  const [{ renderPage }, { RemoteServerRoutes }] = await Promise.all([
    import('./server/render-page'),
    import('./server/remote-server-routes'),
  ]);
  const builds = new RemoteServerRoutes();
  const reach = serverOrigins(process.env.SERVER_REMOTE_ORIGINS);
  const site = {
    url: publicUrl,
    name: PRODUCT_NAME,
    description: `${PRODUCT_NAME}: news, projects, gallery and the executives of the constituency, its wards and branches.`,
  };
  return (url: string) => {
    const config = currentConfig();
    if (config.apiBaseUrl !== apiBaseUrl) {
      apiBaseUrl = config.apiBaseUrl;
      callApi(config);
    }
    return renderPage(url, {
      config,
      site,
      builtAgainst,
      loadRoutes: (remote) => {
        const manifest = config.remotes[remote]?.manifest;
        // A manifest given as a path is on the site's own address.
        return manifest ? builds.get(reach(new URL(manifest, publicUrl).href)) : Promise.resolve(undefined);
      },
    });
  };
}

await serveUntilSignalled({
  name: 'shell',
  root,
  host: process.env.HOST ?? '127.0.0.1',
  port: envPort('PORT', 8080),
  runtimeConfig,
  apiUpstream,
  ...(renderPage ? { renderPage } : {}),
});
