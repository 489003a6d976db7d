import { expect, test } from '../helpers/fixtures';
import { createInvitation } from '../helpers/api';
import { guardConsole } from '../helpers/console-guard';

test('an invited person creates an account from the invitation link and is told to check their email', async ({
  page,
  request,
}) => {
  const console = guardConsole(page);
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `kojo.${suffix}@example.org`;
  const token = await createInvitation(request, email);

  await page.goto(`/accept-invite?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Username').fill(`kojo${suffix}`);
  await page.getByLabel('First name').fill('Kojo');
  await page.getByLabel('Last name').fill('Boateng');
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByLabel('Confirm password').fill('a long enough password');
  await page.getByRole('button', { name: /create account/i }).click();

  await expect(page).toHaveURL(/\/check-email\?email=/);
  await expect(page.getByText(email).first()).toBeVisible();
  console.assertClean();
});

test('without an invitation token the form says so and cannot be sent', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('An invitation token is required to create an account.')).toBeVisible();
  await expect(page.getByRole('button', { name: /create account/i })).toBeDisabled();
});
