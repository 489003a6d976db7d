/**
 * The shell's config.json, from the environment of its server:
 *
 * - `API_BASE_URL`: where browsers call the API (default `/api`, proxied by this server to `API_URL`);
 * - `PUBLIC_SITE_URL`, `AUTH_REMOTE_URL`, `ADMIN_CONSOLE_URL`: where each remote is served (its
 *   `mf-manifest.json` is expected at the root), defaults http://localhost:8081 … 8083;
 * - `SHELL_CONFIG_JSON`: a whole config.json instead, for layouts the variables above cannot describe.
 *
 * Moving or re-releasing a remote is a change here and a restart of this server, never a shell build.
 */
/** The auth remote's pages (spec 01 §2). */
export const AUTH_PATHS = [
  '/login',
  '/register',
  '/accept-invite',
  '/verify-email',
  '/check-email',
  '/forgot-password',
  '/reset-password',
  '/profile',
];

export function runtimeConfigFromEnv(env: Record<string, string | undefined>): unknown {
  if (env.SHELL_CONFIG_JSON) {
    try {
      return JSON.parse(env.SHELL_CONFIG_JSON) as unknown;
    } catch {
      throw new Error('SHELL_CONFIG_JSON must be valid JSON.');
    }
  }
  const manifest = (variable: string, fallback: string) =>
    `${(env[variable] || fallback).replace(/\/+$/, '')}/mf-manifest.json`;
  return {
    apiBaseUrl: env.API_BASE_URL || '/api',
    remotes: {
      public_site: { manifest: manifest('PUBLIC_SITE_URL', 'http://localhost:8081') },
      // Its pages load it; the account menu it fills waits until the page has loaded: the first page of
      // a visit downloads only what it shows.
      auth_remote: {
        manifest: manifest('AUTH_REMOTE_URL', 'http://localhost:8082'),
        lazy: { paths: AUTH_PATHS, idle: true },
      },
      // Loaded only for /admin pages, or for the menu of a signed-in administrator: a visitor of the
      // public pages downloads nothing of the back office.
      admin_console: {
        manifest: manifest('ADMIN_CONSOLE_URL', 'http://localhost:8083'),
        lazy: { paths: ['/admin'], role: 'admin' },
      },
    },
  };
}
