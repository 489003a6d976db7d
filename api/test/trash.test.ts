import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { purgeExpiredTrash } from '../src/modules/trash/trash.service.js';
import { actor, bearer, createUser, DEFAULT_PASSWORD, injectAs, sessionFor } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { totpCode } from './helpers/two-factor.js';
import { JPEG, multipart, PHOTO, PNG } from './helpers/uploads.js';

// The Trash: deleting news, projects, documents, gallery pictures, executives, wards, branches,
// constituencies and accounts keeps them 30 days, restorable whole; public answers never show them. The
// public cache is on, as in production, so what visitors are served is part of what is checked.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', PUBLIC_CACHE_TTL_MS: '60000' } });

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  code?: string;
  pagination?: { count: number };
}
interface TrashEntry {
  id: string;
  kind: string;
  recordId: string;
  label: string;
  summary: string;
  deletedAt: string;
  purgeAt: string;
  deletedById: string | null;
  deletedByUsername: string | null;
}
type Row = Record<string, unknown> & { id: string };

const admin = (options: InjectOptions) => injectAs(app, 'admin', options);
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function data<T>(response: Awaited<ReturnType<typeof admin>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<Envelope<T>>().data;
}
const read = <T>(url: string) => admin({ method: 'GET', url }).then((res) => data<T>(res));
const visit = (url: string) => app.inject({ method: 'GET', url });
const remove = async (url: string) => data(await admin({ method: 'DELETE', url }));

