import { expect, test } from '../helpers/fixtures';
import { guardConsole } from '../helpers/console-guard';
import { ADMIN_CONSOLE_URL, BROKEN_SHELL_URL, E2E_PORTS } from '../helpers/topology';

test.describe('the shell', () => {
  test('reads its runtime config and shows the public site inside the chrome', async ({ page, request }) => {
    const console = guardConsole(page);
    await page.goto('/');
    // The page carries its config inline; config.json serves the same, never cached.
    const inline = await page.locator('script#runtime-config').textContent();
    const served = await request.get('/config.json');
    expect(served.headers()['cache-control']).toBe('no-store');
    expect(JSON.parse(inline ?? '')).toEqual(await served.json());

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
    console.assertClean();
  });

  test('navigates between pages of the remotes by path and scrolls to the top', async ({ page }) => {
    const console = guardConsole(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    console.assertClean();
  });

  test('names each page in the tab title and moves focus to it after a navigation', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveTitle('News · Constituency Branch');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveTitle(/^Projects.* · Constituency Branch$/);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('downloads the documents of the Downloads page, which the API serves as attachments', async ({
    page,
  }) => {
    await page.goto('/downloads');
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download Manifesto/ }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe('manifesto.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    // Still on the site.
    await expect(page).toHaveURL(/\/downloads$/);
  });

  test('closes the narrow-screen menu with Escape, focus back on its button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('starts every page at the top, going back included', async ({ page }) => {
    const scrollY = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          ),
      );
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A link at the foot of the page: the page is left scrolled down.
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Contact' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(300);

    await footerLink.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollY()).toBe(0);
  });

  test('groups the three executive pages under one Executives menu', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Executives' }).click();
    await nav.getByRole('link', { name: 'Wards' }).click();
    await expect(page).toHaveURL(/\/executives\/ward$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ward Executives' })).toBeVisible();
    // The menu closed on navigation.
    await expect(nav.getByRole('link', { name: 'Branches' })).toBeHidden();
  });

  test('shows a helpful not-found page for unknown paths, inside the chrome', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a visitor of the public pages downloads nothing of the admin console', async ({ page }) => {
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`:${E2E_PORTS.adminConsole}`)) adminRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    expect(adminRequests).toEqual([]);
  });

  test('the account menu comes after the page, and says so when its remote cannot be reached', async ({
    page,
  }) => {
    const console = guardConsole(page);
    const authRemote = `http://localhost:${E2E_PORTS.authRemote}/`;
    // The home page is in the document before anything of the auth remote is asked for; then its menu
    // entries arrive.
    await page.addInitScript(() => {
      const seen = window as unknown as { pageShownAt?: number };
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('main h1')) return;
        seen.pageShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          (origin) => performance.getEntriesByType('resource').some((r) => r.name.startsWith(origin)),
          authRemote,
        ),
      )
      .toBe(true);
    const order = await page.evaluate((origin) => {
      const first = performance.getEntriesByType('resource').find((r) => r.name.startsWith(origin));
      return {
        pageShownAt: (window as unknown as { pageShownAt?: number }).pageShownAt,
        authAskedAt: first?.startTime,
      };
    }, authRemote);
    expect(order.pageShownAt).toBeDefined();
    expect(order.authAskedAt).toBeGreaterThan(order.pageShownAt!);
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    console.assertClean();

    // With the auth remote unreachable, the menu says so and the public pages carry on.
    await page.route(`${authRemote}**`, (route) => route.abort('connectionrefused'));
    await page.goto('/news');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account pages' })).toBeVisible();
    await expect(page.getByText('Account pages are unavailable right now', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  });

  test('loads the admin console on demand for /admin paths', async ({ page }) => {
    const console = guardConsole(page);
    await page.goto('/admin/invitations');
    await expect(page.getByRole('heading', { level: 1, name: 'Invitation Management' })).toBeVisible();
    console.assertClean();
  });

  test('proxies /api to the API', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { status: string; database: { status: string } } };
    expect(body.data.status).toBe('healthy');
    expect(body.data.database.status).toBe('connected');
  });
});

test.describe('a remote that is down', () => {
  test('shows a clear message in the content area while the chrome and other remotes keep working', async ({
    page,
  }) => {
    const console = guardConsole(page);
    await page.goto(`${BROKEN_SHELL_URL}/news`);
    await expect(page.getByRole('alert')).toContainText('unavailable');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // The auth remote is up: its pages still open from the account menu.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    console.assertClean([/Failed to load resource/, /could not be loaded/, /ERR_CONNECTION_REFUSED/]);
  });

  test('keeps the menu entries of the remote that is down from an earlier visit', async ({ page }) => {
    // What an earlier visit, with the public site up, left in this browser.
    await page.addInitScript(() => {
      localStorage.setItem(
        'shell.nav',
        JSON.stringify({
          public_site: [
            { path: '/news', nav: { label: 'News' } },
            { path: '/projects', nav: { label: 'Projects' } },
          ],
        }),
      );
    });
    await page.goto(`${BROKEN_SHELL_URL}/`);
    await expect(page.getByRole('alert')).toContainText('unavailable');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    // The page of a remote that is down: the same clear message, not "page not found".
    await expect(page.getByRole('alert')).toContainText('unavailable');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeHidden();
  });
});

test.describe('remotes on their own', () => {
  test('the admin console serves its own page on its own origin', async ({ page }) => {
    await page.goto(`${ADMIN_CONSOLE_URL}/admin/news`);
    // Signed out, the standalone console asks for sign-in first (the session spec signs in).
    await expect(page.getByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
  });

  test('remote manifests are never cached and carry CORS for other origins', async ({ request }) => {
    const response = await request.get(`http://localhost:${E2E_PORTS.publicSite}/mf-manifest.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
