import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createUser, injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { multipart, JPEG, PNG } from './helpers/uploads.js';

// Idempotency-Key on signed-in POST requests (plugins/idempotency.ts): a retry after a lost answer gets the
// first answer again instead of creating the thing twice.

interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  message: string;
  errors: Record<string, string[]>;
  code?: string;
}

/** A create route whose answer the test releases, so a retry can arrive while the first request runs. */
const gates: Array<() => void> = [];
let held = 0;

const { app } = await createTestApp({
  env: { RATE_LIMIT_MAX: '100000' },
  prepare: (instance) => {
    instance.post('/api/test/held-creates', { config: { access: 'admin' } }, async (_request, reply) => {
      held += 1;
      const n = held;
      await new Promise<void>((resolve) => gates.push(resolve));
      return reply
        .code(201)
        .header('location', `/api/test/held-creates/${n}`)
        .send({ success: true, data: { n }, message: 'Created' });
    });
  },
});

const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString();

const article = (title: string) => ({
  title,
  excerpt: 'The team inspected the facility ahead of its handover.',
  content: 'Executives, the assembly member and chiefs toured the compound on Monday.',
  category: 'health',
  author: 'Communications Team',
  publishedAt: YESTERDAY,
});

const postNews = (
  key: string | undefined,
  payload: Record<string, unknown>,
  role: 'admin' | 'super_admin' = 'admin',
) =>
  injectAs(app, role, {
    method: 'POST',
    url: '/api/news',
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload,
  });

const newsTitled = async (title: string) =>
  Number(
    (
      await app.db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The key row of the latest request, as a test changes it to stand for time gone by. */
const latestKey = () =>
  app.db.selectFrom('idempotency_keys').select('id').orderBy('created_at', 'desc').limit(1);

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('Idempotency-Key on a create', () => {
  it('answers a retry with the first answer, marked as replayed, and creates once', async () => {
    const key = randomUUID();
    const title = `Borehole handed over ${key}`;
    const first = await postNews(key, article(title));
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();

    const retry = await postNews(key, article(title));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.json()).toEqual(first.json());
    expect(await newsTitled(title)).toBe(1);
  });

  it('creates again without a key, or with another key', async () => {
    const title = `Clean-up exercise ${randomUUID()}`;
    expect((await postNews(undefined, article(title))).statusCode).toBe(201);
    expect((await postNews(undefined, article(title))).statusCode).toBe(201);
    expect((await postNews(randomUUID(), article(title))).statusCode).toBe(201);
    expect(await newsTitled(title)).toBe(3);
  });

  it('refuses the same key with a different body (422) and creates nothing more', async () => {
    const key = randomUUID();
    const title = `Youth league meeting ${key}`;
    expect((await postNews(key, article(title))).statusCode).toBe(201);
    const other = await postNews(key, article(`${title} (moved)`));
    expect(other.statusCode).toBe(422);
    expect(other.json<Envelope>()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await newsTitled(`${title} (moved)`)).toBe(0);
  });

  it('keeps keys apart per user: the same key from someone else is their own', async () => {
    const key = randomUUID();
    const title = `Market storm relief ${key}`;
    expect((await postNews(key, article(title), 'admin')).statusCode).toBe(201);
    const theirs = await postNews(key, article(title), 'super_admin');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(await newsTitled(title)).toBe(2);
  });

  it('keeps keys apart per route', async () => {
    const key = randomUUID();
    expect((await postNews(key, article(`Road works ${key}`))).statusCode).toBe(201);
    const project = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/projects',
      headers: { 'idempotency-key': key },
      payload: {
        title: `Road works ${key}`,
        description: 'Grading and drainage of the feeder road to the market.',
        location: 'Adomfe',
        status: 'planned',
        category: 'Roads & Infrastructure',
        budget: 85000,
        beneficiariesCount: 1200,
        progressPercentage: 0,
        startDate: '2025-02-01',
        endDate: '2025-06-30',
      },
    });
    expect(project.statusCode).toBe(201);
    expect(project.headers['idempotency-replayed']).toBeUndefined();
  });

  it('names the header in a 400 when the key is not 1 to 255 visible ASCII characters', async () => {
    for (const key of ['', ' ', 'a'.repeat(256), 'clé-été', 'two words']) {
      const res = await postNews(key, article(`Bad key ${randomUUID()}`));
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json<Envelope>().errors['Idempotency-Key']?.[0]).toMatch(/Idempotency-Key/);
    }
    expect((await postNews('a'.repeat(255), article(`Long key ${randomUUID()}`))).statusCode).toBe(201);
  });

  it('does not keep a failed answer: the key may be used again once the request is put right', async () => {
    const key = randomUUID();
    const suffix = key.slice(0, 8);
    const create = (payload: Record<string, unknown>) =>
      injectAs(app, 'super_admin', {
        method: 'POST',
        url: '/api/users',
        headers: { 'idempotency-key': key },
        payload,
      });
    const user = {
      username: `esi_${suffix}`,
      email: `esi.${suffix}@example.org`,
      first_name: 'Esi',
      last_name: 'Boateng',
      password: 'a good password',
    };
    // The route checks this body itself, after the key was taken: a 400 that must release the key.
    const refused = await create({ ...user, confirm_password: 'another password' });
    expect(refused.statusCode).toBe(400);
    const created = await create({ ...user, confirm_password: 'a good password' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['idempotency-replayed']).toBeUndefined();
  });

  it('keeps a stored answer unreadable without the key (a generated password is not stored in clear)', async () => {
    const key = randomUUID();
    const suffix = key.slice(0, 8);
    const res = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: '/api/users',
      headers: { 'idempotency-key': key },
      payload: {
        username: `kofi_${suffix}`,
        email: `kofi.${suffix}@example.org`,
        first_name: 'Kofi',
        last_name: 'Asante',
        auto_generate_password: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const password = res.json<Envelope<{ generatedPassword: string }>>().data.generatedPassword;
    expect(password).toHaveLength(12);

    const rows = await app.db.selectFrom('idempotency_keys').selectAll().execute();
    const stored = JSON.stringify(
      rows.map((row) => ({ ...row, response_body: Buffer.from(row.response_body ?? []).toString('latin1') })),
    );
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(`kofi_${suffix}`);

    const replay = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: '/api/users',
      headers: { 'idempotency-key': key },
      payload: {
        username: `kofi_${suffix}`,
        email: `kofi.${suffix}@example.org`,
        first_name: 'Kofi',
        last_name: 'Asante',
        auto_generate_password: true,
      },
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.json<Envelope<{ generatedPassword: string }>>().data.generatedPassword).toBe(password);
  });

  it('replays an upload (multipart) once, and refuses the key with another file', async () => {
    const key = randomUUID();
    const upload = async (data: Buffer, type: string) => {
      const body = await multipart({ image: { data, filename: 'poster.png', type } });
      return injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/media',
        headers: { ...body.headers, 'idempotency-key': key },
        payload: body.payload,
      });
    };
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const first = await upload(PNG, 'image/png');
    expect(first.statusCode).toBe(201);
    const retry = await upload(PNG, 'image/png');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
    expect((await upload(JPEG, 'image/jpeg')).statusCode).toBe(422);
  });

  it('is ignored on public routes, which never keep an answer (sign-in tokens)', async () => {
    const user = await createUser(app);
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'idempotency-key': 'same key' },
        payload: { username: user.username, password: user.password },
      });
    const first = await login();
    const second = await login();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotency-replayed']).toBeUndefined();
  });
});

