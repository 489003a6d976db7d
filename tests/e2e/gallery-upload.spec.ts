import sharp from 'sharp';
import { expect, test } from '../helpers/fixtures';
import { guardConsole } from '../helpers/console-guard';
import { apiLogin } from '../helpers/api';
import { E2E_ADMIN, E2E_PORTS } from '../helpers/topology';

/** A noisy, photo-like JPEG: far above the gallery's 10 KB however it is encoded at full size. */
function noisyPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#246',
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

test('an administrator uploads a picture to the gallery, visitors see it, and compression brings it within 10 KB', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const console = guardConsole(page);
  const title = `Ward rally ${Math.random().toString(36).slice(2, 7)}`;
  const photo = await noisyPhoto(900, 600);
  expect(photo.byteLength).toBeGreaterThan(10 * 1024);

  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery Operations Console' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add asset' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').fill('Rallies');
  await form.getByLabel('Location').fill('Asokwa');
  await form.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'ward-rally.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(form.getByText('ward-rally.jpg')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Preview of ward-rally.jpg' })).toBeVisible();
  await form.getByRole('button', { name: 'Add asset' }).click();
  await expect(form.getByText(`Added "${title}" to the gallery.`)).toBeVisible();

  // At once in the inventory, with the size the server measured, and in the File Size Audit.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  // The original as the server stores it: the same picture, re-encoded without its metadata.
  const originalLink = row.getByRole('link', { name: new RegExp(`^Download original of ${title} \\(`) });
  await expect(originalLink).toBeVisible();
  const stored = Buffer.from(
    await (await page.request.get((await originalLink.getAttribute('href'))!)).body(),
  );
  expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 600 });
  const uploadedKB = Math.round((stored.byteLength / 1024) * 10) / 10;
  await expect(row).toContainText(`${uploadedKB} KB`);
  await expect(
    row.getByRole('link', { name: `Download original of ${title} (${uploadedKB} KB)` }),
  ).toBeVisible();
  const oversize = page.getByRole('list', { name: 'Assets over 10 KB' });
  await expect(oversize).toContainText(title);

  // A visitor, signed out in a fresh browser context, finds it on the public gallery.
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto('/gallery');
    await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await visitor.close();

  // Request Compression: the display image comes within 10 KB, the saving is said, the original is kept.
  await oversize.getByRole('button', { name: `Request Compression of ${title}` }).click();
  const saving = page.getByText(new RegExp(`"${title}": Compressed from ${uploadedKB} KB to [\\d.]+ KB\\.`));
  await expect(saving).toBeVisible();
  const afterKB = Number(/to ([\d.]+) KB\.$/.exec((await saving.textContent()) ?? '')?.[1]);
  expect(afterKB).toBeGreaterThan(0);
  expect(afterKB).toBeLessThanOrEqual(10);
  await expect(oversize.getByText(title)).toHaveCount(0);
  await expect(row).toContainText(`${afterKB} KB`);
  const original = row.getByRole('link', { name: `Download original of ${title} (${uploadedKB} KB)` });
  const href = await original.getAttribute('href');
  expect(href).toMatch(/^\/api\/media\//);
  // Kept as it was stored.
  const download = await page.request.get(href!);
  expect(Buffer.from(await download.body()).equals(stored)).toBe(true);
  console.assertClean();
});

test('a bulk audit runs on the server: the administrator can leave the console and find it finished on return', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const console = guardConsole(page);
  // Two fresh pictures over 10 KB, uploaded over the API, so that the audit has work whatever ran before.
  const token = await apiLogin(request);
  for (const name of ['audit-a', 'audit-b']) {
    const response = await request.post(`http://127.0.0.1:${E2E_PORTS.api}/api/gallery/assets`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        title: `${name} ${Math.random().toString(36).slice(2, 7)}`,
        image: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await noisyPhoto(700, 500) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin/gallery');
  await expect(page.getByRole('list', { name: 'Assets over 10 KB' })).toBeVisible();
  await page.getByRole('button', { name: 'Launch Bulk Audit' }).click();
  const progress = page.getByRole('progressbar', { name: 'Bulk audit progress' });
  await expect(progress).toBeVisible();
  const total = Number(await progress.getAttribute('aria-valuemax'));
  expect(total).toBeGreaterThanOrEqual(2);

  // Away to another console and back: the audit went on without the page.
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible();
  await page.goto('/admin/gallery');
  await expect(
    page.getByText(new RegExp(`^Bulk audit finished: ${total} of ${total} assets compressed`)),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('All curated assets currently meet the 10 KB specification')).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  console.assertClean();
});
