import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, createActiveUser } from '../helpers/api';
import { guardConsole } from '../helpers/console-guard';
import { expect, test } from '../helpers/fixtures';
import { E2E_ADMIN, E2E_PORTS } from '../helpers/topology';

const API = `http://127.0.0.1:${E2E_PORTS.api}/api`;

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

async function signIn(page: Page, username: string, password: string) {
  await visit(page, '/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('an administrator edits a news article and a super administrator finds the change in the audit log', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Market stalls rebuilt ${suffix}`;
  const revised = `Market stalls rebuilt and opened ${suffix}`;

  // An administrator of their own, and an article of theirs published just now (it heads the console).
  const editor = await createActiveUser(request, 'admin');
  const token = await apiLogin(request, editor.username, editor.password);
  const created = await request.post(`${API}/news`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      excerpt: 'Traders return to the rebuilt stalls.',
      content: 'The assembly rebuilt forty stalls at the central market.',
      category: 'development',
      author: 'Communications Team',
      // On a whole minute: the console's form edits the time to the minute, so saving keeps it as it is.
      publishedAt: new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The administrator, in a browser of their own, edits its title in the back office; the audit log is not
  // theirs to read.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const editorConsole = guardConsole(editorPage);
  await signIn(editorPage, editor.username, editor.password);
  await visit(editorPage, '/admin/news');
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible();
  await editorPage.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = editorPage.getByRole('dialog');
  await dialog.getByLabel('Title').fill(revised);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editorPage.getByText('News article updated successfully')).toBeVisible();
  await visit(editorPage, '/admin/audit');
  await expect(editorPage.getByText('You need super administrator access to view this page.')).toBeVisible();
  editorConsole.assertClean();
  await editorContext.close();

  // The super administrator finds the edit by its author and record type.
  const auditor = page;
  const auditorConsole = guardConsole(auditor);
  await signIn(auditor, E2E_ADMIN.username, E2E_ADMIN.password);
  await auditor.goto('/admin/audit');
  await expect(auditor.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const filters = auditor.getByRole('form', { name: 'Filter audit log' });
  await filters.getByLabel('User').selectOption({ label: editor.username });
  await filters.getByLabel('Record type').selectOption({ label: 'News article' });
  await filters.getByRole('button', { name: 'Apply' }).click();

  const log = auditor.getByRole('table', { name: 'Audit log' });
  const edit = log.getByRole('row').filter({ hasText: `News article: ${revised}` });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText('Updated');
  await expect(edit).toContainText(editor.username);
  await expect(log.getByRole('row').filter({ hasText: `News article: ${title}` })).toContainText('Created');

  // Its changes open from the keyboard: only the title, before and after.
  const disclosure = edit.locator('summary');
  await expect(disclosure).toHaveText(`1 field changed: News article: ${revised}`);
  await disclosure.focus();
  await auditor.keyboard.press('Enter');
  const changes = edit.getByRole('table', { name: `Changes to News article: ${revised}` });
  await expect(changes.getByRole('row', { name: /^Title/ })).toContainText(title);
  await expect(changes.getByRole('row', { name: /^Title/ })).toContainText(revised);

  await auditor.waitForLoadState('networkidle');
  const violations = (await new AxeBuilder({ page: auditor }).analyze()).violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(violations, 'axe on /admin/audit').toEqual([]);
  auditorConsole.assertClean();
});
