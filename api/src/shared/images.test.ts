import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { imageWork } from './image-work.js';
import { checkImage, isLosslessWebp, NOT_AN_IMAGE, tooManyPixelsMessage } from './images.js';

/** The EXIF tag that points at the GPS block (0x8825), little-endian as sharp writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A phone photo: stored 64 × 48 with orientation 6 (shown upright as 48 × 64), camera make and GPS. */
const PHONE_PHOTO = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
  .jpeg({ quality: 90 })
  .withExif({
    IFD0: { Make: 'PhoneCo', Model: 'Pocket 7', ImageDescription: 'Home, back garden' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '6/1 41/1 0/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '1/1 37/1 0/1',
    },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();

/** Three 20 × 20 frames (green, red, green) as one strip. */
const FRAMES = await sharp({ create: { width: 20, height: 60, channels: 4, background: '#0f0' } })
  .composite([
    { input: { create: { width: 20, height: 20, channels: 4, background: '#f00' } }, top: 20, left: 0 },
  ])
  .raw()
  .toBuffer();
const animation = (format: 'gif' | 'webp') => {
  const frames = sharp(FRAMES, { raw: { width: 20, height: 60, channels: 4, pageHeight: 20 } });
  const options = { loop: 0, delay: [100, 200, 300] };
  return (format === 'gif' ? frames.gif(options) : frames.webp(options)).toBuffer();
};

async function refusal(data: Buffer): Promise<AppError> {
  const error: unknown = await checkImage(data, 'picture').then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const defaults = { ...imageWork.limits };
afterEach(() => imageWork.configure(defaults));

describe('checkImage', () => {
  it('stores a JPEG upright and without EXIF, GPS or orientation, still a JPEG', async () => {
    const before = await sharp(PHONE_PHOTO).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(GPS_POINTER)).toBe(true);

    const image = await checkImage(PHONE_PHOTO, 'picture');
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 48, height: 64 });
    const after = await sharp(image.data).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(image.data.includes('PhoneCo')).toBe(false);
    expect(image.data.includes('garden')).toBe(false);
  });

  it('drops PNG text chunks and anything after the image, and keeps the pixels exactly', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#c00a' } })
      .png()
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>Author: A. Member</rdf:RDF></x:xmpmeta>')
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const image = await checkImage(polyglot, 'picture');
    expect(image.contentType).toBe('image/png');
    expect(image.data.includes('A. Member')).toBe(false);
    expect(image.data.includes('<script>')).toBe(false);
    expect((await sharp(image.data).metadata()).xmp).toBeUndefined();
    const pixels = (data: Buffer) => sharp(data).raw().toBuffer();
    expect((await pixels(image.data)).equals(await pixels(png))).toBe(true);
  });

  it('keeps a palette PNG a palette PNG with the same pixels', async () => {
    const palette = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7' } })
      .composite([{ input: { create: { width: 20, height: 20, channels: 3, background: '#f00' } } }])
      .png({ palette: true })
      .toBuffer();
    const image = await checkImage(palette, 'picture');
    expect((await sharp(image.data).metadata()).isPalette).toBe(true);
    const pixels = (data: Buffer) => sharp(data).raw().toBuffer();
    expect((await pixels(image.data)).equals(await pixels(palette))).toBe(true);
  });

  it.each(['gif', 'webp'] as const)(
    'keeps an animated %s animated: frames, delays and loop',
    async (format) => {
      const image = await checkImage(await animation(format), 'picture');
      expect(image).toMatchObject({ contentType: `image/${format}`, width: 20, height: 20 });
      const metadata = await sharp(image.data).metadata();
      expect(metadata).toMatchObject({ format, pages: 3, loop: 0, delay: [100, 200, 300] });
    },
  );

  it('keeps a lossless WebP lossless and a lossy one lossy', async () => {
    const picture = sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a6' } });
    const lossless = await picture.clone().webp({ lossless: true }).toBuffer();
    const lossy = await picture.clone().webp({ quality: 80 }).toBuffer();
    expect(isLosslessWebp((await checkImage(lossless, 'picture')).data)).toBe(true);
    expect(isLosslessWebp((await checkImage(lossy, 'picture')).data)).toBe(false);
  });

  it('refuses, naming the field, an image over the pixel budget (413) before decoding it', async () => {
    // 7000 × 7000 = 49 megapixels in about 150 KB.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    // Every place taken and no line: anything that wanted to decode would be refused as busy instead.
    imageWork.configure({ concurrency: 1, queue: 0 });
    let release = () => {};
    const held = imageWork.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const error = await refusal(bomb);
      const message = tooManyPixelsMessage();
      expect(message).toBe('Image dimensions must be at most 25 megapixels');
      expect(error).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message });
      expect(error.errors).toEqual({ picture: [message] });
    } finally {
      release();
      await held;
    }
  });

  it('counts every frame of an animation against the budget', async () => {
    const gif = await animation('gif');
    imageWork.configure({ maxPixels: 20 * 20 * 3 - 1 });
    expect(await refusal(gif)).toMatchObject({ statusCode: 413 });
    imageWork.configure({ maxPixels: 20 * 20 * 3 });
    expect((await checkImage(gif, 'picture')).width).toBe(20);
  });

  it('answers 400 for what is not a whole image, and for SVG', async () => {
    const png = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .png()
      .toBuffer();
    for (const data of [
      Buffer.from('just some text'),
      png.subarray(0, png.byteLength / 2),
      Buffer.concat([png.subarray(0, 33), Buffer.from('<html></html>')]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ]) {
      expect(await refusal(data)).toMatchObject({ statusCode: 400, errors: { picture: [NOT_AN_IMAGE] } });
    }
  });
});

describe('isLosslessWebp', () => {
  it('reads the first image chunk, also inside an extended file and an animation frame', async () => {
    const picture = sharp({ create: { width: 8, height: 8, channels: 4, background: '#0a68' } });
    expect(isLosslessWebp(await picture.clone().webp({ lossless: true }).toBuffer())).toBe(true);
    // With alpha, a lossy WebP is an extended file (VP8X, ALPH, then VP8).
    expect(isLosslessWebp(await picture.clone().webp({ quality: 70 }).toBuffer())).toBe(false);
    const frames = sharp(FRAMES, { raw: { width: 20, height: 60, channels: 4, pageHeight: 20 } });
    expect(isLosslessWebp(await frames.clone().webp({ lossless: true }).toBuffer())).toBe(true);
    expect(isLosslessWebp(await frames.clone().webp({ quality: 70 }).toBuffer())).toBe(false);
    expect(isLosslessWebp(Buffer.from('RIFF\0\0\0\0WEBP'))).toBe(false);
  });
});
