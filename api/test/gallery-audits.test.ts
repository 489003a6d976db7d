import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageWork } from '../src/shared/image-work.js';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { multipart, noisyPhoto, PNG } from './helpers/uploads.js';

// Launch Bulk Audit: a job on the server compresses every uploaded asset over 10 KB, with its progress.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

const defaults = { ...imageWork.limits };
afterEach(() => imageWork.configure(defaults));

interface Asset {
  id: string;
  imageUrl: string;
  originalUrl: string | null;
  fileSizeKB: number | null;
  originalSizeKB: number | null;
}

interface Audit {
  id: string;
  status: 'running' | 'finished' | 'failed';
  total: number;
  done: number;
  failed: number;
  beforeKB: number;
  afterKB: number;
  startedAt: string;
  finishedAt: string | null;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

const admin = (options: InjectOptions) => injectAs(app, 'admin', options);

async function upload(image: Buffer, type: string, filename: string): Promise<Asset> {
  const body = await multipart({
    title: `Audit ${randomUUID().slice(0, 8)}`,
    image: { data: image, filename, type },
  });
  const res = await admin({
    method: 'POST',
    url: '/api/gallery/assets',
    headers: body.headers,
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`Expected 201, got ${res.statusCode}: ${res.body}`);
  return res.json<Envelope<Asset>>().data;
}

async function readAsset(id: string): Promise<Asset> {
  return (await admin({ method: 'GET', url: `/api/gallery/assets/${id}` })).json<Envelope<Asset>>().data;
}

async function waitForEnd(id: string): Promise<{ audit: Audit; seen: Audit[] }> {
  const seen: Audit[] = [];
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const res = await admin({ method: 'GET', url: `/api/gallery/audits/${id}` });
    expect(res.statusCode).toBe(200);
    const audit = res.json<Envelope<Audit>>().data;
    seen.push(audit);
    if (audit.status !== 'running') return { audit, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The audit did not finish');
}

const mediaCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bulk gallery audits', () => {
  it('refuses anonymous callers (401) and members (403), and answers 404 for an unknown audit', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/gallery/audits' })).statusCode).toBe(401);
    expect((await injectAs(app, 'member', { method: 'POST', url: '/api/gallery/audits' })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/gallery/audits/current' })).statusCode).toBe(401);
    expect(
      (await injectAs(app, 'member', { method: 'GET', url: '/api/gallery/audits/current' })).statusCode,
    ).toBe(403);
    expect((await admin({ method: 'GET', url: `/api/gallery/audits/${randomUUID()}` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/gallery/audits/not-an-id' })).statusCode).toBe(400);
  });

  it('answers a finished audit at once when nothing is over 10 KB', async () => {
    const before = await admin({ method: 'GET', url: '/api/gallery/audits/current' });
    expect(before.json<Envelope<Audit | null>>().data).toBeNull();
    await upload(PNG, 'image/png', 'small.png');
    const res = await admin({ method: 'POST', url: '/api/gallery/audits' });
    expect(res.statusCode).toBe(202);
    expect(res.json<Envelope<Audit>>().data).toMatchObject({ status: 'finished', total: 0, done: 0 });
  });

  it('compresses every asset over 10 KB on the server, once, keeping the originals, with its progress', async () => {
    const photos = await Promise.all([
      noisyPhoto(1000, 700, '#000'),
      noisyPhoto(900, 600, '#123'),
      noisyPhoto(800, 800, '#321'),
    ]);
    const large = [];
    for (const [index, photo] of photos.entries())
      large.push(await upload(photo, 'image/jpeg', `p${index}.jpg`));
    const small = await upload(PNG, 'image/png', 'small.png');
    for (const asset of large) expect(asset.fileSizeKB).toBeGreaterThan(10);
    const mediaBefore = await mediaCount();

    const started = await admin({ method: 'POST', url: '/api/gallery/audits' });
    expect(started.statusCode).toBe(202);
    const audit = started.json<Envelope<Audit>>().data;
    expect(audit).toMatchObject({ status: 'running', total: 3, failed: 0 });

    // Launched again while it runs: the same audit, not a second one.
    const again = await admin({ method: 'POST', url: '/api/gallery/audits' });
    expect(again.statusCode).toBe(200);
    expect(again.json<Envelope<Audit>>().data.id).toBe(audit.id);
    const current = await admin({ method: 'GET', url: '/api/gallery/audits/current' });
    expect(current.json<Envelope<Audit>>().data.id).toBe(audit.id);

    // An administrator's own Request Compression of an asset the audit is on does not compress it twice.
    const manual = await admin({ method: 'POST', url: `/api/gallery/assets/${large[2]!.id}/compress` });
    expect(manual.statusCode).toBe(200);

    const { audit: ended, seen } = await waitForEnd(audit.id);
    expect(ended).toMatchObject({ status: 'finished', total: 3, done: 3, failed: 0 });
    expect(ended.finishedAt).not.toBeNull();
    expect(ended.afterKB).toBeLessThanOrEqual(30);
    expect(ended.beforeKB).toBeGreaterThan(ended.afterKB);
    // Progress only ever goes forward.
    for (let index = 1; index < seen.length; index += 1) {
      expect(seen[index]!.done).toBeGreaterThanOrEqual(seen[index - 1]!.done);
    }

    for (const asset of large) {
      const after = await readAsset(asset.id);
      expect(after.fileSizeKB).toBeLessThanOrEqual(10);
      expect(after.originalSizeKB).toBe(asset.originalSizeKB);
      expect(after.originalUrl).toBe(asset.originalUrl);
      expect(after.imageUrl).not.toBe(asset.imageUrl);
    }
    expect((await readAsset(small.id)).imageUrl).toBe(small.imageUrl);
    // One new display image per compressed asset: nothing encoded twice was left behind.
    expect(await mediaCount()).toBe(mediaBefore + 3);

    // Over: a new launch finds nothing left over 10 KB.
    const next = await admin({ method: 'POST', url: '/api/gallery/audits' });
    expect(next.statusCode).toBe(202);
    expect(next.json<Envelope<Audit>>().data).toMatchObject({ status: 'finished', total: 0 });
  });

  it('marks as failed an audit whose server stopped reporting, and lets a new one start', async () => {
    const stale = await app.db
      .insertInto('gallery_audits')
      .values({
        total: 5,
        started_by: null,
        status: 'running',
        heartbeat_at: new Date(Date.now() - 10 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await admin({ method: 'GET', url: `/api/gallery/audits/${stale.id}` });
    expect(res.json<Envelope<Audit>>().data).toMatchObject({ status: 'failed', total: 5, done: 0 });
    const started = await admin({ method: 'POST', url: '/api/gallery/audits' });
    expect(started.statusCode).toBe(202);
    expect(started.json<Envelope<Audit>>().data.id).not.toBe(stale.id);
  });

  it('waits for its turns while the server is busy with images, where a request would be refused', async () => {
    const asset = await upload(await noisyPhoto(900, 600, '#246'), 'image/jpeg', 'busy.jpg');
    imageWork.configure({ concurrency: 1, queue: 0 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = imageWork.run(() => gate);
    try {
      const started = await admin({ method: 'POST', url: '/api/gallery/audits' });
      expect(started.json<Envelope<Audit>>().data).toMatchObject({ status: 'running', total: 1 });
      // The audit's encode waits in line, though the line has no room for requests.
      await vi.waitFor(() => expect(imageWork.load.waiting).toBe(1));
      const body = await multipart({
        title: 'Refused',
        image: { data: PNG, filename: 'a.png', type: 'image/png' },
      });
      const refused = await admin({
        method: 'POST',
        url: '/api/gallery/assets',
        headers: body.headers,
        payload: body.payload,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ success: false, code: 'BUSY' });
    } finally {
      release();
      await busy;
    }
    const current = await admin({ method: 'GET', url: '/api/gallery/audits/current' });
    const { audit } = await waitForEnd(current.json<Envelope<Audit>>().data.id);
    expect(audit).toMatchObject({ status: 'finished', total: 1, done: 1, failed: 0 });
    expect((await readAsset(asset.id)).fileSizeKB).toBeLessThanOrEqual(10);
  });
});
