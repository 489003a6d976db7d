import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deleteUnreferencedMedia } from '../src/modules/media/media.repository.js';
import { mediaUrl, storeMedia } from '../src/modules/media/media.service.js';
import { createTestApp, expectValidationError } from './helpers/app.js';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const { app } = await createTestApp();
const id = await storeMedia(app.db, { contentType: 'image/png', data: PNG, width: 1, height: 1 });

describe('GET /api/media/:id', () => {
  it('serves the stored bytes with their type, an ETag and a long cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: mediaUrl(id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const first = await app.inject({ method: 'GET', url: mediaUrl(id) });
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await app.inject({
        method: 'GET',
        url: mediaUrl(id),
        headers: { 'if-none-match': header },
      });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
  });

  it('sends the bytes again when the ETag does not match', async () => {
    const res = await app.inject({
      method: 'GET',
      url: mediaUrl(id),
      headers: { 'if-none-match': '"stale"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({ method: 'HEAD', url: mediaUrl(id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown id, also on a conditional request', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const headers of [{}, { 'if-none-match': '"x"' }]) {
      const res = await app.inject({ method: 'GET', url: mediaUrl(unknown), headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers 400 naming the id when it is not a valid identifier', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/media/not-a-uuid' });
    expectValidationError(res, 'id');
  });
});

describe('deleteUnreferencedMedia', () => {
  it('deletes old images nothing refers to, and keeps referred, linked and recent ones', async () => {
    const store = () => storeMedia(app.db, { contentType: 'image/png', data: PNG, width: 1, height: 1 });
    const [orphan, recent, pictured, linked] = [await store(), await store(), await store(), await store()];
    const age = (ids: string[]) =>
      sql`UPDATE media SET created_at = now() - interval '2 hours' WHERE id IN (${sql.join(ids)})`.execute(
        app.db,
      );
    await age([orphan, pictured, linked, id]);
    const constituency = await app.db
      .insertInto('constituencies')
      .values({
        constituency_name: `Cleanup ${Date.now()}`,
        office_location: 'High Street',
        phone_number: '+233 30 000 0000',
        email: 'office@example.org',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('executives')
      .values({
        constituency_id: constituency.id,
        full_name: 'Ama Owusu',
        position_held: 'Secretary',
        picture_id: pictured,
      })
      .execute();
    await app.db
      .insertInto('news')
      .values({
        title: 'Linked picture',
        excerpt: 'E',
        content: 'C',
        category: 'politics',
        author: 'A',
        published_at: new Date(),
        image: `https://branch.example.org${mediaUrl(linked)}`,
      })
      .execute();

    // `id` (stored at the top of this file) is old and unreferenced too.
    expect(await deleteUnreferencedMedia(app.db)).toBe(2);
    const left = (await app.db.selectFrom('media').select('id').execute()).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([recent, pictured, linked]));
    expect(left).not.toContain(orphan);
  });
});
