import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitingForTheApp } from '../helpers/fixtures';
import { guardConsole } from '../helpers/console-guard';
import { E2E_ADMIN } from '../helpers/topology';

/** A one-page PDF, as small as a reader accepts. */
function pdf(title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n% ${title}\n`;
  return Buffer.from(text, 'latin1');
}

/** axe's violations on the page as it stands: rule, help and the first elements it found. */
async function violationsOf(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

test("an administrator changes the office's phone and uploads a document, and visitors see both", async ({
  page,
  browser,
  request,
}) => {
  const console = guardConsole(page);
  const suffix = String(Math.floor(Math.random() * 9000) + 1000);
  const phone = `030 555 ${suffix}`;
  const title = `Ward development plan ${suffix}`;

  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The Site settings console, filled with the demo office's details.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  const phoneField = page.getByLabel('Phone');
  await expect(phoneField).toHaveValue('032 202 4581');
  expect(await violationsOf(page), 'axe on /admin/settings').toEqual([]);
  const previous = await phoneField.inputValue();
  await phoneField.fill(phone);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved successfully')).toBeVisible();

  // A refused save names the field, in the API's words.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await page.getByRole('button', { name: 'Undo changes' }).click();

  // Documents: upload a PDF, with its title.
  await page.goto('/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const upload = page.getByRole('form', { name: 'Upload a document' });
  await upload.getByLabel(/^Title/).fill(title);
  await upload.getByLabel('Description').fill('Priorities agreed at the ward meeting.');
  await upload
    .getByLabel(/^PDF file/)
    .setInputFiles({ name: 'ward-plan.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Documents, in order' }).getByRole('heading', { name: title }),
  ).toBeVisible();
  expect(await violationsOf(page), 'axe on /admin/documents').toEqual([]);
  // The one refused request is the invalid email above.
  console.assertClean([/status of 400 \(Bad Request\)/]);

  // A visitor, signed out, reads the new phone on the Contact page: in the browser…
  const visitor = waitingForTheApp(await browser.newPage());
  await visitor.goto('/contact');
  await expect(visitor.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:030555${suffix}`);
  // …and in the page the server sends, before any script.
  const html = await (await request.get('/contact')).text();
  expect(html).toContain('data-server-rendered');
  expect(html).toContain(phone);
  expect(html).not.toContain('032 202 4581');

  // The Downloads page lists the document, and its link saves the PDF under its name.
  await visitor.goto('/downloads');
  const link = visitor.getByRole('link', { name: new RegExp(`^Download ${title} \\(PDF`) });
  await expect(link).toBeVisible();
  const saved = visitor.waitForEvent('download');
  await link.click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('ward-plan.pdf');
  const downloadsHtml = await (await request.get('/downloads')).text();
  expect(downloadsHtml).toContain(title);
  await visitor.close();

  // Tidy up for the other specs: the demo phone back, the document removed.
  await page.goto('/admin/settings');
  await page.getByLabel('Phone').fill(previous);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved successfully')).toBeVisible();
  await page.goto('/admin/documents');
  await page.getByRole('button', { name: `Remove ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Document deleted successfully')).toBeVisible();
});
