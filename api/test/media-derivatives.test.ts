import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteMedia } from '../src/modules/media/media.repository.js';
import { mediaUrl, storeMedia } from '../src/modules/media/media.service.js';
import { seedOrganisation } from '../src/seed/organisation.js';
import { imageWork } from '../src/shared/image-work.js';
import { injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { multipart, noisyPhoto } from './helpers/uploads.js';

// Resized copies of stored images: GET /api/media/{id}?w=…&format=… (modules/media).

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

const defaults = { ...imageWork.limits };
afterEach(() => imageWork.configure(defaults));

const WIDTHS = [320, 640, 960, 1280] as const;
const FORMATS = [
  { format: 'webp', contentType: 'image/webp', sharpFormat: 'webp' },
  { format: 'avif', contentType: 'image/avif', sharpFormat: 'heif' },
] as const;

/** A photo-like 1600 × 1200 JPEG: large enough for every width, and far heavier than its copies. */
const PHOTO = await noisyPhoto(1600, 1200, '#2a6', 30);

/**
 * A phone photo: stored 1600 × 1200 with EXIF orientation 6 (shown upright as 1200 × 1600), the camera's
 * make and a GPS position.
 */
const PHONE_PHOTO = await sharp({
  create: { width: 1600, height: 1200, channels: 3, background: '#36c' },
})
  .jpeg({ quality: 85 })
  .withExif({
    IFD0: { Make: 'PhoneCo', Model: 'Pocket 7' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '6/1 41/1 0/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '1/1 37/1 0/1',
    },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();

/** The EXIF tag that points at the GPS block (0x8825), as it is written in a little-endian EXIF block. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

const SMALL_PNG = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c00' } })
  .png()
  .toBuffer();

const store = (data: Buffer, contentType = 'image/jpeg') => storeMedia(app.db, { contentType, data });

const photoId = await store(PHOTO);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const variant = (id: string, query: string) => `${mediaUrl(id)}?${query}`;

async function countCopies(id: string, format?: string): Promise<number> {
  let query = app.db.selectFrom('media_derivatives').select('width').where('media_id', '=', id);
  if (format === 'webp' || format === 'avif') query = query.where('format', '=', format);
  return (await query.execute()).length;
}

describe('GET /api/media/{id}?w=…&format=…', () => {
  it('serves each format at each width: its type, its real size, smaller than the original', async () => {
    for (const { format, contentType, sharpFormat } of FORMATS) {
      for (const width of WIDTHS) {
        const res = await get(variant(photoId, `w=${width}&format=${format}`));
        expect(res.statusCode, `${format} ${width}`).toBe(200);
        expect(res.headers['content-type']).toBe(contentType);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
        expect(res.headers.etag).toBe(`"${createHash('sha256').update(res.rawPayload).digest('hex')}"`);
        expect(res.headers.vary ?? '').not.toMatch(/accept/i);
        const metadata = await sharp(res.rawPayload).metadata();
        expect(metadata.format).toBe(sharpFormat);
        if (format === 'avif') expect(metadata.compression).toBe('av1');
        expect([metadata.width, metadata.height]).toEqual([width, (width * 3) / 4]);
        expect(res.rawPayload.length).toBeLessThan(PHOTO.length);
      }
    }
  });

  it('still serves the original, exactly as stored, without a query', async () => {
    const res = await get(mediaUrl(photoId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(PHOTO)).toBe(true);
    expect(res.headers.etag).toBe(`"${createHash('sha256').update(PHOTO).digest('hex')}"`);
  });

  it('answers 304 without a body when the ETag still matches, and 200 again when it does not', async () => {
    const url = variant(photoId, 'w=640&format=avif');
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe((await get(mediaUrl(photoId))).headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await get(url, { 'if-none-match': header });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await get(url, { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
    // A copy's ETag is its own: the original's does not answer for it.
    const originalTag = String((await get(mediaUrl(photoId))).headers.etag);
    expect((await get(url, { 'if-none-match': originalTag })).statusCode).toBe(200);
  });

  it('makes each copy once, on first request, and keeps it in the database', async () => {
    const id = await store(PHOTO);
    expect(await countCopies(id)).toBe(0);
    const url = variant(id, 'w=960&format=webp');
    // Visitors asking at once for a copy that does not exist yet share one encode and get the same bytes.
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    expect(await countCopies(id)).toBe(1);
    const row = await app.db
      .selectFrom('media_derivatives')
      .select(['format', 'requested_width', 'width', 'height', 'byte_size', 'sha256'])
      .where('media_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ format: 'webp', requested_width: 960, width: 960, height: 720 });
    expect(row.byte_size).toBe(answers[0]!.rawPayload.length);
    expect(`"${row.sha256}"`).toBe(answers[0]!.headers.etag);

    const again = await get(url);
    expect(again.headers.etag).toBe(answers[0]!.headers.etag);
    expect(await countCopies(id)).toBe(1);
  });

  it('encodes a few copies at a time when many are asked for at once', async () => {
    imageWork.configure({ concurrency: 2 });
    const id = await store(PHOTO);
    let running = 0;
    let waiting = 0;
    const watch = setInterval(() => {
      running = Math.max(running, imageWork.load.running);
      waiting = Math.max(waiting, imageWork.load.waiting);
    }, 1);
    const answers = await Promise.all(
      FORMATS.flatMap(({ format }) => WIDTHS.map((width) => get(variant(id, `w=${width}&format=${format}`)))),
    );
    clearInterval(watch);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(running).toBeLessThanOrEqual(2);
    expect(waiting).toBeGreaterThan(0);
    expect(imageWork.load).toEqual({ running: 0, waiting: 0 });
    expect(await countCopies(id)).toBe(8);
  });

  it('never enlarges: a narrower original is served at its own width, stored once per format', async () => {
    const id = await store(SMALL_PNG, 'image/png');
    const widthOf = async (query: string) => {
      const res = await get(variant(id, query));
      expect(res.statusCode).toBe(200);
      const { width, height } = await sharp(res.rawPayload).metadata();
      return [width, height];
    };
    expect(await widthOf('w=320&format=webp')).toEqual([320, 240]);
    expect(await widthOf('w=960&format=webp')).toEqual([400, 300]);
    expect(await widthOf('w=640&format=webp')).toEqual([400, 300]);
    expect(await widthOf('w=1280&format=webp')).toEqual([400, 300]);
    expect(await countCopies(id, 'webp')).toBe(2);
    expect(await widthOf('w=1280&format=avif')).toEqual([400, 300]);
    expect(await countCopies(id, 'avif')).toBe(1);
  });

  it('applies the EXIF orientation and leaves out EXIF and GPS', async () => {
    // Stored straight into the table, as rows uploaded before originals were cleaned may be.
    const id = await store(PHONE_PHOTO);
    const original = await sharp((await get(mediaUrl(id))).rawPayload).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes(GPS_POINTER)).toBe(true);
    expect(original.exif?.includes('PhoneCo')).toBe(true);

    for (const { format } of FORMATS) {
      const res = await get(variant(id, `w=640&format=${format}`));
      expect(res.statusCode).toBe(200);
      const metadata = await sharp(res.rawPayload).metadata();
      // Upright: the stored 1600 × 1200 turned a quarter to 1200 × 1600, then resized.
      expect([metadata.width, metadata.height]).toEqual([640, 853]);
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(res.rawPayload.includes('PhoneCo')).toBe(false);
    }
    // The upright original is 1200 wide: the largest copy is that, not 1280.
    const largest = await get(variant(id, 'w=1280&format=webp'));
    expect((await sharp(largest.rawPayload).metadata()).width).toBe(1200);
  });

  it('makes copies of images stored before copies existed (rows written straight into the table)', async () => {
    const data = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#963' } })
      .png()
      .toBuffer();
    // As the first media migration left them: no copies, no dimensions recorded.
    const { id } = await app.db
      .insertInto('media')
      .values({
        content_type: 'image/png',
        byte_size: data.byteLength,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
        width: null,
        height: null,
        created_at: new Date('2025-01-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await get(variant(id, 'w=640&format=avif'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect([width, height]).toEqual([640, 320]);
  });

  it('makes copies of an image uploaded through the API', async () => {
    const body = await multipart({
      title: `Rally ${randomUUID().slice(0, 8)}`,
      image: { data: PHOTO, filename: 'rally.jpg', type: 'image/jpeg' },
    });
    const created = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/gallery/assets',
      headers: body.headers,
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const { imageUrl, thumbnailUrl } = created.json<{ data: { imageUrl: string; thumbnailUrl: string } }>()
      .data;
    const image = await get(`${imageUrl}?w=320&format=webp`);
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(320);
    // The thumbnail (400 px wide) is itself a stored image with copies of its own.
    const thumbnail = await get(`${thumbnailUrl}?w=640&format=avif`);
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(400);
  });

  it('makes copies of the seeded demo pictures', async () => {
    await seedOrganisation(app.db);
    const portraits = await app.db
      .selectFrom('executives')
      .select('picture_id')
      .where('picture_id', 'is not', null)
      .limit(2)
      .execute();
    expect(portraits.length).toBeGreaterThan(0);
    for (const { picture_id: id } of portraits) {
      const res = await get(variant(id!, 'w=320&format=avif'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/avif');
      expect((await sharp(res.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    }
  });

  it('takes the defaults for a missing field: the largest width, WebP', async () => {
    const onlyFormat = await get(variant(photoId, 'format=avif'));
    expect(onlyFormat.headers['content-type']).toBe('image/avif');
    expect((await sharp(onlyFormat.rawPayload).metadata()).width).toBe(1280);
    const onlyWidth = await get(variant(photoId, 'w=320'));
    expect(onlyWidth.headers['content-type']).toBe('image/webp');
    expect((await sharp(onlyWidth.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 400 naming the field for a width outside the list or an unknown format', async () => {
    for (const w of ['500', '0', '-320', '640.5', 'abc', '', '99999999999999999999']) {
      const messages = expectValidationError(await get(variant(photoId, `w=${w}&format=webp`)), 'w');
      expect(messages.join(' ')).toContain('320, 640, 960, 1280');
    }
    for (const format of ['png', 'jpeg', 'gif', 'WEBP', 'svg', '']) {
      const messages = expectValidationError(await get(variant(photoId, `w=640&format=${format}`)), 'format');
      expect(messages.join(' ')).toContain('webp, avif');
    }
    const both = await get(variant(photoId, 'w=1&format=x'));
    expectValidationError(both, 'w');
    expectValidationError(both, 'format');
    // The id is checked as before, whatever the query.
    expectValidationError(await get('/api/media/not-a-uuid?w=640&format=webp'), 'id');
  });

  it('ignores parameters it does not know', async () => {
    const plain = await get(`${mediaUrl(photoId)}?v=2`);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.equals(PHOTO)).toBe(true);
    const resized = await get(variant(photoId, 'w=320&format=webp&v=2'));
    expect(resized.headers.etag).toBe((await get(variant(photoId, 'w=320&format=webp'))).headers.etag);
  });

  it('answers 404 for an unknown id, also on a conditional request', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const headers of [{}, { 'if-none-match': '"x"' }, { 'if-none-match': '*' }] as Record<
      string,
      string
    >[]) {
      const res = await get(variant(unknown, 'w=640&format=webp'), headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(await countCopies(unknown)).toBe(0);
  });

  it('answers 404 when the stored bytes are not an image it can resize, and still serves them as they are', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>');
    for (const [data, contentType] of [
      [Buffer.from('not an image at all'), 'image/png'],
      [svg, 'image/svg+xml'],
    ] as const) {
      const id = await store(data, contentType);
      const res = await get(variant(id, 'w=640&format=webp'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.body).not.toMatch(/vips|sharp/i);
      expect((await get(mediaUrl(id))).rawPayload.equals(data)).toBe(true);
      expect(await countCopies(id)).toBe(0);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({ method: 'HEAD', url: variant(photoId, 'w=320&format=avif') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 when the original is deleted while its copy waits its turn', async () => {
    imageWork.configure({ concurrency: 1 });
    const id = await store(PHOTO);
    // The one place for image work taken: the request waits in line.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = imageWork.run(() => gate);
    const pending = get(variant(id, 'w=640&format=webp'));
    await vi.waitFor(() => expect(imageWork.load.waiting).toBe(1));
    await deleteMedia(app.db, id);
    release();
    await busy;
    const res = await pending;
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await countCopies(id)).toBe(0);
  });

  it('deletes the copies with their original', async () => {
    const id = await store(PHOTO);
    await get(variant(id, 'w=320&format=webp'));
    await get(variant(id, 'w=320&format=avif'));
    expect(await countCopies(id)).toBe(2);
    await deleteMedia(app.db, id);
    expect(await countCopies(id)).toBe(0);
    expect((await get(variant(id, 'w=320&format=webp'))).statusCode).toBe(404);
  });
});
