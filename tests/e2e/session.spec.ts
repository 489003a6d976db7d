import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';
import { createActiveUser } from '../helpers/api';
import { guardConsole } from '../helpers/console-guard';
import { ADMIN_CONSOLE_URL, E2E_ADMIN, E2E_PORTS } from '../helpers/topology';

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const accountMenu = (page: Page, name: RegExp | string) => page.getByRole('button', { name });

test.describe('navigation follows the session', () => {
  test('a super administrator signs in in the auth remote and the shell shows every admin entry', async ({
    page,
  }) => {
    const console = guardConsole(page);
    await page.goto('/login');
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);

    // Redirected home, greeted by username (no first name), with the admin entries of spec 01 §6.
    await expect(page).toHaveURL(/\/$/);
    await accountMenu(page, `Hi ${E2E_ADMIN.username}`).click();
    const admin = page.getByRole('list', { name: 'Administration' });
    for (const entry of [
      'Manage Gallery',
      'Manage Projects',
      'Manage News',
      'Manage About',
      'Manage Constituency',
      'Manage Wards',
      'Manage Branches',
      'Manage Invitations',
      'Manage Users',
    ]) {
      await expect(admin.getByRole('link', { name: entry })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(accountMenu(page, 'Account')).toBeVisible();
    await accountMenu(page, 'Account').click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Administration' })).toHaveCount(0);
    console.assertClean();
  });

  test('a member sees Profile but no admin entries, and downloads nothing of the admin console', async ({
    page,
    request,
  }) => {
    const member = await createActiveUser(request, 'member');
    const adminRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`:${E2E_PORTS.adminConsole}`)) adminRequests.push(r.url());
    });
    await page.goto('/login');
    await signIn(page, member.username, member.password);
    await expect(page).toHaveURL(/\/$/);
    await accountMenu(page, `Hi ${member.firstName}`).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Administration' })).toHaveCount(0);
    expect(adminRequests).toEqual([]);
  });

  test('an executive administrator sees the admin entries but not Manage Users', async ({
    page,
    request,
  }) => {
    const executive = await createActiveUser(request, 'executive_admin');
    await page.goto('/login');
    await signIn(page, executive.username, executive.password);
    // The menu closes when the page changes: open it once the redirect home has happened.
    await expect(page).toHaveURL(/\/$/);
    await accountMenu(page, `Hi ${executive.firstName}`).click();
    const admin = page.getByRole('list', { name: 'Administration' });
    await expect(admin.getByRole('link', { name: 'Manage News' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
  });

  test('a wrong password is refused with a message, and nothing changes in the menu', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, E2E_ADMIN.username, 'not-the-password');
    await expect(page.getByRole('alert').first()).toContainText(/invalid/i);
    await expect(accountMenu(page, 'Account')).toBeVisible();
  });
});

test.describe('the admin console on its own origin', () => {
  test('asks a visitor to sign in, then opens the console', async ({ page }) => {
    await page.goto(`${ADMIN_CONSOLE_URL}/admin/news`);
    await expect(page.getByRole('heading', { level: 1, name: /Sign in/ })).toBeVisible();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage Users' }),
    ).toBeVisible();
  });

  test('tells a member they need administrator access', async ({ page, request }) => {
    const member = await createActiveUser(request, 'member');
    await page.goto(`${ADMIN_CONSOLE_URL}/admin/news`);
    await signIn(page, member.username, member.password);
    await expect(page.getByText('You need administrator access to view this page.')).toBeVisible();
  });
});
