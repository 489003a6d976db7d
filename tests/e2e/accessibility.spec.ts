import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';
import path from 'node:path';
import { E2E_ADMIN, E2E_PORTS, E2E_TMP } from '../helpers/topology';

const API = `http://127.0.0.1:${E2E_PORTS.api}/api`;

/**
 * axe on every page a visitor can open and every console an administrator works in, on a wide and a narrow
 * screen, with the demo content the suite's API is seeded with. Any violation, of any impact, fails: each
 * is listed with the rule, its help text and the elements it found.
 */

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/news',
  '/news/00000000-0000-4000-8000-000000000000',
  '/projects',
  '/gallery',
  '/downloads',
  '/executives/constituency',
  '/executives/ward',
  '/executives/branch',
  '/contact',
  '/get-involved',
  '/login',
  '/register',
] as const;

const CONSOLES = [
  '/admin/news',
  '/admin/projects',
  '/admin/gallery',
  '/admin/about',
  '/admin/constituency',
  '/admin/wards',
  '/admin/branches',
  '/admin/invitations',
  '/admin/users',
  '/admin/audit',
  '/admin/trash',
  '/admin/security',
  '/profile',
] as const;

const SCREENS = [
  { name: 'wide', viewport: { width: 1280, height: 800 } },
  { name: 'narrow', viewport: { width: 390, height: 844 } },
] as const;

/** Waits until the page has drawn its content: its main heading is there and nothing is still loading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    count: violation.nodes.length,
  }));
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  expect(await violationsOf(page), `axe on ${path}`).toEqual([]);
}

/** The administrator's signed-in browser state, made once for the file. */
const signedIn = path.join(E2E_TMP, 'a11y-admin.json');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  // A fresh context: not the signed-in state the tests below use, which may be left from another worker.
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await signIn(page);
  await page.context().storageState({ path: signedIn });
  await page.close();
});

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} screen`, () => {
    test.use({ viewport: screen.viewport });
    test.describe.configure({ timeout: 60_000 });

    for (const path of PUBLIC_PAGES) {
      test(`${path}, signed out, has no axe violations`, async ({ page }) => {
        await expectNoViolations(page, path);
      });
    }

    test('an article, a project and a picture, each on its own page, have no axe violations', async ({
      page,
      request,
    }) => {
      const newest = async (list: string) => {
        const response = await request.get(`${API}/${list}`);
        expect(response.status(), list).toBe(200);
        // Lists answer `data: [...]`, the gallery `data: { items: [...] }`.
        const { data } = (await response.json()) as { data: { id: string }[] | { items: { id: string }[] } };
        return (Array.isArray(data) ? data : data.items)[0]!.id;
      };
      await expectNoViolations(page, `/news/${await newest('news?limit=1')}`);
      await expectNoViolations(page, `/projects/${await newest('projects?limit=1')}`);
      await expectNoViolations(page, `/gallery/${await newest('gallery/assets?page_size=1')}`);
    });

    test.describe('signed in as an administrator', () => {
      test.use({ storageState: signedIn });
      for (const path of [...CONSOLES, '/', '/news']) {
        test(`${path} has no axe violations`, async ({ page }) => {
          await expectNoViolations(page, path);
        });
      }
    });
  });
}
