import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { multipart, NOT_IMAGES, OVERSIZED, PHOTO, PNG, type FilePart } from './helpers/uploads.js';

// The gallery (spec 01 §3, §7, §9; spec 02 §5, §9).

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface Pagination {
  count: number;
  page: number;
  limit: number;
  total_pages: number;
  next: number | null;
  previous: number | null;
}

interface Asset {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  imageUrl: string;
  thumbnailUrl: string | null;
  uploadedAt: string;
  tags: string[];
  location: string | null;
  photographer: string | null;
  capturedAt: string | null;
  fileSizeKB: number | null;
  originalSizeKB: number | null;
  originalUrl: string | null;
  status: 'published' | 'draft';
}

interface Envelope<T = Asset> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  pagination?: Pagination;
}

type List = Envelope<{ items: Asset[]; pagination: Pagination }>;

const admin = (options: InjectOptions) => injectAs(app, 'admin', options);
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const mediaIdOf = (url: string) => url.split('/').pop()!;

async function upload(
  fields: Record<string, string | string[] | FilePart>,
  as: 'admin' | 'member' | null = 'admin',
) {
  const body = await multipart(fields);
  const options = {
    method: 'POST' as const,
    url: '/api/gallery/assets',
    headers: body.headers,
    payload: body.payload,
  };
  return as ? injectAs(app, as, options) : app.inject(options);
}

async function created(res: Awaited<ReturnType<typeof admin>>): Promise<Asset> {
  if (res.statusCode !== 201) throw new Error(`Expected 201, got ${res.statusCode}: ${res.body}`);
  return res.json<Envelope>().data;
}

const uploadPhoto = async (fields: Record<string, string | string[]> = {}) =>
  created(
    await upload({
      title: unique('Rally'),
      image: { data: PHOTO, filename: 'rally.jpg', type: 'image/jpeg' },
      ...fields,
    }),
  );

const linkImage = async (payload: Record<string, unknown> = {}) =>
  created(
    await admin({
      method: 'POST',
      url: '/api/gallery/assets',
      payload: { title: unique('Linked'), imageUrl: 'https://images.example.org/a.jpg', ...payload },
    }),
  );

const counts = async () => {
  const n = async (table: 'media' | 'gallery_assets') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { media: await n('media'), assets: await n('gallery_assets') };
};

const mediaExists = async (url: string) =>
  (await app.db.selectFrom('media').select('id').where('id', '=', mediaIdOf(url)).execute()).length === 1;

// ---------------------------------------------------------------------------------------------------------

