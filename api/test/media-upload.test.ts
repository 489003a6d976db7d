import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { multipart, NOT_IMAGES, OVERSIZED, PHOTO, PNG } from './helpers/uploads.js';

// POST /api/media: an image uploaded for the image field of a news article or a project.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface Uploaded {
  id: string;
  url: string;
  contentType: string;
  sizeKB: number;
  width: number | null;
  height: number | null;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
}

async function post(fields: Parameters<typeof multipart>[0], as: 'admin' | 'member' | null = 'admin') {
  const body = await multipart(fields);
  const options = {
    method: 'POST' as const,
    url: '/api/media',
    headers: body.headers,
    payload: body.payload,
  };
  return as ? injectAs(app, as, options) : app.inject(options);
}

describe('POST /api/media', () => {
  it('stores the image in its format and answers its address, which news and projects then take', async () => {
    const res = await post({ image: { data: PHOTO, filename: 'rally.jpg', type: 'image/jpeg' } });
    expect(res.statusCode).toBe(201);
    const uploaded = res.json<Envelope<Uploaded>>().data;
    expect(uploaded).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 800 });
    expect(uploaded.url).toBe(`/api/media/${uploaded.id}`);
    // Stored re-encoded (without metadata: image-safety.test.ts), and measured as stored.
    const served = await app.inject({ method: 'GET', url: uploaded.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 800,
    });
    expect(uploaded.sizeKB).toBe(Math.round((served.rawPayload.byteLength / 1024) * 10) / 10);

    const news = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/news',
      payload: {
        title: 'Uploaded picture',
        excerpt: 'An article with an uploaded image.',
        content: 'The article carries an uploaded image.',
        category: 'politics',
        author: 'Communications Team',
        publishedAt: '2026-11-20T10:00:00Z',
        image: uploaded.url,
      },
    });
    expect(news.statusCode, news.body).toBe(201);
    expect(news.json<Envelope<{ image: string | null }>>().data.image).toBe(uploaded.url);
  });

  it('refuses what is not an image (400), an oversized file (413) and a form without a file, naming image', async () => {
    const refused = await post({ image: NOT_IMAGES.text });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Envelope<null>>().errors).toEqual({ image: ['Please select an image file'] });

    const large = await post({ image: { data: OVERSIZED, filename: 'big.png', type: 'image/png' } });
    expect(large.statusCode).toBe(413);
    expect(large.json<Envelope<null>>().errors).toEqual({ image: ['File size must be less than 5MB'] });

    const none = await post({ title: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(none.json<Envelope<null>>().errors).toEqual({ image: ['Please select an image file'] });
  });

  it('refuses anonymous callers (401) and members (403)', async () => {
    const file = { image: { data: PNG, filename: 'a.png', type: 'image/png' } };
    expect((await post(file, null)).statusCode).toBe(401);
    expect((await post(file, 'member')).statusCode).toBe(403);
  });
});
