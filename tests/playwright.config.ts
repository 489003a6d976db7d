import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eDatabaseUrl } from './helpers/e2e-database';
import {
  E2E_ADMIN,
  E2E_PORTS,
  E2E_RELEASES_DIR,
  E2E_TMP,
  localShellConfig,
  SHELL_CONFIG_FILE,
  SHELL_URL,
  url,
} from './helpers/topology';

/**
 * End-to-end: the built shell and each remote served by their own servers on their own ports, over the
 * built API on a fresh database (PostgreSQL with TEST_DATABASE_URL, else embedded PGlite), driven in Debian's
 * Chromium (no browser download).
 * `npm run build` must have run first (`npm test` does).
 */
const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = mkdtempSync(path.join(tmpdir(), 'party-e2e-'));
const apiUrl = `http://127.0.0.1:${E2E_PORTS.api}`;
mkdirSync(E2E_TMP, { recursive: true });
writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(localShellConfig(), null, 2));

const frontend = (dir: string, port: number, env: Record<string, string> = {}) => ({
  command: `node --import tsx server.ts`,
  cwd: path.join(root, dir),
  url: `http://127.0.0.1:${port}/`,
  env: { PORT: String(port), API_URL: apiUrl, RELEASES_DIR: E2E_RELEASES_DIR, ...env },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

const remotes = {
  PUBLIC_SITE_URL: url(E2E_PORTS.publicSite),
  AUTH_REMOTE_URL: url(E2E_PORTS.authRemote),
  ADMIN_CONSOLE_URL: url(E2E_PORTS.adminConsole),
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: remotes load over several servers on a small, possibly busy machine, and the
  // longer journeys (two consoles, axe scans, a second browser page) take 15–20 s when it is quiet.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    // First: the API sends mail to it from its first request.
    {
      command: 'node --import tsx helpers/mail-sink.ts',
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${E2E_PORTS.mailHttp}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // On PostgreSQL when TEST_DATABASE_URL names a server (a scratch database, emptied first), else on
      // embedded PGlite in a temporary folder.
      command: `node --import tsx ${path.join(import.meta.dirname, 'helpers/e2e-database.ts')} && node dist/server.js`,
      cwd: path.join(root, 'api'),
      url: `${apiUrl}/api/health`,
      env: {
        PORT: String(E2E_PORTS.api),
        DATA_DIR: dataDir,
        DATABASE_URL: e2eDatabaseUrl(),
        LOG_LEVEL: 'warn',
        // Pages are tried with content on them, as visitors see them.
        SEED_DEMO_CONTENT: 'true',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Many sign-ins from one address in a few seconds.
        AUTH_RATE_LIMIT_MAX: '1000',
        RATE_LIMIT_MAX: '10000',
        PUBLIC_URL: SHELL_URL,
        // Every email goes to the suite's mail sink, where the specs read it (helpers/mail.ts).
        SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.mailSmtp}/?ignoreTLS=true`,
        CORS_ORIGINS: Object.values(E2E_PORTS)
          .map((port) => url(port))
          .join(','),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    frontend('public-site', E2E_PORTS.publicSite),
    frontend('auth-remote', E2E_PORTS.authRemote),
    frontend('admin-console', E2E_PORTS.adminConsole),
    frontend('shell', E2E_PORTS.shell, { ...remotes, PUBLIC_URL: SHELL_URL }),
    frontend('shell', E2E_PORTS.brokenShell, { ...remotes, PUBLIC_SITE_URL: url(E2E_PORTS.deadRemote) }),
    frontend('shell', E2E_PORTS.fileConfigShell, { SHELL_CONFIG_FILE }),
  ],
});
