import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from '../helpers/api';
import { guardConsole } from '../helpers/console-guard';
import { expect, test } from '../helpers/fixtures';
import { E2E_ADMIN, E2E_PORTS } from '../helpers/topology';

const API = `http://127.0.0.1:${E2E_PORTS.api}/api`;

/** The demo ward the executive joins: first by name, so on the first page of the public ward directory. */
const WARD = 'Ahodwo';
const WARD_TITLE = `${WARD} Ward`;

interface Listed<T> {
  data: T[];
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

/** Removes, over the API, every executive of the demo ward with this name (left behind by a failed run). */
async function removeExecutivesNamed(request: APIRequestContext, name: string) {
  const headers = { authorization: `Bearer ${await apiLogin(request)}` };
  const constituencies = (await (await request.get(`${API}/constituencies`, { headers })).json()) as Listed<{
    id: string;
  }>;
  for (const constituency of constituencies.data) {
    const wards = (await (
      await request.get(`${API}/constituencies/${constituency.id}/wards?limit=100`, { headers })
    ).json()) as Listed<{ id: string; ward_name: string }>;
    for (const ward of wards.data.filter((candidate) => candidate.ward_name === WARD)) {
      const executives = (await (
        await request.get(`${API}/wards/${ward.id}/executives?limit=100`, { headers })
      ).json()) as Listed<{ id: string; full_name: string }>;
      for (const executive of executives.data.filter((candidate) => candidate.full_name === name)) {
        const removed = await request.delete(`${API}/wards/${ward.id}/executives/${executive.id}`, {
          headers,
        });
        expect(removed.status(), await removed.text()).toBe(200);
      }
    }
  }
}

test("a ward executive's phone reaches the public ward page only once they consent to it", async ({
  page,
  browser,
  request,
}) => {
  const suffix = String(Math.floor(Math.random() * 9000) + 1000);
  const name = `Akosua Boatemaa ${suffix}`;
  const phone = `024 777 ${suffix}`;
  const dialled = `tel:024777${suffix}`;

  try {
    // The administrator adds an executive with a phone number to the ward, leaving its consent unticked.
    const console = guardConsole(page);
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/wards');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Wards' })).toBeVisible();
    await page.getByRole('button', { name: `Add executive to ${WARD}`, exact: true }).click();

    const adding = page.getByRole('dialog', { name: 'Add executive' });
    await adding.getByLabel('Full name').fill(name);
    await adding.getByLabel('Position').fill('Ward Women Organiser');
    await adding.getByLabel('Date of assumption of office').fill('2024-03-01');
    await adding.getByLabel('Phone number').fill(phone);
    const consent = adding.getByRole('checkbox', { name: 'Show phone on the public site' });
    await expect(consent).not.toBeChecked();
    await adding.getByRole('button', { name: 'Add executive' }).click();
    await expect(page.getByText('Executive created successfully')).toBeVisible();
    await expect(adding).toHaveCount(0);

    // The back office lists the phone, and says the public site does not show it.
    const entry = page.getByRole('listitem').filter({ hasText: name });
    await expect(entry).toContainText(phone);
    await expect(entry).toContainText('Public: no phone, email or date of birth');

    // A visitor, signed out, finds the executive on the ward page, without a phone.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const visitorConsole = guardConsole(visitor);
    await visit(visitor, '/executives/ward');
    const ward = visitor.getByRole('region', { name: WARD_TITLE });
    const card = ward
      .getByRole('list', { name: `${WARD_TITLE} executives` })
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { level: 4, name }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Ward Women Organiser');
    await expect(card.getByText('Phone', { exact: true })).toHaveCount(0);
    await expect(visitor.getByText(phone)).toHaveCount(0);
    await expect(visitor.locator(`a[href="${dialled}"]`)).toHaveCount(0);

    // Nor is it in the page the server sends, before any script.
    const hidden = await (await request.get('/executives/ward')).text();
    expect(hidden).toContain('data-server-rendered');
    expect(hidden).toContain(name);
    expect(hidden).not.toContain(phone);
    expect(hidden).not.toContain(dialled);

    // The executive consents: the administrator ticks the box and saves.
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const editing = page.getByRole('dialog', { name: 'Edit executive' });
    await expect(editing.getByLabel('Phone number')).toHaveValue(phone);
    const editConsent = editing.getByRole('checkbox', { name: 'Show phone on the public site' });
    await expect(editConsent).not.toBeChecked();
    await editConsent.check();
    await editing.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Executive updated successfully')).toBeVisible();
    await expect(editing).toHaveCount(0);
    await expect(entry).toContainText('Public: phone');

    // The visitor reloads and can call the executive; the server's page carries the phone too.
    await visitor.reload();
    await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', dialled);
    const shown = await (await request.get('/executives/ward')).text();
    expect(shown).toContain(phone);
    expect(shown).toContain(dialled);
    visitorConsole.assertClean();
    await visitorContext.close();

    // Tidy up: the executive deleted from the back office, and gone from the public page.
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Executive deleted successfully')).toBeVisible();
    await expect(entry).toHaveCount(0);
    expect(await (await request.get('/executives/ward')).text()).not.toContain(name);
    console.assertClean();
  } finally {
    // Whatever happened above, no executive of this run stays on the demo ward.
    await removeExecutivesNamed(request, name);
  }
});
