import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from '../helpers/api';
import { guardConsole } from '../helpers/console-guard';
import { expect, test } from '../helpers/fixtures';
import { E2E_ADMIN, E2E_PORTS } from '../helpers/topology';

const API = `http://127.0.0.1:${E2E_PORTS.api}/api`;

interface Created {
  id: string;
}

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

/** Follows an entry of the account menu's Administration list: a move inside the app, not a page load. */
async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: `Hi ${E2E_ADMIN.username}` }).click();
  await page.getByRole('list', { name: 'Administration' }).getByRole('link', { name: entry }).click();
}

/** A constituency of its own with a ward holding two branches and an executive, made over the API. */
async function seedWardTree(request: APIRequestContext, suffix: string) {
  const headers = { authorization: `Bearer ${await apiLogin(request)}` };
  const post = async (path: string, data: Record<string, string>) => {
    const response = await request.post(`${API}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: Created }).data;
  };
  const constituencyName = `Nhyiaeso ${suffix}`;
  const constituency = await post('/constituencies', {
    constituency_name: constituencyName,
    office_location: 'Nhyiaeso Roundabout',
    phone_number: '032 202 3333',
    email: `nhyiaeso.${suffix}@example.org`,
  });
  const wardName = `Ahenema Kokoben ${suffix}`;
  const ward = await post(`/constituencies/${constituency.id}/wards`, {
    ward_name: wardName,
    office_location: 'Kokoben Junction',
  });
  const branchNames = [`Kokoben North ${suffix}`, `Kokoben South ${suffix}`];
  for (const branchName of branchNames) {
    await post(`/wards/${ward.id}/branches`, { branch_name: branchName, office_location: 'Kokoben' });
  }
  const executiveName = `Yaa Asantewaa ${suffix}`;
  await post(`/wards/${ward.id}/executives`, {
    full_name: executiveName,
    position_held: 'Ward Chairperson',
    date_of_assumption_of_office: '2024-02-01',
  });
  // A second ward, deleted over the API: it goes to the Trash, to be deleted for good from the console.
  const spareName = `Atwima ${suffix}`;
  const spare = await post(`/constituencies/${constituency.id}/wards`, {
    ward_name: spareName,
    office_location: 'Atwima Market',
  });
  const deleted = await request.delete(`${API}/wards/${spare.id}`, { headers });
  expect(deleted.status(), await deleted.text()).toBe(200);
  return { headers, constituency, constituencyName, wardName, branchNames, executiveName, spareName };
}

test('a ward deleted with its branches waits in the Trash and comes back whole; Delete forever asks first', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const tree = await seedWardTree(request, suffix);
  const { constituencyName, wardName, branchNames, executiveName, spareName } = tree;
  const wardTitle = `${wardName} Ward`;

  try {
    // The administrator deletes the ward in the Wards console, after its confirmation.
    const console = guardConsole(page);
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/wards');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Wards' })).toBeVisible();
    await page.getByLabel('Constituency').selectOption({ label: constituencyName });
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: wardName }) });
    await expect(card).toContainText(executiveName);
    await page.getByRole('button', { name: `Delete ${wardName}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Ward deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);

    // A visitor no longer finds it on the public ward page.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const visitorConsole = guardConsole(visitor);
    await visit(visitor, '/executives/ward');
    await visitor.getByLabel('Constituency').selectOption({ label: constituencyName });
    await expect(visitor.getByText('No wards recorded yet.')).toBeVisible();
    await expect(visitor.getByRole('region', { name: wardTitle })).toHaveCount(0);

    // The Trash lists it with what went with it, who deleted it and when it goes for good.
    await openFromMenu(page, 'Trash');
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filter the Trash' });
    await filters.getByLabel('Kind').selectOption({ label: 'Ward' });
    await filters.getByLabel('Search').fill(suffix);
    await filters.getByRole('button', { name: 'Apply' }).click();
    const trash = page.getByRole('table', { name: 'Deleted records' });
    const entry = trash.getByRole('row').filter({ has: page.getByRole('rowheader', { name: wardName }) });
    await expect(entry).toContainText('Ward');
    await expect(entry).toContainText('With 2 branches and 1 executive');
    await expect(entry).toContainText(E2E_ADMIN.username);
    await expect(trash.getByRole('row').filter({ hasText: spareName })).toContainText('With no branches');

    // With its entries listed, the page has no axe violations.
    await page.waitForLoadState('networkidle');
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
    expect(violations, 'axe on /admin/trash').toEqual([]);

    // Restore, from the keyboard: it is back at once, and leaves the Trash.
    await entry.getByRole('button', { name: `Restore ${wardName}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`“${wardName}” restored`)).toBeVisible();
    await expect(entry).toHaveCount(0);

    // Back in the Wards console (in the app, where the list was read before), with its branches and executive.
    await openFromMenu(page, 'Manage Wards');
    await page.getByLabel('Constituency').selectOption({ label: constituencyName });
    await expect(card).toContainText(executiveName);
    await expect(card.getByRole('definition').filter({ hasText: /^2$/ })).toHaveCount(1);
    await openFromMenu(page, 'Manage Branches');
    await page.getByLabel('Constituency').selectOption({ label: constituencyName });
    await page.getByLabel('Ward', { exact: true }).selectOption({ label: wardName });
    for (const branchName of branchNames) {
      await expect(page.getByRole('heading', { level: 2, name: branchName })).toBeVisible();
    }

    // And on the public site, whole.
    await visitor.reload();
    await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await visitor.getByLabel('Constituency').selectOption({ label: constituencyName });
    const ward = visitor.getByRole('region', { name: wardTitle });
    await expect(ward).toBeVisible();
    await expect(ward.getByRole('heading', { level: 4, name: executiveName })).toBeVisible();
    const branches = ward.getByRole('list', { name: `Branches of ${wardTitle}` });
    for (const branchName of branchNames) {
      await expect(branches.getByRole('heading', { name: branchName })).toBeVisible();
    }
    visitorConsole.assertClean();
    await visitorContext.close();

    // Delete forever asks first, naming the record; Cancel keeps it.
    await openFromMenu(page, 'Trash');
    await filters.getByLabel('Search').fill(suffix);
    await filters.getByRole('button', { name: 'Apply' }).click();
    const spare = trash.getByRole('row').filter({ has: page.getByRole('rowheader', { name: spareName }) });
    await spare.getByRole('button', { name: `Delete forever ${spareName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Delete ward “${spareName}”`);
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(spare).toHaveCount(1);

    await spare.getByRole('button', { name: `Delete forever ${spareName}` }).click();
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByText(`“${spareName}” deleted for good`)).toBeVisible();
    await expect(spare).toHaveCount(0);
    await expect(page.getByText('No deleted records match these filters.')).toBeVisible();

    // Gone for good: the API no longer lists it either.
    const listed = await request.get(`${API}/trash?search=${encodeURIComponent(suffix)}`, {
      headers: tree.headers,
    });
    expect(((await listed.json()) as { data: { label: string }[] }).data.map((e) => e.label)).toEqual([]);

    console.assertClean();
  } finally {
    // Whatever happened above, the constituency of this run (and all under it) goes, and leaves no entry.
    const removed = await request.delete(`${API}/constituencies/${tree.constituency.id}`, {
      headers: tree.headers,
    });
    expect([200, 404]).toContain(removed.status());
    const left = await request.get(`${API}/trash?search=${encodeURIComponent(suffix)}&limit=100`, {
      headers: tree.headers,
    });
    for (const { id } of ((await left.json()) as { data: Created[] }).data) {
      await request.delete(`${API}/trash/${id}`, { headers: tree.headers });
    }
  }
});
