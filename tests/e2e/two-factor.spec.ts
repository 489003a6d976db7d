import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { totpCode } from '@party/api/testing/two-factor';
import { createActiveUser } from '../helpers/api';
import { guardConsole } from '../helpers/console-guard';
import { expect, test } from '../helpers/fixtures';

/** The step after the current one: the app's code of this step was spent when it was turned on. */
const NEXT_STEP_MS = 30_000;

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

async function passwordStep(page: Page, member: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Hi / }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

test('a member turns on two-factor sign-in from the profile, then signs in with a code and with a recovery code once', async ({
  page,
  request,
}) => {
  const console = guardConsole(page);
  const member = await createActiveUser(request, 'member');
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The profile offers it; setting up shows the QR code and the key to type by hand.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Sign-in asks only for your password.')).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeFocused();
  const qr = section.getByRole('img', { name: /^QR code that adds .+ to an authenticator app$/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const key = ((await section.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page), 'axe on the set-up').toEqual([]);

  // The app's code turns it on; the ten recovery codes are shown once.
  await section.getByLabel('Enter the 6-digit code the app shows').fill(totpCode(key));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await expect(section.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'download',
    'recovery-codes.txt',
  );
  await section.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(list).toHaveCount(0);
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // Signing in now asks for a code after the password.
  await signOut(page);
  await passwordStep(page, member);
  const code = page.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toBeFocused();
  expect(await violationsOf(page), 'axe on the second step of sign-in').toEqual([]);
  await code.fill(totpCode(key, Date.now() + NEXT_STEP_MS));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Hi / })).toBeVisible();

  // A recovery code stands in for the app, once.
  await signOut(page);
  await passwordStep(page, member);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('Recovery codes left: 9'),
  ).toBeVisible();

  await signOut(page);
  await passwordStep(page, member);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('That recovery code is not right, or it has already been used.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // The refused code's 400 is the browser's own console line; nothing else may be there.
  console.assertClean([/status of 400/]);
});
