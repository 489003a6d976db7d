import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { actor, bearer, createUser, injectAs, sessionFor, type Role } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { multipart, PHOTO, PNG, type FilePart } from './helpers/uploads.js';

// The audit log (GET /api/audit): every administrative write is recorded with who, when, from where and the
// before and after of the fields it changed, in the transaction of the change; only super roles read it.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface FieldChange {
  before?: unknown;
  after?: unknown;
  redacted?: true;
}

interface Entry {
  id: string;
  occurredAt: string;
  actorId: string | null;
  actorUsername: string | null;
  ip: string | null;
  requestId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  label: string;
  changes: Record<string, FieldChange>;
}

interface Page {
  success: boolean;
  data: Entry[];
  pagination: {
    count: number;
    page: number;
    limit: number;
    total_pages: number;
    next: number | null;
    previous: number | null;
  };
}

const audit = async (query = '') => {
  const res = await injectAs(app, 'super_admin', { method: 'GET', url: `/api/audit?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

/** An administrator of their own, so that their entries can be told apart from the rest of the file's. */
async function newAdmin(role: Role = 'admin') {
  const user = await createUser(app, { roles: [role] });
  const { token } = await sessionFor(app, user.id);
  const as = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });
  return { user, as };
}

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Constituency executives tour the new CHPS compound',
  excerpt: 'The team inspected the facility ahead of its handover.',
  content: 'Executives, the assembly member and chiefs toured the compound on Monday.',
  category: 'health',
  author: 'Communications Team',
  image: 'https://images.example.org/chps.jpg',
  publishedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const auditRows = async () =>
  Number(
    (
      await app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('news writes in the audit log', () => {
  it('records a creation, an update and a deletion with the actor, their address and the changed fields', async () => {
    const { user, as } = await newAdmin();
    const from = { remoteAddress: '203.0.113.7' };

    const created = await as({
      method: 'POST',
      url: '/api/news',
      payload: article(),
      ...from,
      headers: { 'x-request-id': 'req-create-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;

    const updated = await as({
      method: 'PUT',
      url: `/api/news/${id}`,
      payload: article({ title: 'CHPS compound handed over', category: 'development' }),
      ...from,
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const deleted = await as({ method: 'DELETE', url: `/api/news/${id}`, ...from });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const { data, pagination } = await audit(`entity=news&entityId=${id}`);
    expect(pagination.count).toBe(3);
    // Newest first.
    expect(data.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of data) {
      expect(entry).toMatchObject({
        actorId: user.id,
        actorUsername: user.username,
        ip: '203.0.113.7',
        entity: 'news',
        entityId: id,
      });
      expect(Date.parse(entry.occurredAt)).not.toBeNaN();
    }
    const [removal, update, creation] = data as [Entry, Entry, Entry];

    expect(creation.requestId).toBe('req-create-1');
    expect(creation.label).toBe('Constituency executives tour the new CHPS compound');
    expect(creation.changes.title).toEqual({ after: 'Constituency executives tour the new CHPS compound' });
    expect(creation.changes.publishedAt).toEqual({ after: '2026-11-20T09:00:00.000Z' });
    // Book-keeping is not an administrator's change.
    expect(Object.keys(creation.changes)).not.toEqual(expect.arrayContaining(['id']));
    expect(creation.changes).not.toHaveProperty('updatedAt');
    expect(creation.changes).not.toHaveProperty('views');

    // Only what changed, each with before and after.
    expect(update.label).toBe('CHPS compound handed over');
    expect(update.changes).toEqual({
      title: {
        before: 'Constituency executives tour the new CHPS compound',
        after: 'CHPS compound handed over',
      },
      category: { before: 'health', after: 'development' },
    });

    expect(removal.changes.title).toEqual({ before: 'CHPS compound handed over' });
    expect(removal.changes.category).toEqual({ before: 'development' });
    expect(Object.values(removal.changes).every((change) => !('after' in change))).toBe(true);
  });

  it('records nothing for a write refused by validation', async () => {
    const { as } = await newAdmin();
    const before = await auditRows();
    const res = await as({ method: 'POST', url: '/api/news', payload: article({ title: '' }) });
    expectValidationError(res, 'title');
    const missing = await as({ method: 'PUT', url: `/api/news/${randomUUID()}`, payload: article() });
    expect(missing.statusCode).toBe(404);
    expect(await auditRows()).toBe(before);
  });

  it('keeps the change and its entry together: when the entry cannot be written, the change is undone', async () => {
    const { as } = await newAdmin();
    const title = `Refused entry ${randomUUID()}`;
    // The log refuses this one entry, after the article's row has been written in the same transaction.
    await sql`ALTER TABLE audit_log ADD CONSTRAINT audit_test_refuse CHECK (label <> ${sql.lit(title)})`.execute(
      app.db,
    );
    try {
      const res = await as({ method: 'POST', url: '/api/news', payload: article({ title }) });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT audit_test_refuse`.execute(app.db);
    }
    const rows = await app.db.selectFrom('news').select('id').where('title', '=', title).execute();
    expect(rows).toEqual([]);
  });
});