describe('POST /api/gallery/assets', () => {
  it('stores the upload in its format with a ~400 px WebP thumbnail, and measures its size itself', async () => {
    const res = await upload({
      title: 'Constituency rally at Asokwa',
      category: 'Rallies',
      description: 'Supporters gather at the roundabout',
      tags: 'rally, youth , Rally,,',
      location: 'Asokwa, Kumasi',
      photographer: 'Kofi Mensah',
      capturedAt: '2024-11-02',
      fileSizeKB: '1.5',
      image: { data: PHOTO, filename: 'rally.jpg', type: 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(201);
    const asset = res.json<Envelope>();
    expect(asset.message).toBe('Gallery asset created successfully');
    expect(asset.data).toMatchObject({
      title: 'Constituency rally at Asokwa',
      category: 'Rallies',
      description: 'Supporters gather at the roundabout',
      tags: ['rally', 'youth'],
      location: 'Asokwa, Kumasi',
      photographer: 'Kofi Mensah',
      capturedAt: '2024-11-02',
      status: 'published',
    });
    expect(asset.data.fileSizeKB).toBeGreaterThan(10);
    expect(asset.data.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);

    // The original as stored (re-encoded without metadata: image-safety.test.ts), measured as stored.
    const original = await app.inject({ method: 'GET', url: asset.data.imageUrl });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 800,
    });
    expect(asset.data.fileSizeKB).toBe(kb(original.rawPayload.byteLength));
    expect(asset.data.originalSizeKB).toBe(kb(original.rawPayload.byteLength));
    const thumb = await app.inject({ method: 'GET', url: asset.data.thumbnailUrl! });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400 });
  });

  it('takes an image URL instead of a file: no size, snake_case accepted, the client size ignored', async () => {
    const asset = await created(
      await admin({
        method: 'POST',
        url: '/api/gallery/assets',
        payload: {
          title: 'Health screening',
          image_url: 'https://images.example.org/health.jpg',
          captured_at: '2025-01-20T09:30:00Z',
          tags: ['health', 'outreach'],
          fileSizeKB: 4.2,
          status: 'draft',
        },
      }),
    );
    expect(asset).toMatchObject({
      imageUrl: 'https://images.example.org/health.jpg',
      thumbnailUrl: 'https://images.example.org/health.jpg',
      capturedAt: '2025-01-20',
      tags: ['health', 'outreach'],
      fileSizeKB: null,
      originalSizeKB: null,
      status: 'draft',
      category: null,
      location: null,
    });
  });

  it('requires a title and an image, and checks URLs, dates and status', async () => {
    const res = await admin({ method: 'POST', url: '/api/gallery/assets', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().errors).toEqual({
      title: ['Title is required'],
      image: ['Please select an image file or give an image URL'],
    });
    const bad = await admin({
      method: 'POST',
      url: '/api/gallery/assets',
      payload: {
        title: 'x',
        imageUrl: 'javascript:alert(1)',
        thumbnailUrl: '//evil.example',
        capturedAt: '2024-13-01',
        status: 'hidden',
      },
    });
    expect(bad.json<Envelope>().errors).toEqual({
      imageUrl: ['Enter a valid URL'],
      thumbnailUrl: ['Enter a valid URL'],
      capturedAt: ['Enter a valid date (YYYY-MM-DD)'],
      status: ['Status must be published or draft'],
    });
    const multipartMissing = await upload({
      title: ' ',
      image: { data: PNG, filename: 'a.png', type: 'image/png' },
    });
    expect(expectValidationError(multipartMissing, 'title')).toEqual(['Title is required']);
  });

  it('answers a JSON body and a multipart form with the same messages', async () => {
    const bad = {
      title: 'x'.repeat(201),
      status: 'hidden',
      capturedAt: '2024-02-30',
      tags: `${'t'.repeat(51)}`,
    };
    const json = await admin({
      method: 'POST',
      url: '/api/gallery/assets',
      payload: { ...bad, imageUrl: 'https://images.example.org/a.jpg' },
    });
    const multipart = await upload({ ...bad, image: { data: PNG, filename: 'a.png', type: 'image/png' } });
    const expected = {
      title: ['Title must be at most 200 characters'],
      status: ['Status must be published or draft'],
      capturedAt: ['Enter a valid date (YYYY-MM-DD)'],
      tags: ['Each tag must be at most 50 characters'],
    };
    for (const res of [json, multipart]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<Envelope>()).toMatchObject({
        message: 'Please correct the highlighted fields.',
        errors: expected,
      });
    }
    // A path on this site is a link too.
    expect((await linkImage({ imageUrl: '/images/banner.jpg' })).imageUrl).toBe('/images/banner.jpg');
  });

  it('refuses files that are not images, and oversized ones, writing nothing', async () => {
    const before = await counts();
    for (const file of Object.values(NOT_IMAGES)) {
      const res = await upload({ title: 'Not an image', image: file });
      expect(expectValidationError(res, 'image')).toEqual(['Please select an image file']);
    }
    const big = await upload({
      title: 'Too big',
      image: { data: OVERSIZED, filename: 'big.png', type: 'image/png' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<Envelope>()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: { image: ['File size must be less than 5MB'] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses anonymous callers (401) and members (403)', async () => {
    const image = { data: PNG, filename: 'a.png', type: 'image/png' };
    expect((await upload({ title: 'x', image }, null)).statusCode).toBe(401);
    expect((await upload({ title: 'x', image }, 'member')).statusCode).toBe(403);
    expect((await upload({ title: 'x', image }, 'admin')).statusCode).toBe(201);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('GET /api/gallery/assets', () => {
  it('lists published assets, newest first, as data.items with the pagination inside and beside', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await linkImage({ title: `List ${tag} one`, category: 'Rallies' });
    const second = await linkImage({ title: `List ${tag} two`, category: 'Outreach' });
    await linkImage({ title: `List ${tag} draft`, status: 'draft' });
    const res = await app.inject({ method: 'GET', url: `/api/gallery/assets?search=${tag}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<List>();
    expect(body.data.items.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(body.data.pagination).toEqual({
      count: 2,
      page: 1,
      limit: 10,
      total_pages: 1,
      next: null,
      previous: null,
    });
    expect(body.pagination).toEqual(body.data.pagination);
  });

  it('pages with page_size (or limit), clamped to 100', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const n of [1, 2, 3]) await linkImage({ title: `Paged ${tag} ${n}` });
    const get = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/gallery/assets?search=${tag}&${query}` })).json<List>();
    const page2 = await get('page_size=2&page=2');
    expect(page2.data.items.map((a) => a.title)).toEqual([`Paged ${tag} 1`]);
    expect(page2.pagination).toEqual({
      count: 3,
      page: 2,
      limit: 2,
      total_pages: 2,
      next: null,
      previous: 1,
    });
    expect((await get('limit=1')).data.items).toHaveLength(1);
    expect((await get('page_size=1000')).pagination?.limit).toBe(100);
    expectValidationError(
      await app.inject({ method: 'GET', url: '/api/gallery/assets?page_size=0' }),
      'page_size',
    );
  });

  it('filters by category and searches title, description and tags', async () => {
    const tag = randomUUID().slice(0, 8);
    await linkImage({ title: `Market ${tag}`, category: 'Community', description: 'Traders at Kejetia' });
    await linkImage({ title: `Clinic ${tag}`, category: 'Health', tags: [`screening-${tag}`] });
    const titles = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/gallery/assets?${query}` }))
        .json<List>()
        .data.items.map((a) => a.title);
    expect(await titles(`search=${tag}&category=health`)).toEqual([`Clinic ${tag}`]);
    expect(await titles(`search=${tag}&category=all`)).toHaveLength(2);
    expect(await titles(`search=kejetia ${tag}`)).toEqual([]);
    expect(await titles(`search=KEJETIA&category=Community`)).toContain(`Market ${tag}`);
    expect(await titles(`search=screening-${tag}`)).toEqual([`Clinic ${tag}`]);
  });

  it('shows drafts to administrators only', async () => {
    const tag = randomUUID().slice(0, 8);
    const draft = await linkImage({ title: `Draft ${tag}`, status: 'draft' });
    const published = await linkImage({ title: `Published ${tag}` });
    const url = `/api/gallery/assets?search=${tag}`;
    expect((await app.inject({ method: 'GET', url: `${url}&status=draft` })).statusCode).toBe(401);
    expect((await injectAs(app, 'member', { method: 'GET', url: `${url}&status=draft` })).statusCode).toBe(
      403,
    );
    const drafts = (await admin({ method: 'GET', url: `${url}&status=draft` })).json<List>();
    expect(drafts.data.items.map((a) => a.id)).toEqual([draft.id]);
    const all = (await admin({ method: 'GET', url: `${url}&status=all` })).json<List>();
    expect(all.data.items.map((a) => a.id).sort()).toEqual([draft.id, published.id].sort());
    // An administrator's default view is the public one.
    expect((await admin({ method: 'GET', url })).json<List>().data.items.map((a) => a.id)).toEqual([
      published.id,
    ]);

    expect((await app.inject({ method: 'GET', url: `/api/gallery/assets/${draft.id}` })).statusCode).toBe(
      404,
    );
    expect((await admin({ method: 'GET', url: `/api/gallery/assets/${draft.id}` })).statusCode).toBe(200);
    // A stale token on a public read is not an error.
    const stale = await app.inject({
      method: 'GET',
      url: `/api/gallery/assets/${published.id}`,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers one asset, 404 for an unknown id and 400 for a malformed one', async () => {
    const asset = await linkImage();
    const res = await app.inject({ method: 'GET', url: `/api/gallery/assets/${asset.id}` });
    expect(res.json<Envelope>().data).toEqual(asset);
    const missing = await app.inject({ method: 'GET', url: `/api/gallery/assets/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Envelope>()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The gallery asset was not found.',
    });
    expectValidationError(await app.inject({ method: 'GET', url: '/api/gallery/assets/x' }), 'id');
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('PATCH and DELETE /api/gallery/assets/:id', () => {
  it('lands two edits of different fields made at once', async () => {
    const asset = await uploadPhoto();
    for (let round = 0; round < 5; round += 1) {
      const url = `/api/gallery/assets/${asset.id}`;
      const [one, two] = await Promise.all([
        admin({ method: 'PATCH', url, payload: { title: `Title ${round}` } }),
        admin({ method: 'PATCH', url, payload: { description: `Description ${round}` } }),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      const row = await app.db
        .selectFrom('gallery_assets')
        .select(['title', 'description'])
        .where('id', '=', asset.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ title: `Title ${round}`, description: `Description ${round}` });
    }
  });

  it('edits metadata only, keeping what is not sent', async () => {
    const asset = await uploadPhoto({ category: 'Rallies', location: 'Asokwa' });
    const res = await admin({
      method: 'PATCH',
      url: `/api/gallery/assets/${asset.id}`,
      payload: { title: 'Renamed', tags: 'one,two', status: 'draft', captured_at: '2024-05-01' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().data).toMatchObject({
      title: 'Renamed',
      tags: ['one', 'two'],
      status: 'draft',
      capturedAt: '2024-05-01',
      category: 'Rallies',
      location: 'Asokwa',
      imageUrl: asset.imageUrl,
      fileSizeKB: asset.fileSizeKB,
    });
    const blank = await admin({
      method: 'PATCH',
      url: `/api/gallery/assets/${asset.id}`,
      payload: { title: '' },
    });
    expect(expectValidationError(blank, 'title')).toEqual(['Title is required']);
    for (const title of [null, '   ']) {
      const res = await admin({
        method: 'PATCH',
        url: `/api/gallery/assets/${asset.id}`,
        payload: { title },
      });
      expect(expectValidationError(res, 'title')).toEqual(['Title is required']);
    }
    const cleared = await admin({
      method: 'PATCH',
      url: `/api/gallery/assets/${asset.id}`,
      payload: { tags: null, category: '', captured_at: null },
    });
    expect(cleared.json<Envelope>().data).toMatchObject({ tags: [], category: null, capturedAt: null });
    expect(
      (await admin({ method: 'PATCH', url: `/api/gallery/assets/${randomUUID()}`, payload: {} })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/gallery/assets/${asset.id}`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('moves the asset to the Trash with its original, display image and thumbnail', async () => {
    const asset = await uploadPhoto();
    await admin({ method: 'POST', url: `/api/gallery/assets/${asset.id}/compress` });
    const withDisplay = (
      await admin({ method: 'GET', url: `/api/gallery/assets/${asset.id}` })
    ).json<Envelope>().data;
    const urls = [asset.imageUrl, asset.thumbnailUrl!, withDisplay.imageUrl];
    expect(new Set(urls).size).toBe(3);

    expect(
      (await injectAs(app, 'member', { method: 'DELETE', url: `/api/gallery/assets/${asset.id}` }))
        .statusCode,
    ).toBe(403);
    const res = await admin({ method: 'DELETE', url: `/api/gallery/assets/${asset.id}` });
    expect(res.json<Envelope<null>>()).toMatchObject({
      success: true,
      data: null,
      message: 'Gallery asset deleted successfully',
    });
    // Its images wait in the Trash with it: kept, and no longer served.
    for (const url of urls) {
      expect(await mediaExists(url)).toBe(true);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/api/gallery/assets/${asset.id}` })).statusCode).toBe(
      404,
    );
    expect((await admin({ method: 'DELETE', url: `/api/gallery/assets/${asset.id}` })).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('POST /api/gallery/assets/:id/compress', () => {
  it('brings the display image within 10 KB and keeps the original', async () => {
    const asset = await uploadPhoto();
    expect(asset.fileSizeKB).toBeGreaterThan(10);
    const stored = (await app.inject({ method: 'GET', url: asset.imageUrl })).rawPayload;
    const res = await admin({ method: 'POST', url: `/api/gallery/assets/${asset.id}/compress` });
    expect(res.statusCode).toBe(200);
    const {
      beforeKB,
      afterKB,
      asset: after,
    } = res.json<Envelope<{ beforeKB: number; afterKB: number; asset: Asset }>>().data;
    expect(beforeKB).toBe(asset.fileSizeKB);
    expect(afterKB).toBeLessThanOrEqual(10);
    expect(after.fileSizeKB).toBe(afterKB);
    expect(after.originalSizeKB).toBe(asset.originalSizeKB);
    expect(after.imageUrl).not.toBe(asset.imageUrl);

    const display = await app.inject({ method: 'GET', url: after.imageUrl });
    expect(display.rawPayload.byteLength).toBeLessThanOrEqual(10 * 1024);
    expect(display.headers['content-type']).toBe('image/webp');
    expect((await sharp(display.rawPayload).metadata()).format).toBe('webp');
    const original = await app.inject({ method: 'GET', url: asset.imageUrl });
    expect(original.rawPayload.equals(stored)).toBe(true);
    // The original stays downloadable at the asset's originalUrl, before and after.
    expect(asset.originalUrl).toBe(asset.imageUrl);
    expect(after.originalUrl).toBe(asset.originalUrl);
    const kept = await app.inject({ method: 'GET', url: after.originalUrl! });
    expect(kept.rawPayload.equals(stored)).toBe(true);

    // Already within the limit: nothing changes.
    const again = await admin({ method: 'POST', url: `/api/gallery/assets/${asset.id}/compress` });
    expect(again.json<Envelope<{ beforeKB: number; afterKB: number; asset: Asset }>>().data).toMatchObject({
      beforeKB: afterKB,
      afterKB,
      asset: { imageUrl: after.imageUrl },
    });
  });

  it('answers 409 for a linked image, 404 for an unknown asset, and refuses non-administrators', async () => {
    const linked = await linkImage();
    const res = await admin({ method: 'POST', url: `/api/gallery/assets/${linked.id}/compress` });
    expect(res.statusCode).toBe(409);
    expect(
      (await admin({ method: 'POST', url: `/api/gallery/assets/${randomUUID()}/compress` })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/gallery/assets/${linked.id}/compress` })).statusCode,
    ).toBe(401);
    expect(
      (await injectAs(app, 'member', { method: 'POST', url: `/api/gallery/assets/${linked.id}/compress` }))
        .statusCode,
    ).toBe(403);
  });
});