describe('Idempotency-Key while the first request runs', () => {
  it('answers 409 with Retry-After, then replays the answer (with its Location) once it is done', async () => {
    const key = randomUUID();
    const post = () =>
      injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/test/held-creates',
        headers: { 'idempotency-key': key },
        payload: { name: 'x' },
      });
    const before = held;
    const first = post();
    await until(() => held === before + 1);

    const during = await post();
    expect(during.statusCode).toBe(409);
    expect(during.headers['retry-after']).toBe('1');
    expect(during.json<Envelope>()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_IN_USE' });

    gates.shift()!();
    const done = await first;
    expect(done.statusCode).toBe(201);
    const after = await post();
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotency-replayed']).toBe('true');
    expect(after.headers.location).toBe(done.headers.location);
    expect(after.json()).toEqual(done.json());
    expect(held).toBe(before + 1);
  });

  it('lets a retry take over a key whose request never finished once its lease has run out', async () => {
    const key = randomUUID();
    const title = `Lease ${key}`;
    expect((await postNews(key, article(title))).statusCode).toBe(201);
    // As a process that died mid-request leaves it: still in progress, its lease over.
    await app.db
      .updateTable('idempotency_keys')
      .set({ state: 'in_progress', locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', latestKey())
      .execute();
    const retry = await postNews(key, article(title));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBeUndefined();
  });

  it('forgets an answer after a day: the key then creates again', async () => {
    const key = randomUUID();
    const title = `Expired ${key}`;
    expect((await postNews(key, article(title))).statusCode).toBe(201);
    await app.db
      .updateTable('idempotency_keys')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', latestKey())
      .execute();
    const again = await postNews(key, article(title));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBeUndefined();
    expect(await newsTitled(title)).toBe(2);
  });
});