describe('a change that fails at commit', () => {
  it('leaves no entry: the entry is written in the transaction of the change', async () => {
    const { as } = await newAdmin();
    const title = `Refused at commit ${randomUUID()}`;
    // The database refuses the article only when the transaction commits, after its entry was written.
    await sql`
      CREATE FUNCTION audit_test_refuse_news() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = ${sql.lit(title)} THEN RAISE EXCEPTION 'refused at commit'; END IF;
        RETURN NULL;
      END $$`.execute(app.db);
    await sql`
      CREATE CONSTRAINT TRIGGER audit_test_refuse AFTER INSERT ON news
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_test_refuse_news()`.execute(app.db);
    try {
      const res = await as({ method: 'POST', url: '/api/news', payload: article({ title }) });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER audit_test_refuse ON news`.execute(app.db);
      await sql`DROP FUNCTION audit_test_refuse_news()`.execute(app.db);
    }
    expect(await app.db.selectFrom('news').select('id').where('title', '=', title).execute()).toEqual([]);
    expect(await app.db.selectFrom('audit_log').select('id').where('label', '=', title).execute()).toEqual(
      [],
    );
  });
});

describe('other administrative writes', () => {
  it('records an organisation edit with only the changed field', async () => {
    const { user, as } = await newAdmin();
    const name = `Asokwa ${randomUUID().slice(0, 8)}`;
    const created = await as({
      method: 'POST',
      url: '/api/constituencies',
      payload: {
        constituency_name: name,
        office_location: 'Asokwa Market Road',
        phone_number: '0244123456',
        email: 'asokwa@example.org',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    const edit = await as({
      method: 'PUT',
      url: `/api/constituencies/${id}`,
      payload: { office_location: 'Atonsu Junction' },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const { data } = await audit(`actor=${user.id}&entity=constituency`);
    expect(data.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(data[0]!.changes).toEqual({
      office_location: { before: 'Asokwa Market Road', after: 'Atonsu Junction' },
    });
    expect(data[0]!.label).toBe(name);
  });

  it("records a role grant and removal as the user's roles before and after", async () => {
    const member = await createUser(app);
    const grant = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: `/api/users/${member.id}/roles`,
      payload: { role: 'admin' },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const removal = await injectAs(app, 'super_admin', {
      method: 'DELETE',
      url: `/api/users/${member.id}/roles`,
      payload: { role: 'member' },
    });
    expect(removal.statusCode, removal.body).toBe(200);

    const { data } = await audit(`entity=user&entityId=${member.id}`);
    const superAdmin = (await actor(app, 'super_admin')).user;
    expect(data).toMatchObject([
      {
        action: 'roles',
        label: member.username,
        actorId: superAdmin.id,
        changes: { roles: { before: ['admin', 'member'], after: ['admin'] } },
      },
      {
        action: 'roles',
        label: member.username,
        changes: { roles: { before: ['member'], after: ['admin', 'member'] } },
      },
    ]);
  });
});

describe('GET /api/audit', () => {
  it('is for super roles only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    for (const role of ['member', 'admin', 'executive_admin'] as const) {
      const res = await injectAs(app, role, { method: 'GET', url: '/api/audit' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    // The superuser flag grants super access without a super role.
    const superuser = await createUser(app, { isSuperuser: true });
    const res = await app.inject({
      method: 'GET',
      url: '/api/audit',
      headers: bearer((await sessionFor(app, superuser.id)).token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('filters by actor (id or username), entity, action and dates, and pages newest first', async () => {
    const { user, as } = await newAdmin();
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const res = await as({
        method: 'POST',
        url: '/api/news',
        payload: article({ title: `Filtered article ${i}` }),
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ data: { id: string } }>().data.id);
    }
    await as({
      method: 'PUT',
      url: `/api/news/${ids[0]}`,
      payload: article({ title: 'Filtered article 1, revised' }),
    });

    const all = await audit(`actor=${user.id}`);
    expect(all.pagination).toMatchObject({
      count: 6,
      page: 1,
      limit: 10,
      total_pages: 1,
      next: null,
      previous: null,
    });
    expect(all.data[0]).toMatchObject({ action: 'update', label: 'Filtered article 1, revised' });

    const byName = await audit(`actor=${user.username.toUpperCase()}`);
    expect(byName.pagination.count).toBe(6);

    expect((await audit(`actor=${user.id}&action=update`)).data.map((e) => e.entityId)).toEqual([ids[0]]);
    expect((await audit(`actor=${user.id}&entity=project`)).pagination.count).toBe(0);

    const second = await audit(`actor=${user.id}&limit=4&page=2`);
    expect(second.pagination).toMatchObject({
      count: 6,
      page: 2,
      limit: 4,
      total_pages: 2,
      next: null,
      previous: 1,
    });
    expect(second.data.map((e) => e.label)).toEqual(['Filtered article 2', 'Filtered article 1']);

    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`actor=${user.id}&from=${today}&to=${today}`)).pagination.count).toBe(6);
    expect((await audit(`actor=${user.id}&to=2020-01-01`)).pagination.count).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await audit(`actor=${user.id}&from=${tomorrow}`)).pagination.count).toBe(0);
  });

  it('refuses filters it cannot read, in the error envelope', async () => {
    const bad = await injectAs(app, 'super_admin', { method: 'GET', url: '/api/audit?from=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    const unknown = await injectAs(app, 'super_admin', { method: 'GET', url: '/api/audit?entity=spaceship' });
    expect(unknown.statusCode).toBe(400);
  });
});

/** Every stored column of the entries about one record, as text: to look for what must never be there. */
const storedEntries = async (entityId: string) =>
  JSON.stringify(
    await app.db.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).execute(),
  );

/** Runs `write` while the log refuses entries labelled `label`, after the change was made in its transaction. */
async function withEntriesRefused<T>(label: string, write: () => Promise<T>): Promise<T> {
  await sql`ALTER TABLE audit_log ADD CONSTRAINT audit_test_refuse CHECK (label <> ${sql.lit(label)})`.execute(
    app.db,
  );
  try {
    return await write();
  } finally {
    await sql`ALTER TABLE audit_log DROP CONSTRAINT audit_test_refuse`.execute(app.db);
  }
}

const from = { remoteAddress: '198.51.100.40' };

describe('user administration in the audit log', () => {
  const account = (suffix: string) => ({
    username: `efua_${suffix}`,
    email: `efua.${suffix}@example.org`,
    first_name: 'Efua',
    last_name: 'Boateng',
  });

  it('records a new account with its fields and roles, never its password, typed or generated', async () => {
    const { user, as } = await newAdmin('super_admin');
    const suffix = randomUUID().slice(0, 8);
    const password = `Typed password ${suffix}`;
    const typed = await as({
      method: 'POST',
      url: '/api/users',
      payload: { ...account(suffix), password, confirm_password: password, role: 'admin', is_active: true },
      ...from,
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const typedId = typed.json<{ data: { id: string } }>().data.id;

    const generated = await as({
      method: 'POST',
      url: '/api/users',
      payload: { ...account(`g${suffix}`), auto_generate_password: true },
      ...from,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const { id: generatedId, generatedPassword } = generated.json<{
      data: { id: string; generatedPassword: string };
    }>().data;
    expect(generatedPassword).toBeTruthy();

    const { data } = await audit(`entity=user&entityId=${typedId}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      action: 'create',
      actorId: user.id,
      actorUsername: user.username,
      ip: '198.51.100.40',
      label: `efua_${suffix}`,
    });
    expect(data[0]!.changes).toEqual({
      username: { after: `efua_${suffix}` },
      email: { after: `efua.${suffix}@example.org` },
      firstName: { after: 'Efua' },
      lastName: { after: 'Boateng' },
      picture: { after: null },
      roles: { after: ['admin'] },
      status: { after: 'active' },
      isStaff: { after: false },
      isSuperuser: { after: false },
    });

    const stored = (await storedEntries(typedId)) + (await storedEntries(generatedId));
    expect(stored).toContain(`efua_g${suffix}`);
    for (const secret of [password, generatedPassword, 'argon2', 'password']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('records a status change with the status and its reason before and after, and a deletion with who it was', async () => {
    const { user, as } = await newAdmin('super_admin');
    const member = await createUser(app, { roles: ['member', 'admin'] });

    const suspend = await as({
      method: 'PATCH',
      url: `/api/users/${member.id}/status`,
      payload: { status: 'suspended', reason: 'Posting spam' },
      ...from,
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const restore = await as({
      method: 'PATCH',
      url: `/api/users/${member.id}/status`,
      payload: { status: 'active' },
      ...from,
    });
    expect(restore.statusCode, restore.body).toBe(200);
    const removal = await as({ method: 'DELETE', url: `/api/users/${member.id}`, ...from });
    expect(removal.statusCode, removal.body).toBe(200);

    const { data } = await audit(`entity=user&entityId=${member.id}`);
    expect(data.map((entry) => entry.action)).toEqual(['delete', 'status', 'status']);
    for (const entry of data) {
      expect(entry).toMatchObject({ actorId: user.id, ip: '198.51.100.40', label: member.username });
    }
    const [deleted, restored, suspended] = data as [Entry, Entry, Entry];
    expect(suspended.changes).toEqual({
      status: { before: 'active', after: 'suspended' },
      statusReason: { before: null, after: 'Posting spam' },
    });
    // Activation by an administrator also counts the email as verified.
    expect(restored.changes).toEqual({
      status: { before: 'suspended', after: 'active' },
      statusReason: { before: 'Posting spam', after: null },
      emailVerified: { before: false, after: true },
    });
    expect(deleted.changes).toEqual({
      username: { before: member.username },
      email: { before: member.email },
      roles: { before: ['admin', 'member'] },
      status: { before: 'active' },
    });
  });

  it('records nothing for a status change or a deletion that is refused or undone', async () => {
    const { as } = await newAdmin('super_admin');
    const before = await auditRows();
    const missing = await as({
      method: 'PATCH',
      url: `/api/users/${randomUUID()}/status`,
      payload: { status: 'suspended' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await as({ method: 'DELETE', url: `/api/users/${randomUUID()}` })).statusCode).toBe(404);
    expect(await auditRows()).toBe(before);

    // When the entry cannot be written, the account stays.
    const member = await createUser(app);
    const res = await withEntriesRefused(member.username, () =>
      as({ method: 'DELETE', url: `/api/users/${member.id}` }),
    );
    expect(res.statusCode).toBe(500);
    expect(await app.db.selectFrom('users').select('id').where('id', '=', member.id).execute()).toHaveLength(
      1,
    );
    expect(await auditRows()).toBe(before);
  });
});

describe('invitations in the audit log', () => {
  interface Invitation {
    id: string;
    email: string;
    token: string;
    inviteUrl: string;
    expiresAt: string;
  }

  async function invite(as: Awaited<ReturnType<typeof newAdmin>>['as'], email: string) {
    const res = await as({
      method: 'POST',
      url: '/api/invitations/create',
      payload: { email, role: 'admin', daysValid: 3 },
      ...from,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Invitation }>().data;
  }

  it('records an invitation, its revocation and a resend, never its token or link', async () => {
    const { user, as } = await newAdmin();
    const email = `kwesi.${randomUUID().slice(0, 8)}@example.org`;
    const invitation = await invite(as, email);
    const revoked = await as({ method: 'PATCH', url: `/api/invitations/${invitation.id}/revoke`, ...from });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const other = await invite(as, `ama.${randomUUID().slice(0, 8)}@example.org`);
    // Its first email has gone out: asking again queues another.
    await app.mailOutbox.drain();
    const resent = await as({ method: 'PATCH', url: `/api/invitations/${other.id}/resend`, ...from });
    expect(resent.statusCode, resent.body).toBe(200);

    const { data } = await audit(`entity=invitation&entityId=${invitation.id}`);
    expect(data.map((entry) => entry.action)).toEqual(['revoke', 'create']);
    for (const entry of data) {
      expect(entry).toMatchObject({ actorId: user.id, ip: '198.51.100.40', label: email });
    }
    const [revocation, creation] = data as [Entry, Entry];
    expect(creation.changes).toEqual({
      email: { after: email },
      role: { after: 'admin' },
      expiresAt: { after: invitation.expiresAt },
    });
    expect(revocation.changes).toMatchObject({ status: { before: 'pending', after: 'revoked' } });
    expect(revocation.changes.revokedAt).toMatchObject({ before: null });
    expect(Object.keys(revocation.changes).sort()).toEqual(['revokedAt', 'status']);

    const resends = await audit(`entity=invitation&entityId=${other.id}&action=update`);
    expect(resends.data).toHaveLength(1);
    expect(resends.data[0]).toMatchObject({ actorId: user.id, ip: '198.51.100.40' });
    expect(resends.data[0]!.changes).toEqual({ invitationEmail: { after: 'sent again' } });

    const stored = (await storedEntries(invitation.id)) + (await storedEntries(other.id));
    for (const secret of [invitation.token, other.token, 'accept-invite'])
      expect(stored).not.toContain(secret);
  });

  it('records nothing for a refused revocation, nor for an invitation whose entry cannot be written', async () => {
    const { as } = await newAdmin();
    const invitation = await invite(as, `yaw.${randomUUID().slice(0, 8)}@example.org`);
    expect((await as({ method: 'PATCH', url: `/api/invitations/${invitation.id}/revoke` })).statusCode).toBe(
      200,
    );
    const before = await auditRows();
    expect((await as({ method: 'PATCH', url: `/api/invitations/${invitation.id}/revoke` })).statusCode).toBe(
      409,
    );
    expect((await as({ method: 'PATCH', url: `/api/invitations/${invitation.id}/resend` })).statusCode).toBe(
      409,
    );
    expect(await auditRows()).toBe(before);

    const email = `abena.${randomUUID().slice(0, 8)}@example.org`;
    const res = await withEntriesRefused(email, () =>
      as({ method: 'POST', url: '/api/invitations/create', payload: { email } }),
    );
    expect(res.statusCode).toBe(500);
    expect(await app.db.selectFrom('invitations').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
    // Nor is its email queued.
    const queued = await app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', email)
      .execute();
    expect(queued).toEqual([]);
    expect(await auditRows()).toBe(before);
  });
});

describe('gallery and uploaded images in the audit log', () => {
  const upload = async (
    as: Awaited<ReturnType<typeof newAdmin>>['as'],
    url: string,
    fields: Record<string, string | string[] | FilePart>,
  ) => {
    const body = await multipart(fields);
    return as({ method: 'POST', url, headers: body.headers, payload: body.payload, ...from });
  };

  it('records an asset added, edited, compressed and removed, with its sizes and never its bytes', async () => {
    const { user, as } = await newAdmin();
    const title = `Rally at Kejetia ${randomUUID().slice(0, 8)}`;
    const added = await upload(as, '/api/gallery/assets', {
      title,
      category: 'Rallies',
      tags: 'youth, rally',
      image: { data: PHOTO, filename: 'rally.jpg', type: 'image/jpeg' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const asset = added.json<{ data: { id: string; imageUrl: string; fileSizeKB: number } }>().data;

    const edited = await as({
      method: 'PATCH',
      url: `/api/gallery/assets/${asset.id}`,
      payload: { category: 'Campaign', status: 'draft' },
      ...from,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const compressed = await as({ method: 'POST', url: `/api/gallery/assets/${asset.id}/compress`, ...from });
    expect(compressed.statusCode, compressed.body).toBe(200);
    const after = compressed.json<{ data: { asset: { imageUrl: string; fileSizeKB: number } } }>().data.asset;
    const removed = await as({ method: 'DELETE', url: `/api/gallery/assets/${asset.id}`, ...from });
    expect(removed.statusCode, removed.body).toBe(200);

    const { data } = await audit(`entity=gallery_asset&entityId=${asset.id}`);
    expect(data.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'create']);
    for (const entry of data) {
      expect(entry).toMatchObject({ actorId: user.id, ip: '198.51.100.40', label: title });
    }
    const [removal, compression, edit, creation] = data as [Entry, Entry, Entry, Entry];
    expect(creation.changes).toMatchObject({
      title: { after: title },
      category: { after: 'Rallies' },
      tags: { after: ['youth', 'rally'] },
      status: { after: 'published' },
      imageUrl: { after: asset.imageUrl },
      fileSizeKB: { after: asset.fileSizeKB },
      originalSizeKB: { after: asset.fileSizeKB },
    });
    expect(edit.changes).toEqual({
      category: { before: 'Rallies', after: 'Campaign' },
      status: { before: 'published', after: 'draft' },
    });
    expect(compression.changes).toEqual({
      imageUrl: { before: asset.imageUrl, after: after.imageUrl },
      fileSizeKB: { before: asset.fileSizeKB, after: after.fileSizeKB },
    });
    expect(after.fileSizeKB).toBeLessThanOrEqual(10);
    expect(removal.changes).toMatchObject({
      title: { before: title },
      category: { before: 'Campaign' },
      fileSizeKB: { before: after.fileSizeKB },
    });
    // Sizes and addresses only: a few hundred bytes per entry, however large the image.
    expect((await storedEntries(asset.id)).length).toBeLessThan(8 * 1024);
  });

  it('records the start of a bulk audit as one entry, not one per asset it compresses', async () => {
    const { user, as } = await newAdmin();
    const added = await upload(as, '/api/gallery/assets', {
      title: `Bulk ${randomUUID().slice(0, 8)}`,
      image: { data: PHOTO, filename: 'crowd.jpg', type: 'image/jpeg' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const assetId = added.json<{ data: { id: string } }>().data.id;

    const started = await as({ method: 'POST', url: '/api/gallery/audits', ...from });
    expect(started.statusCode, started.body).toBe(202);
    const bulk = started.json<{ data: { id: string; total: number; status: string } }>().data;
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const res = await as({ method: 'GET', url: `/api/gallery/audits/${bulk.id}` });
      if (res.json<{ data: { status: string } }>().data.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const { data } = await audit(`actor=${user.id}&entity=gallery_asset`);
    expect(data.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['update', null],
      ['create', assetId],
    ]);
    expect(data[0]).toMatchObject({ ip: '198.51.100.40' });
    expect(data[0]!.changes).toEqual({
      bulkAudit: { after: bulk.id },
      assetsToCompress: { after: bulk.total },
    });
    expect(bulk.total).toBeGreaterThanOrEqual(1);
  });

  it('records an uploaded image by its name, type, size and dimensions', async () => {
    const { user, as } = await newAdmin();
    const res = await upload(as, '/api/media', {
      image: { data: PNG, filename: 'flag.png', type: 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json<{ data: { id: string; url: string; sizeKB: number } }>().data;

    const { data } = await audit(`entity=media&entityId=${uploaded.id}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      action: 'create',
      actorId: user.id,
      ip: '198.51.100.40',
      label: 'flag.png',
    });
    expect(data[0]!.changes).toEqual({
      url: { after: uploaded.url },
      contentType: { after: 'image/png' },
      sizeKB: { after: uploaded.sizeKB },
      width: { after: 4 },
      height: { after: 3 },
    });
  });

  it('keeps no image nor asset whose entry cannot be written', async () => {
    const { as } = await newAdmin();
    const before = await auditRows();
    const title = `Refused asset ${randomUUID().slice(0, 8)}`;
    const res = await withEntriesRefused(title, () =>
      upload(as, '/api/gallery/assets', {
        title,
        image: { data: PNG, filename: 'a.png', type: 'image/png' },
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(
      await app.db.selectFrom('gallery_assets').select('id').where('title', '=', title).execute(),
    ).toEqual([]);

    const mediaRows = async () =>
      Number(
        (
          await app.db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const media = await mediaRows();
    const filename = `refused-${randomUUID().slice(0, 8)}.png`;
    const refused = await withEntriesRefused(filename, () =>
      upload(as, '/api/media', { image: { data: PNG, filename, type: 'image/png' } }),
    );
    expect(refused.statusCode).toBe(500);
    expect(await mediaRows()).toBe(media);
    expect(await auditRows()).toBe(before);
  });
});
