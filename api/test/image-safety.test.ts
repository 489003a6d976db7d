import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl, storeMedia } from '../src/modules/media/media.service.js';
import { BUSY_RETRY_AFTER_S, imageWork } from '../src/shared/image-work.js';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { multipart, PNG, type FilePart } from './helpers/uploads.js';

// What uploaded images become before anyone sees them, and what the API does when images could exhaust
// it: metadata removed (shared/images.ts), a pixel budget and a limit on image work (shared/image-work.ts).

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

/** The EXIF tag that points at the GPS block (0x8825), little-endian as sharp writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A phone photo: stored 320 × 240 with EXIF orientation 6 (upright 240 × 320), camera make and GPS. */
const PHONE_PHOTO = await sharp({
  create: {
    width: 320,
    height: 240,
    channels: 3,
    background: '#2a6',
    noise: { type: 'gaussian', mean: 120, sigma: 30 },
  },
})
  .jpeg({ quality: 90 })
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

/** 7000 × 7000 = 49 megapixels of white in about 150 KB: a decompression bomb. */
const BOMB = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
  .png({ compressionLevel: 9 })
  .toBuffer();

const photoPart = (data = PHONE_PHOTO): FilePart => ({ data, filename: 'IMG_0042.jpg', type: 'image/jpeg' });

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors: Record<string, string[]>;
  code?: string;
}

async function post(url: string, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  return injectAs(app, 'admin', { method: 'POST', url, headers: body.headers, payload: body.payload });
}

const uploadMedia = (file: FilePart) => post('/api/media', { image: file });

const countMedia = async () =>
  Number(
    (
      await app.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Holds every place of the image work until `release`: what a burst of uploads does. */
function occupy(places: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: places }, () => imageWork.run(() => gate));
  return { release: async () => (release(), await Promise.all(held)) };
}

const defaults = { ...imageWork.limits };
afterEach(() => imageWork.configure(defaults));

async function expectClean(url: string, size: { width: number; height: number }) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  const metadata = await sharp(res.rawPayload).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', ...size });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(res.rawPayload.includes('PhoneCo')).toBe(false);
  return res.rawPayload;
}

describe('uploaded originals', () => {
  it('are stored upright, without EXIF or GPS position, and measured as stored (POST /api/media)', async () => {
    expect((await sharp(PHONE_PHOTO).metadata()).exif?.includes(GPS_POINTER)).toBe(true);
    const res = await uploadMedia(photoPart());
    expect(res.statusCode, res.body).toBe(201);
    const uploaded =
      res.json<Envelope<{ url: string; sizeKB: number; width: number; height: number }>>().data;
    expect(uploaded).toMatchObject({ contentType: 'image/jpeg', width: 240, height: 320 });
    const served = await expectClean(uploaded.url, { width: 240, height: 320 });
    expect(uploaded.sizeKB).toBe(Math.round((served.byteLength / 1024) * 10) / 10);
  });

  it('of the gallery are stored so too, and "Download original" gives that image', async () => {
    const res = await post('/api/gallery/assets', { title: 'Garden meeting', image: photoPart() });
    expect(res.statusCode, res.body).toBe(201);
    const asset =
      res.json<Envelope<{ originalUrl: string; originalSizeKB: number; thumbnailUrl: string }>>().data;
    const original = await expectClean(asset.originalUrl, { width: 240, height: 320 });
    expect(asset.originalSizeKB).toBe(Math.round((original.byteLength / 1024) * 10) / 10);
    // The thumbnail is upright too.
    const thumbnail = await app.inject({ method: 'GET', url: asset.thumbnailUrl });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 240, height: 320 });
  });
  it('of profile pictures are stored so too (PATCH /api/users/profile)', async () => {
    const body = await multipart({ picture: photoPart() });
    const res = await injectAs(app, 'member', {
      method: 'PATCH',
      url: '/api/users/profile',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectClean(res.json<Envelope<{ picture: string }>>().data.picture, { width: 240, height: 320 });
  });
});

describe('the pixel budget', () => {
  it('refuses an image over 25 megapixels with a 413 naming the field, storing nothing', async () => {
    expect(BOMB.byteLength).toBeLessThan(200 * 1024);
    const before = await countMedia();
    for (const [url, field] of [
      ['/api/media', 'image'],
      ['/api/gallery/assets', 'image'],
    ] as const) {
      const res = await post(url, {
        title: 'Huge',
        [field]: { data: BOMB, filename: 'bomb.png', type: 'image/png' },
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json<Envelope<null>>()).toMatchObject({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Image dimensions must be at most 25 megapixels',
        errors: { [field]: ['Image dimensions must be at most 25 megapixels'] },
      });
    }
    expect(await countMedia()).toBe(before);
  });

  it('is read from the header: the refusal comes even while every decoding place is taken', async () => {
    imageWork.configure({ concurrency: 1, queue: 0 });
    const busy = occupy(1);
    try {
      const res = await uploadMedia({ data: BOMB, filename: 'bomb.png', type: 'image/png' });
      expect(res.statusCode).toBe(413);
    } finally {
      await busy.release();
    }
  });
});

describe('the limit on image work', () => {
  it('answers 503 BUSY with Retry-After when every place is taken and the line is full, then takes uploads again', async () => {
    imageWork.configure({ concurrency: 1, queue: 1 });
    const before = await countMedia();
    const busy = occupy(1);
    // One upload waits for its turn; the line is then full.
    const waiting = uploadMedia({ data: PNG, filename: 'a.png', type: 'image/png' });
    try {
      await vi.waitFor(() => expect(imageWork.load.waiting).toBe(1));

      const refused = await uploadMedia(photoPart());
      expect(refused.statusCode).toBe(503);
      expect(refused.json<Envelope<null>>()).toMatchObject({
        success: false,
        code: 'BUSY',
        message: 'The server is busy processing other images. Please try again in a few seconds.',
        errors: {},
      });
      expect(refused.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));

      // A first request for a resized copy is image work too.
      const id = await storeMedia(app.db, { contentType: 'image/png', data: PNG });
      const copy = await app.inject({ method: 'GET', url: `${mediaUrl(id)}?w=320&format=webp` });
      expect(copy.statusCode).toBe(503);
      expect(copy.json<Envelope<null>>().code).toBe('BUSY');
      // The stored original needs no decoding and is served as ever.
      expect((await app.inject({ method: 'GET', url: mediaUrl(id) })).statusCode).toBe(200);
    } finally {
      await busy.release();
    }
    expect((await waiting).statusCode).toBe(201);
    expect((await uploadMedia(photoPart())).statusCode).toBe(201);
    // The waiting upload, the original for the copy and the last upload; nothing of the refused one.
    expect(await countMedia()).toBe(before + 3);
  });

  it('decodes ten uploads sent at once one at a time (at concurrency 1), and stores them all', async () => {
    imageWork.configure({ concurrency: 1, queue: 32 });
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, imageWork.load.running)), 1);
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => uploadMedia(photoPart())));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(1);
    expect(imageWork.load).toEqual({ running: 0, waiting: 0 });
  });
});
