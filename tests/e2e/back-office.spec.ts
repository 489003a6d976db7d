import { expect, test, waitingForTheApp } from '../helpers/fixtures';
import { guardConsole } from '../helpers/console-guard';
import { E2E_ADMIN } from '../helpers/topology';

test('an administrator publishes a news article in the back office and visitors read it on the public site', async ({
  page,
  browser,
}) => {
  const console = guardConsole(page);
  const title = `Borehole commissioned in ward ${Math.random().toString(36).slice(2, 7)}`;

  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Inside the shell, the back office loads on demand.
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible();
  await page.getByRole('button', { name: 'New article' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').selectOption('development');
  await dialog.getByLabel('Author').fill('Communications Team');
  // Published a minute ago, so that it heads the console's list (newest first) among the demo articles.
  const minuteAgo = new Date(Date.now() - 60_000);
  const local = new Date(minuteAgo.getTime() - minuteAgo.getTimezoneOffset() * 60_000);
  await dialog.getByLabel('Published date').fill(local.toISOString().slice(0, 16));
  await dialog.getByLabel('Excerpt').fill('Clean water for three communities.');
  await dialog.getByLabel('Content').fill('The new borehole serves three communities of the ward.');
  await dialog.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByText('News article created successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: title })).toBeVisible();
  console.assertClean();

  // A visitor, signed out in a fresh browser context, finds it on the public news page.
  const visitor = waitingForTheApp(await browser.newPage());
  await visitor.goto('/news');
  await visitor.getByLabel('Search news').fill('Borehole commissioned');
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await visitor.close();
});
