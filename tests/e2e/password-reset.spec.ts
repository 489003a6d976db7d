import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';
import { apiLogin } from '../helpers/api';
import { guardConsole } from '../helpers/console-guard';
import { linkIn, waitForMail } from '../helpers/mail';
import { E2E_PORTS, SHELL_URL } from '../helpers/topology';

const API = `http://127.0.0.1:${E2E_PORTS.api}/api`;

/** An active member created by the super administrator, with the address the mail goes to. */
async function createMember(request: APIRequestContext) {
  const token = await apiLogin(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  const member = {
    username: `abena${suffix}`,
    email: `abena.${suffix}@example.org`,
    firstName: 'Abena',
    password: 'Old-member-password-1',
  };
  const response = await request.post(`${API}/users`, {
    data: {
      username: member.username,
      email: member.email,
      first_name: member.firstName,
      last_name: 'Owusu',
      password: member.password,
      confirm_password: member.password,
      role: 'member',
      is_active: true,
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a member who forgot the password resets it from the emailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  const console = guardConsole(page);
  const member = await createMember(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Username or Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account matches' })).toBeVisible();

  const mail = await waitForMail(member.email, /Reset your password/);
  const link = linkIn(mail, `${SHELL_URL}/reset-password?token=`);

  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'New-member-password-2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await waitForMail(member.email, /Your password was changed/);

  // The old password no longer works…
  await signIn(page, member.username, member.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid username/email or password.' }),
  ).toBeVisible();
  // …the new one does.
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/`);
  await expect(page.getByRole('button', { name: `Hi ${member.firstName}` })).toBeVisible();

  // The link was for one use.
  await page.goto(link.href);
  await page.getByLabel('New password', { exact: true }).fill('Another-password-3');
  await page.getByLabel('Confirm new password').fill('Another-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
  // The refused sign-in and the spent link are the two 400s the browser reports.
  console.assertClean([/status of 400 \(Bad Request\)/]);
});

test('the profile sends a signed-out visitor to sign in, and back to the profile afterwards', async ({
  page,
  request,
}) => {
  const console = guardConsole(page);
  const member = await createMember(request);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn(page, member.username, member.password);

  await expect(page).toHaveURL(`${SHELL_URL}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(member.firstName);
  console.assertClean();
});

test('the forgotten-password pages are rendered by the server: they read without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SHELL_URL}/forgot-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Username or Email')).toBeVisible();
  await page.goto(`${SHELL_URL}/reset-password?token=abc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await page.goto(`${SHELL_URL}/login`);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await context.close();
});

test('the forgotten-password pages have no axe violations, with their confirmation and their errors shown', async ({
  page,
}) => {
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({
      rule: v.id,
      nodes: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));

  await page.goto('/forgot-password');
  expect(await violations(), 'the form').toEqual([]);
  await page.getByLabel('Username or Email').fill('nobody-here@example.org');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account matches' })).toBeVisible();
  // The confirmation takes the focus, so that it is read out.
  await expect(page.locator('.ar-confirmation')).toBeFocused();
  expect(await violations(), 'the confirmation').toEqual([]);

  await page.goto('/reset-password?token=abc');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(await violations(), 'the reset form with errors').toEqual([]);
});
