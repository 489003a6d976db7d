import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedGallery } from '../src/seed/gallery.js';
import { seedOrganisation } from '../src/seed/organisation.js';
import { createTestApp } from './helpers/app.js';

// Demo content for a fresh database: the organisation tree and the gallery.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

const count = async (
  table: 'constituencies' | 'wards' | 'branches' | 'executives' | 'gallery_assets' | 'media',
) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Executive {
  full_name: string;
  position_held: string;
  picture: string | null;
  date_of_birth: string | null;
}
interface Ward {
  ward_name: string;
  executives: Executive[];
  branches: { branch_name: string; executives: Executive[] }[];
}

describe('seedOrganisation', () => {
  it('creates one constituency with five wards of three branches, executives at every level with portraits', async () => {
    await seedOrganisation(app.db);
    expect(await count('constituencies')).toBe(1);
    expect(await count('wards')).toBeGreaterThanOrEqual(5);
    expect(await count('branches')).toBe((await count('wards')) * 3);

    const list = await app.inject({ method: 'GET', url: '/api/constituencies' });
    const constituency = list.json<{ data: { id: string; ward_count: number }[] }>().data[0]!;
    const detail = await app.inject({ method: 'GET', url: `/api/constituencies/${constituency.id}` });
    const executives = detail.json<{ data: { executives: Executive[] } }>().data.executives;
    expect(executives.map((e) => e.position_held)).toEqual(
      expect.arrayContaining([
        'Chairman',
        'Secretary',
        'Treasurer',
        'Organiser',
        "Women's Organiser",
        'Youth Organiser',
      ]),
    );

    const wards = (
      await app.inject({
        method: 'GET',
        url: `/api/constituencies/${constituency.id}/wards?include=branches&limit=100`,
      })
    ).json<{ data: Ward[] }>().data;
    expect(wards).toHaveLength(constituency.ward_count);
    const everyone = [
      ...executives,
      ...wards.flatMap((w) => [...w.executives, ...w.branches.flatMap((b) => b.executives)]),
    ];
    for (const ward of wards) {
      expect(ward.executives.length).toBeGreaterThan(0);
      expect(ward.branches).toHaveLength(3);
      for (const branch of ward.branches) expect(branch.executives.length).toBeGreaterThan(0);
    }
    expect(everyone.every((e) => e.picture && e.date_of_birth && e.full_name.includes(' '))).toBe(true);
    expect(new Set(everyone.map((e) => e.picture)).size).toBe(everyone.length);

    const picture = await app.inject({ method: 'GET', url: everyone[0]!.picture! });
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 160,
    });
  });

  it('does nothing once there is a constituency', async () => {
    const before = { executives: await count('executives'), media: await count('media') };
    await seedOrganisation(app.db);
    expect({ executives: await count('executives'), media: await count('media') }).toEqual(before);
  });
});

describe('seedGallery', () => {
  it('creates a dozen or more images within 10 KB, with thumbnails, across categories and places', async () => {
    await seedGallery(app.db);
    const res = await app.inject({ method: 'GET', url: '/api/gallery/assets?page_size=100' });
    const items = res.json<{
      data: {
        items: {
          category: string;
          location: string;
          fileSizeKB: number;
          originalSizeKB: number;
          imageUrl: string;
          thumbnailUrl: string;
        }[];
      };
    }>().data.items;
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((a) => a.category)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((a) => a.location)).size).toBeGreaterThanOrEqual(3);
    for (const asset of items) {
      expect(asset.fileSizeKB).toBeLessThanOrEqual(10);
      expect(asset.originalSizeKB).toBeGreaterThan(asset.fileSizeKB);
      const display = await app.inject({ method: 'GET', url: asset.imageUrl });
      expect(display.rawPayload.byteLength).toBeLessThanOrEqual(10 * 1024);
      const thumb = await sharp(
        (await app.inject({ method: 'GET', url: asset.thumbnailUrl })).rawPayload,
      ).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 400 });
    }

    const assets = await count('gallery_assets');
    await seedGallery(app.db);
    expect(await count('gallery_assets')).toBe(assets);
  });
});
