import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { createActiveUser } from '../helpers/api';
import { guardConsole } from '../helpers/console-guard';
import { expect, test } from '../helpers/fixtures';

/** Two devices of one member, as their browsers introduce themselves. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Opens a page and, when the shell's server rendered it, waits until the app has taken it over (as the
 * suite's `page` fixture does for its own page; a second browser context's page needs it said).
 */
async function visit(page: Page, url: string) {
  await page.goto(url);
  if ((await page.locator('#root[data-server-rendered]').count()) > 0) {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  }
}

/** A browser of its own, announcing `userAgent`, signed in as the member. */
async function signedInDevice(
  browser: Browser,
  userAgent: string,
  member: { username: string; password: string },
) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await visit(page, '/login');
  await page.getByLabel('Username or Email').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  return { context, page };
}

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

test('a member sees where they are signed in and signs out their phone from their computer', async ({
  browser,
  request,
}) => {
  // A member of their own: ending one of their sessions touches no other spec's sign-in.
  const member = await createActiveUser(request, 'member');
  const computer = await signedInDevice(browser, FIREFOX_ON_WINDOWS, member);
  const phone = await signedInDevice(browser, SAFARI_ON_IPHONE, member);
  try {
    // The phone reads the profile while its session lives.
    await visit(phone.page, '/profile');
    await expect(phone.page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

    // On the computer, the profile lists both devices, this one marked as such and first.
    const page = computer.page;
    const console = guardConsole(page);
    await visit(page, '/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Where you’re signed in' })).toBeVisible();
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    const items = sessions.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const here = items.first();
    await expect(here.getByRole('heading', { level: 3 })).toHaveText('Firefox on Windows This device');
    await expect(here.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
    const there = sessions.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
    await expect(there.getByRole('heading', { level: 3 })).toHaveText('Safari on iPhone');
    await expect(there).toContainText('Last used');
    await expect(there).toContainText('This network');
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page), 'axe on /profile with two sessions').toEqual([]);

    // Signing out the phone asks first; cancelling keeps it.
    const signOutPhone = there.getByRole('button', { name: 'Sign out Safari on iPhone' });
    await signOutPhone.click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out this session?' });
    await expect(confirm).toContainText('Safari on iPhone');
    await expect(confirm).toContainText('will be signed out at once and will have to sign in again');
    expect(await violationsOf(page), 'axe on the sign-out confirmation').toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(items).toHaveCount(2);

    await signOutPhone.click();
    await confirm.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByText('Signed out of Safari on iPhone.')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(
      'Firefox on Windows This device',
    );
    await expect(page.getByRole('button', { name: 'Sign out of all other sessions' })).toHaveCount(0);
    console.assertClean();

    // The phone's next visit to the profile finds it signed out and asks it to sign in again.
    await visit(phone.page, '/profile');
    await expect(phone.page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await expect(phone.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(phone.page.getByRole('button', { name: 'Account' })).toBeVisible();

    // The computer stays signed in.
    await visit(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(items).toHaveCount(1);
  } finally {
    await computer.context.close();
    await phone.context.close();
  }
});
