import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scrubStoredMetadata } from '../src/modules/media/media.scrub.js';
import { createTestApp } from './helpers/app.js';

// Images stored before uploads were re-encoded still carry what the camera wrote; the maintenance pass
// (modules/media/media.scrub.ts) re-encodes them in place, once.

const { app } = await createTestApp();

/** A phone photo as it was once stored: 320 × 240 with orientation 6, camera make and GPS position. */
const OLD_PHOTO = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6' } })
  .jpeg({ quality: 90 })
  .withExif({
    IFD0: { Make: 'PhoneCo' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '6/1 41/1 0/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '1/1 37/1 0/1',
    },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();
const CLEAN_PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
  .png()
  .toBuffer();

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function storedBefore(data: Buffer, width: number, height: number, type: string) {
  const { id } = await app.db
    .insertInto('media')
    .values({
      content_type: type,
      byte_size: data.byteLength,
      sha256: sha(data),
      data,
      width,
      height,
      metadata_checked: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('images stored before uploads were re-encoded', () => {
  it('lose their metadata in place, upright, with their resized copies made again; clean ones are only marked', async () => {
    const photo = await storedBefore(OLD_PHOTO, 320, 240, 'image/jpeg');
    const clean = await storedBefore(CLEAN_PNG, 8, 8, 'image/png');
    await app.db
      .insertInto('media_derivatives')
      .values({
        media_id: photo,
        format: 'webp',
        requested_width: 160,
        width: 160,
        height: 120,
        byte_size: 3,
        sha256: sha(Buffer.from('old')),
        data: Buffer.from('old'),
      })
      .execute();

    const result = await scrubStoredMetadata(app.db, app.log);
    expect(result).toMatchObject({ cleaned: 1 });
    expect(result.checked).toBeGreaterThanOrEqual(2);

    const served = await app.inject({ method: 'GET', url: `/api/media/${photo}` });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 240, height: 320 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes('PhoneCo')).toBe(false);
    const row = await app.db
      .selectFrom('media')
      .select(['sha256', 'byte_size', 'width', 'height', 'metadata_checked'])
      .where('id', '=', photo)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      sha256: sha(served.rawPayload),
      byte_size: served.rawPayload.byteLength,
      width: 240,
      height: 320,
      metadata_checked: true,
    });
    expect(served.headers.etag).toContain(row.sha256);
    const copies = await app.db
      .selectFrom('media_derivatives')
      .select('media_id')
      .where('media_id', '=', photo)
      .execute();
    expect(copies).toEqual([]);

    const untouched = await app.db
      .selectFrom('media')
      .select(['data', 'metadata_checked'])
      .where('id', '=', clean)
      .executeTakeFirstOrThrow();
    expect(untouched.metadata_checked).toBe(true);
    expect(Buffer.from(untouched.data).equals(CLEAN_PNG)).toBe(true);

    // The pass is over: nothing is left to look at.
    expect(await scrubStoredMetadata(app.db, app.log)).toEqual({ checked: 0, cleaned: 0 });
  });

  it('leaves nothing to do for images stored today', async () => {
    const upload = await app.db
      .insertInto('media')
      .values({
        content_type: 'image/png',
        byte_size: CLEAN_PNG.byteLength,
        sha256: sha(CLEAN_PNG),
        data: CLEAN_PNG,
      })
      .returning('metadata_checked')
      .executeTakeFirstOrThrow();
    expect(upload.metadata_checked).toBe(true);
  });
});
