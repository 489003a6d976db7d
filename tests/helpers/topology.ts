import path from 'node:path';

/**
 * Where the end-to-end suite runs each part: its own ports, so that it never collides with a site started
 * by `npm start` on the defaults.
 */
export const E2E_PORTS = {
  api: 4100,
  shell: 8180,
  publicSite: 8181,
  authRemote: 8182,
  adminConsole: 8183,
  /** A second shell whose config points the public site at a port where nothing listens. */
  brokenShell: 8190,
  deadRemote: 8199,
  /** A shell that serves config.json from a file the tests rewrite while it runs. */
  fileConfigShell: 8191,
  /** An admin console server that a test stops and starts again. */
  stoppableAdminConsole: 8193,
  /** The mail sink (helpers/mail-sink.ts): SMTP for the API, and HTTP for the specs to read the mail. */
  mailSmtp: 4125,
  mailHttp: 4126,
} as const;

export const url = (port: number) => `http://localhost:${port}`;
export const SHELL_URL = url(E2E_PORTS.shell);
export const BROKEN_SHELL_URL = url(E2E_PORTS.brokenShell);
export const ADMIN_CONSOLE_URL = url(E2E_PORTS.adminConsole);

/** Scratch space of the suite (ignored by git). */
export const E2E_TMP = path.join(import.meta.dirname, '..', '.tmp');
export const SHELL_CONFIG_FILE = path.join(E2E_TMP, 'shell-config.json');
export const FILE_CONFIG_SHELL_URL = url(E2E_PORTS.fileConfigShell);
/** Where the suite's remotes are released (RELEASES_DIR of the remotes' servers and the release tools). */
export const E2E_RELEASES_DIR = path.join(E2E_TMP, 'releases');

/** The config.json of the local topology, for a shell that reads it from a file. */
export function localShellConfig(adminConsolePort: number = E2E_PORTS.adminConsole) {
  return {
    apiBaseUrl: '/api',
    remotes: {
      public_site: { manifest: `${url(E2E_PORTS.publicSite)}/mf-manifest.json` },
      auth_remote: {
        manifest: `${url(E2E_PORTS.authRemote)}/mf-manifest.json`,
        lazy: {
          paths: [
            '/login',
            '/register',
            '/accept-invite',
            '/verify-email',
            '/check-email',
            '/forgot-password',
            '/reset-password',
            '/profile',
          ],
          idle: true,
        },
      },
      admin_console: {
        manifest: `${url(adminConsolePort)}/mf-manifest.json`,
        lazy: { paths: ['/admin'], role: 'admin' },
      },
    },
  };
}

/** The super administrator the API creates on its empty database (ADMIN_USERNAME and friends). */
export const E2E_ADMIN = {
  username: 'e2e-admin',
  email: 'e2e-admin@example.org',
  password: 'E2e-admin-password-1',
} as const;