async function trash(query = '', as: Parameters<typeof injectAs>[1] = 'admin') {
  const res = await injectAs(app, as, { method: 'GET', url: `/api/trash${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<TrashEntry[]>>();
}
const entryFor = async (recordId: string, as: Parameters<typeof injectAs>[1] = 'admin') =>
  (await trash('?limit=100', as)).data.find((entry) => entry.recordId === recordId);
const restore = (id: string, as: Parameters<typeof injectAs>[1] = 'admin') =>
  injectAs(app, as, { method: 'POST', url: `/api/trash/${id}/restore` });

async function createWardTree() {
  const constituency = await data<Row>(
    await admin({
      method: 'POST',
      url: '/api/constituencies',
      payload: {
        constituency_name: unique('Manhyia'),
        office_location: 'Manhyia',
        phone_number: '032 202 2222',
        email: 'manhyia@example.org',
      },
    }),
    201,
  );
  const wardName = unique('Asawase');
  const ward = await data<Row>(
    await admin({
      method: 'POST',
      url: `/api/constituencies/${constituency.id}/wards`,
      payload: { ward_name: wardName, office_location: 'Asawase Market' },
    }),
    201,
  );
  const branches: Row[] = [];
  for (const name of ['Aboabo', 'Sepe']) {
    branches.push(
      await data<Row>(
        await admin({
          method: 'POST',
          url: `/api/wards/${ward.id}/branches`,
          payload: { branch_name: unique(name), office_location: `${name} No. 2` },
        }),
        201,
      ),
    );
  }
  const withPicture = await multipart({
    full_name: 'Kofi Boateng',
    position_held: 'Ward Chairman',
    date_of_assumption_of_office: '2022-06-01',
    phone_number: '024 111 2222',
    phone_number_public: 'true',
    date_of_birth: '1970-02-03',
    picture: { data: PNG, filename: 'kofi.png', type: 'image/png' },
  });
  const wardExecutive = await data<Row & { picture: string }>(
    await admin({
      method: 'POST',
      url: `/api/wards/${ward.id}/executives`,
      headers: withPicture.headers,
      payload: withPicture.payload,
    }),
    201,
  );
  const branchPicture = await multipart({
    full_name: 'Ama Serwaa',
    position_held: 'Branch Secretary',
    date_of_assumption_of_office: '2023-01-09',
    picture: { data: JPEG, filename: 'ama.jpg', type: 'image/jpeg' },
  });
  const branchExecutive = await data<Row & { picture: string }>(
    await admin({
      method: 'POST',
      url: `/api/wards/${ward.id}/branches/${branches[0]!.id}/executives`,
      headers: branchPicture.headers,
      payload: branchPicture.payload,
    }),
    201,
  );
  await data(
    await admin({
      method: 'POST',
      url: `/api/wards/${ward.id}/branches/${branches[1]!.id}/executives`,
      payload: {
        full_name: 'Yaw Mensah',
        position_held: 'Branch Organiser',
        date_of_assumption_of_office: '2024-03-01',
        email: 'yaw@example.org',
      },
    }),
    201,
  );
  return { constituency, ward, wardName, branches, wardExecutive, branchExecutive };
}

/** The ward as administrators read it, with every branch and executive, in a stable order. */
async function wardAsStored(wardId: string) {
  const ward = await read<Row & { branches: (Row & { executives: Row[] })[]; executives: Row[] }>(
    `/api/wards/${wardId}`,
  );
  const byId = (a: Row, b: Row) => a.id.localeCompare(b.id);
  return {
    ...ward,
    executives: [...ward.executives].sort(byId),
    branches: [...ward.branches]
      .sort(byId)
      .map((branch) => ({ ...branch, executives: [...branch.executives].sort(byId) })),
  };
}

describe('the Trash', () => {
  it('keeps a deleted ward with its branches, executives and pictures, and restores it whole', async () => {
    const tree = await createWardTree();
    const before = await wardAsStored(tree.ward.id);
    const wardsUrl = `/api/constituencies/${tree.constituency.id}/wards?include=branches`;
    expect((await visit(wardsUrl)).json<Envelope<Row[]>>().data).toHaveLength(1);
    expect((await visit(tree.wardExecutive.picture)).statusCode).toBe(200);

    await remove(`/api/constituencies/${tree.constituency.id}/wards/${tree.ward.id}`);

    // Gone from every public answer, counts included, and its pictures are no longer served.
    expect((await visit(wardsUrl)).json<Envelope<Row[]>>().data).toEqual([]);
    expect((await visit(`/api/wards/${tree.ward.id}`)).statusCode).toBe(404);
    expect((await visit(`/api/wards/${tree.ward.id}/branches/${tree.branches[0]!.id}`)).statusCode).toBe(404);
    expect(
      (await visit(`/api/constituencies/${tree.constituency.id}`)).json<Envelope<Row>>().data,
    ).toMatchObject({
      ward_count: 0,
    });
    expect((await visit(tree.wardExecutive.picture)).statusCode).toBe(404);
    expect((await visit(tree.branchExecutive.picture)).statusCode).toBe(404);

    const entry = await entryFor(tree.ward.id);
    const { user } = await actor(app, 'admin');
    expect(entry).toMatchObject({
      kind: 'ward',
      label: tree.wardName,
      summary: 'With 2 branches and 3 executives',
      deletedById: user.id,
      deletedByUsername: user.username,
    });
    expect(Date.parse(entry!.purgeAt) - Date.parse(entry!.deletedAt)).toBe(30 * 86_400_000);

    const restored = await restore(entry!.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Envelope<unknown>>()).toMatchObject({
      success: true,
      data: { kind: 'ward', recordId: tree.ward.id, label: tree.wardName },
      message: `“${tree.wardName}” restored`,
    });

    // Back exactly as it was: same ids, fields, consents, dates and pictures; visitors see it at once.
    expect(await wardAsStored(tree.ward.id)).toEqual(before);
    expect((await visit(wardsUrl)).json<Envelope<Row[]>>().data).toHaveLength(1);
    expect((await visit(tree.wardExecutive.picture)).statusCode).toBe(200);
    expect((await visit(tree.branchExecutive.picture)).statusCode).toBe(200);
    expect(await entryFor(tree.ward.id)).toBeUndefined();

    const audit = await injectAs(app, 'super_admin', {
      method: 'GET',
      url: `/api/audit?entity=ward&entityId=${tree.ward.id}`,
    });
    expect(audit.json<Envelope<{ action: string }[]>>().data.map((e) => e.action)).toEqual([
      'restore',
      'delete',
      'create',
    ]);
  });

  it('asks for the ward first when a branch of a trashed ward is restored, then restores both', async () => {
    const tree = await createWardTree();
    const branch = tree.branches[0]!;
    await remove(`/api/wards/${tree.ward.id}/branches/${branch.id}`);
    await remove(`/api/constituencies/${tree.constituency.id}/wards/${tree.ward.id}`);
    const branchEntry = (await entryFor(branch.id))!;
    expect(branchEntry.summary).toBe('With 1 executive');

    const refused = await restore(branchEntry.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Envelope<null>>()).toMatchObject({
      code: 'CONFLICT',
      message: `Restore “${tree.wardName}” first: this branch belonged to it, and it is in the Trash too.`,
    });

    expect((await restore((await entryFor(tree.ward.id))!.id)).statusCode).toBe(200);
    expect((await restore(branchEntry.id)).statusCode).toBe(200);
    const ward = await wardAsStored(tree.ward.id);
    expect(ward.branches.map((b) => b.id).sort()).toEqual(tree.branches.map((b) => b.id).sort());
    expect((await visit(tree.branchExecutive.picture)).statusCode).toBe(200);
  });

  it('refuses a restore that would clash with a record made since, and changes nothing', async () => {
    const tree = await createWardTree();
    await remove(`/api/constituencies/${tree.constituency.id}/wards/${tree.ward.id}`);
    const newcomer = await data<Row>(
      await admin({
        method: 'POST',
        url: `/api/constituencies/${tree.constituency.id}/wards`,
        payload: { ward_name: tree.wardName, office_location: 'Elsewhere' },
      }),
      201,
    );
    const entry = (await entryFor(tree.ward.id))!;
    const refused = await restore(entry.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Envelope<null>>().message).toBe(
      `“${tree.wardName}” cannot be restored: another ward now has the same name. Rename one of them, then restore.`,
    );
    // Nothing half-restored: no branch came back, the entry and its pictures wait as before.
    expect((await visit(`/api/wards/${tree.ward.id}`)).statusCode).toBe(404);
    expect(
      await app.db.selectFrom('branches').select('id').where('ward_id', '=', tree.ward.id).execute(),
    ).toEqual([]);
    expect(await entryFor(tree.ward.id)).toMatchObject({ id: entry.id });
    expect((await visit(tree.wardExecutive.picture)).statusCode).toBe(404);

    await data(
      await admin({
        method: 'PUT',
        url: `/api/constituencies/${tree.constituency.id}/wards/${newcomer.id}`,
        payload: { ward_name: unique('Renamed'), office_location: 'Elsewhere' },
      }),
    );
    expect((await restore(entry.id)).statusCode).toBe(200);
  });

  it('deletes for good on request: the entry and its pictures go, and it cannot come back', async () => {
    const tree = await createWardTree();
    await remove(`/api/constituencies/${tree.constituency.id}/wards/${tree.ward.id}`);
    const entry = (await entryFor(tree.ward.id))!;
    const pictureIds = [tree.wardExecutive.picture, tree.branchExecutive.picture].map((url) =>
      url.split('/').pop()!,
    );

    expect(
      (await injectAs(app, 'member', { method: 'DELETE', url: `/api/trash/${entry.id}` })).statusCode,
    ).toBe(403);
    expect(await data(await admin({ method: 'DELETE', url: `/api/trash/${entry.id}` }))).toBeNull();
    expect(await entryFor(tree.ward.id)).toBeUndefined();
    expect(await app.db.selectFrom('media').select('id').where('id', 'in', pictureIds).execute()).toEqual([]);
    expect((await restore(entry.id)).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/trash/${entry.id}` })).statusCode).toBe(404);

    const audit = await injectAs(app, 'super_admin', {
      method: 'GET',
      url: `/api/audit?entity=ward&entityId=${tree.ward.id}&action=purge`,
    });
    expect(audit.json<Envelope<unknown[]>>().data).toHaveLength(1);
  });

  it('tells when what a record belonged under was deleted for good', async () => {
    const tree = await createWardTree();
    await remove(`/api/wards/${tree.ward.id}/branches/${tree.branches[1]!.id}`);
    await remove(`/api/constituencies/${tree.constituency.id}/wards/${tree.ward.id}`);
    await data(await admin({ method: 'DELETE', url: `/api/trash/${(await entryFor(tree.ward.id))!.id}` }));
    const refused = await restore((await entryFor(tree.branches[1]!.id))!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Envelope<null>>().message).toMatch(
      /the ward it belonged to has been deleted for good/,
    );
  });

  it('hides trashed news from the public list, its count, the feed and the sitemap until restored', async () => {
    const title = unique('Clinic opening');
    const article = await data<Row>(
      await admin({
        method: 'POST',
        url: '/api/news',
        payload: {
          title,
          excerpt: 'The new clinic opens on Monday.',
          content: 'Residents are invited to the opening of the clinic.',
          category: 'health',
          author: 'Press Office',
          publishedAt: new Date(Date.now() - 60_000).toISOString(),
        },
      }),
      201,
    );
    const visible = async () => {
      const list = (await visit(`/api/news?search=${encodeURIComponent(title)}`)).json<Envelope<Row[]>>();
      return {
        listed: list.data.length,
        counted: list.pagination?.count,
        one: (await visit(`/api/news/${article.id}`)).statusCode,
        rss: (await visit('/api/site/rss.xml')).body.includes(article.id),
        sitemap: (await visit('/api/site/sitemap.xml')).body.includes(article.id),
      };
    };
    expect(await visible()).toEqual({ listed: 1, counted: 1, one: 200, rss: true, sitemap: true });
    const stored = await read<Row>(`/api/news/${article.id}`);
    await remove(`/api/news/${article.id}`);
    expect(await visible()).toEqual({ listed: 0, counted: 0, one: 404, rss: false, sitemap: false });
    const entry = (await entryFor(article.id))!;
    expect(entry).toMatchObject({ kind: 'news', label: title, summary: 'News, health' });
    expect((await restore(entry.id)).statusCode).toBe(200);
    expect(await visible()).toEqual({ listed: 1, counted: 1, one: 200, rss: true, sitemap: true });
    // Whole, with the views it had counted (each reading counts one more).
    const back = await read<Row>(`/api/news/${article.id}`);
    expect({ ...back, views: 0 }).toEqual({ ...stored, views: 0 });
    expect(Number(back.views)).toBeGreaterThan(Number(stored.views));
  });

  it('restores an uploaded gallery picture with its display image and thumbnail', async () => {
    const form = await multipart({
      title: unique('Rally'),
      image: { data: PHOTO, filename: 'rally.jpg', type: 'image/jpeg' },
    });
    const asset = await data<Row & { imageUrl: string; thumbnailUrl: string }>(
      await admin({
        method: 'POST',
        url: '/api/gallery/assets',
        headers: form.headers,
        payload: form.payload,
      }),
      201,
    );
    await remove(`/api/gallery/assets/${asset.id}`);
    expect((await visit(asset.imageUrl)).statusCode).toBe(404);
    expect((await visit(asset.thumbnailUrl)).statusCode).toBe(404);
    const entry = (await entryFor(asset.id))!;
    expect(entry.summary).toBe('Uploaded picture with its thumbnail');
    expect((await restore(entry.id)).statusCode).toBe(200);
    expect(await read<Row>(`/api/gallery/assets/${asset.id}`)).toEqual(asset);
    expect((await visit(asset.imageUrl)).statusCode).toBe(200);
    expect((await visit(asset.thumbnailUrl)).statusCode).toBe(200);
  });

  it('keeps accounts to the super roles; a restored account signs in again with its roles and two-factor sign-in', async () => {
    const target = await createUser(app, { username: unique('kwame').replace(' ', '_'), roles: ['admin'] });
    // Something the account did: an audit entry naming it.
    const session = await sessionFor(app, target.id);
    await data(
      await app.inject({
        method: 'POST',
        url: '/api/news',
        headers: bearer(session.token),
        payload: {
          title: unique('By Kwame'),
          excerpt: 'An excerpt.',
          content: 'Some content.',
          category: 'politics',
          author: 'Kwame',
          publishedAt: new Date(Date.now() - 60_000).toISOString(),
        },
      }),
      201,
    );
    // Two-factor sign-in, on before the deletion, is on again after the restore.
    const setup = await app.inject({
      method: 'POST',
      url: '/api/users/profile/two-factor/setup',
      headers: bearer(session.token),
    });
    const { secret } = setup.json<Envelope<{ secret: string }>>().data;
    const enabled = await app.inject({
      method: 'POST',
      url: '/api/users/profile/two-factor/enable',
      headers: bearer(session.token),
      payload: { code: totpCode(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);

    const deleted = await injectAs(app, 'super_admin', { method: 'DELETE', url: `/api/users/${target.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await entryFor(target.id, 'admin')).toBeUndefined();
    expect((await trash('?kind=user', 'admin')).data).toEqual([]);
    const entry = (await entryFor(target.id, 'super_admin'))!;
    expect(entry).toMatchObject({
      kind: 'user',
      label: target.username,
      summary: `${target.email} and 1 role`,
    });
    expect((await restore(entry.id, 'admin')).statusCode).toBe(403);

    expect((await restore(entry.id, 'super_admin')).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: target.username, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<Envelope<{ twoFactorRequired?: boolean }>>().data.twoFactorRequired).toBe(true);
    const roles = await app.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('roles.name')
      .where('user_roles.user_id', '=', target.id)
      .execute();
    expect(roles.map((r) => r.name)).toEqual(['admin']);
    // What the account did is its own again in the audit log.
    const audit = await injectAs(app, 'super_admin', { method: 'GET', url: `/api/audit?actor=${target.id}` });
    expect(audit.json<Envelope<{ action: string; entity: string }[]>>().data).toContainEqual(
      expect.objectContaining({ action: 'create', entity: 'news' }),
    );
  });

  it('filters by kind, by who deleted, by words and by date', async () => {
    const project = await data<Row>(
      await admin({
        method: 'POST',
        url: '/api/projects',
        payload: {
          title: unique('Borehole drilling'),
          description: 'Two boreholes for Aboabo.',
          location: 'Aboabo',
          status: 'planned',
          startDate: '2026-01-15',
        },
      }),
      201,
    );
    await remove(`/api/projects/${project.id}`);
    const { user } = await actor(app, 'admin');
    const words = String(project.title).split(' ')[2]!;

    const byKind = await trash('?kind=project&limit=100');
    expect(byKind.data.every((e) => e.kind === 'project')).toBe(true);
    expect(byKind.data.map((e) => e.recordId)).toContain(project.id);
    expect((await trash(`?search=${words}`)).data.map((e) => e.recordId)).toEqual([project.id]);
    expect((await trash(`?search=${words}&deletedBy=${user.username.toUpperCase()}`)).data).toHaveLength(1);
    expect((await trash(`?search=${words}&deletedBy=${user.id}`)).data).toHaveLength(1);
    expect((await trash(`?search=${words}&deletedBy=someone_else`)).data).toEqual([]);
    expect((await trash(`?search=${words}&from=2000-01-01&to=2000-01-02`)).data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trash(`?search=${words}&from=${today}&to=${today}`)).data).toHaveLength(1);

    const bad = await admin({ method: 'GET', url: '/api/trash?kind=planet' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors)).toContain('kind');
    expect((await restore(randomUUID())).statusCode).toBe(404);
    expect((await admin({ method: 'POST', url: '/api/trash/not-a-uuid/restore' })).statusCode).toBe(400);
  });

  it('forgets entries after 30 days, with their pictures, and keeps younger ones', async () => {
    const old = await createWardTree();
    const young = await createWardTree();
    await remove(`/api/constituencies/${old.constituency.id}/wards/${old.ward.id}`);
    await remove(`/api/constituencies/${young.constituency.id}/wards/${young.ward.id}`);
    await sql`UPDATE trash SET deleted_at = now() - interval '31 days' WHERE record_id = ${old.ward.id}`.execute(
      app.db,
    );
    await sql`UPDATE trash SET deleted_at = now() - interval '29 days' WHERE record_id = ${young.ward.id}`.execute(
      app.db,
    );
    expect(await purgeExpiredTrash(app.db, app.log)).toBeGreaterThanOrEqual(1);
    expect(await entryFor(old.ward.id)).toBeUndefined();
    expect(await entryFor(young.ward.id)).toBeDefined();
    const oldPicture = old.wardExecutive.picture.split('/').pop()!;
    expect(await app.db.selectFrom('media').select('id').where('id', '=', oldPicture).execute()).toEqual([]);
  });
});
