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
} as const;

export const url = (port: number) => `http://localhost:${port}`;
export const SHELL_URL = url(E2E_PORTS.shell);
export const BROKEN_SHELL_URL = url(E2E_PORTS.brokenShell);
export const ADMIN_CONSOLE_URL = url(E2E_PORTS.adminConsole);
