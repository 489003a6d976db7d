import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  E2E_PORTS,
  E2E_TMP,
  FILE_CONFIG_SHELL_URL,
  localShellConfig,
  SHELL_CONFIG_FILE,
  url,
} from '../helpers/topology';

const root = path.resolve(import.meta.dirname, '..', '..');
const nextBuild = path.join(E2E_TMP, 'public-site-next');

test.afterAll(() => {
  writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(localShellConfig(), null, 2));
  rmSync(nextBuild, { recursive: true, force: true });
});

test('a rebuilt remote on another port is picked up from config.json, without touching the shell', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${FILE_CONFIG_SHELL_URL}/`);
  await expect(page.getByTestId('versions')).toContainText('public site 0.1.0');

  // Release a new build of the public site on its own port…
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'webpack.build.ts'], {
    cwd: path.join(root, 'public-site'),
    env: { ...process.env, BUILD_OUT_DIR: nextBuild, APP_RELEASE: '0.1.1-next' },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr + build.stdout).toBe(0);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: path.join(root, 'public-site'),
    env: { ...process.env, PORT: String(E2E_PORTS.nextPublicSite), DIST_DIR: nextBuild },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        async () =>
          (await fetch(`${url(E2E_PORTS.nextPublicSite)}/mf-manifest.json`).catch(() => null))?.status,
        {
          timeout: 30_000,
        },
      )
      .toBe(200);

    // …and point the running shell at it by editing its configuration file.
    writeFileSync(SHELL_CONFIG_FILE, JSON.stringify(localShellConfig(E2E_PORTS.nextPublicSite), null, 2));
    await page.reload();
    await expect(page.getByTestId('versions')).toContainText('public site 0.1.1-next');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    // Its server stops while the visitor is on the site: pages not yet fetched show the fallback in the
    // content area, and the chrome and the other remotes keep working.
    server.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(url(E2E_PORTS.nextPublicSite)).catch(() => null)) === null)
      .toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('alert')).toContainText('unavailable');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  } finally {
    server.kill('SIGTERM');
  }
});
