import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';
import { guardConsole } from '../helpers/console-guard';
import {
  E2E_ADMIN,
  E2E_PORTS,
  E2E_RELEASES_DIR,
  FILE_CONFIG_SHELL_URL,
  localShellConfig,
  SHELL_CONFIG_FILE,
  url,
} from '../helpers/topology';

/**
 * A team releases its remote alone, on the running site: the shell (serving config.json from
 * SHELL_CONFIG_FILE) is never rebuilt or restarted.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const env = { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR };
const VERSION = '0.2.0-e2e';

function run(command: string, args: string[], extra: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extra }, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}
/** `npm run releases -- …` against the file the running shell serves. */
const releases = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'tooling/releases-cli.ts', ...args]);
const intoShell = ['--config', SHELL_CONFIG_FILE];

const versions = (page: Page) => page.getByTestId('versions');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.afterAll(() => {
  writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(localShellConfig(), null, 2));
  rmSync(path.join(SHELL_CONFIG_FILE.replace(/\.json$/, '.history.json')), { force: true });
});

test.describe.serial('releasing the public site alone', () => {
  let releaseId = '';

  test('a release is built into its own immutable folder, then promoted and rolled back on the running site', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const guard = guardConsole(page);
    // A visitor opens the site before anything happens, and stays.
    await page.goto(`${FILE_CONFIG_SHELL_URL}/`);
    await expect(versions(page)).toContainText('public site 0.1.0');

    const built = run('npm', ['run', 'release', '-w', 'public-site'], { APP_RELEASE: VERSION });
    expect(built.status, built.output).toBe(0);
    releaseId = /(?:Released|Already released)[^:]*: public-site (\S+)/.exec(built.output)?.[1] ?? '';
    expect(releaseId).toMatch(new RegExp(`^${VERSION}-[0-9a-f]{12}$`));
    const manifest = JSON.parse(
      readFileSync(path.join(E2E_RELEASES_DIR, 'public-site', releaseId, 'release.json'), 'utf8'),
    ) as { version: string; builtAgainst: { routeContract: number } };
    expect(manifest).toMatchObject({ version: VERSION, builtAgainst: { routeContract: 1 } });

    const promoted = releases('promote', 'public-site', releaseId, ...intoShell);
    expect(promoted.status, promoted.output).toBe(0);
    const listed = releases('list', 'public-site');
    expect(listed.output).toContain(releaseId);

    // A new visit gets the release, with no shell build or restart…
    const next = await browser.newPage();
    await next.goto(`${FILE_CONFIG_SHELL_URL}/`);
    await expect(versions(next)).toContainText(`public site ${VERSION}`);
    await mainNav(next).getByRole('link', { name: 'Projects' }).click();
    await expect(next.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    // …while the page opened before keeps working on the build it loaded, pages not yet visited included.
    await mainNav(page).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(versions(page)).toContainText('public site 0.1.0');

    // Rolling back: new visits get the previous build again; the page opened on the release keeps working.
    const rolledBack = releases('rollback', 'public-site', ...intoShell);
    expect(rolledBack.status, rolledBack.output).toBe(0);
    const after = await browser.newPage();
    await after.goto(`${FILE_CONFIG_SHELL_URL}/`);
    await expect(versions(after)).toContainText('public site 0.1.0');
    await mainNav(next).getByRole('link', { name: 'Gallery' }).click();
    await expect(next.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(versions(next)).toContainText(`public site ${VERSION}`);
    guard.assertClean();
    await Promise.all([next.close(), after.close()]);
  });

  test('the shell refuses a remote built against another route-module contract, with a message in the page', async ({
    page,
  }) => {
    // A build of the public site made for contract 2, which this shell cannot read.
    expect(releaseId).not.toBe('');
    const incompatibleId = `${VERSION}-contract2`;
    const source = path.join(E2E_RELEASES_DIR, 'public-site', releaseId);
    const target = path.join(E2E_RELEASES_DIR, 'public-site', incompatibleId);
    rmSync(target, { recursive: true, force: true });
    cpSync(source, target, { recursive: true });
    // Its browser files and its server build (server/routes.cjs) alike: one build, made for contract 2.
    for (const file of readdirSync(target, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(target, file);
      // Precompressed copies would still hold the old text.
      if (/\.(br|gz)$/.test(file)) rmSync(full);
      else if (/\.c?js$/.test(file) || file === 'release.json') {
        const text = readFileSync(full, 'utf8');
        writeFileSync(
          full,
          text
            .replace(/routeContract:1\}/g, 'routeContract:2}')
            .replace(/"routeContract":1\}/g, '"routeContract":2}')
            .replace(/"routeContract": 1/g, '"routeContract": 2'),
        );
      }
    }
    writeFileSync(
      path.join(target, 'release.json'),
      readFileSync(path.join(target, 'release.json'), 'utf8').replace(releaseId, incompatibleId),
    );

    // The release tools refuse it first…
    const refused = releases('promote', 'public-site', incompatibleId, ...intoShell);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('route-module contract 2');
    // …and forced through anyway, the shell refuses it: a message in the page, never a blank screen.
    const forced = releases('promote', 'public-site', incompatibleId, ...intoShell, '--force');
    expect(forced.status, forced.output).toBe(0);
    const guard = guardConsole(page);
    await page.goto(`${FILE_CONFIG_SHELL_URL}/`);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'This part of the site cannot be shown' })).toBeVisible();
    await expect(alert).toContainText('public pages');
    await expect(alert).toContainText('route-module contract 2');
    // The chrome and the other remotes still work.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    guard.assertClean([/public_site remote was refused/]);

    expect(releases('rollback', 'public-site', ...intoShell).status).toBe(0);
    rmSync(target, { recursive: true, force: true });
  });
});

test('when the admin console’s server stops, the rest of the site works and the back office comes back by itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const port = E2E_PORTS.stoppableAdminConsole;
  const start = () =>
    spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
      cwd: path.join(root, 'admin-console'),
      env: { ...env, PORT: String(port) },
      stdio: 'ignore',
    });
  const up = async () => (await fetch(`${url(port)}/mf-manifest.json`).catch(() => null))?.status === 200;
  const stop = async (server: ChildProcess) => {
    server.kill('SIGTERM');
    await expect.poll(up).toBe(false);
  };

  let server = start();
  try {
    await expect.poll(up, { timeout: 30_000 }).toBe(true);
    writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(localShellConfig(port), null, 2));

    await page.goto(`${FILE_CONFIG_SHELL_URL}/login`);
    await page.getByLabel('Username or Email').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);

    await stop(server);
    await page.goto(`${FILE_CONFIG_SHELL_URL}/admin/news`);
    await expect(page.getByRole('alert')).toContainText('unavailable');
    // Public pages and the account pages keep working meanwhile.
    await mainNav(page).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await page.goto(`${FILE_CONFIG_SHELL_URL}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

    // The server comes back: the page waiting for it shows the console without being reloaded.
    await page.goto(`${FILE_CONFIG_SHELL_URL}/admin/news`);
    await expect(page.getByRole('alert')).toContainText('unavailable');
    server = start();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible({
      timeout: 45_000,
    });
  } finally {
    server.kill('SIGTERM');
    writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(localShellConfig(), null, 2));
  }
});

test.afterAll(() => {
  // Releases made by this suite stay for the next run (the same build is not released twice), except
  // what a failed run may have left half-made.
  const dir = path.join(E2E_RELEASES_DIR, 'public-site');
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.staging-')) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
});
