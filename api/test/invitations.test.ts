import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { actor, createUser, injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError, documentedBody } from './helpers/app.js';

// Invitation management (spec 01 §4, §5, §7): create, list, look up, revoke, resend and validate.
// Mail is queued in the mail outbox and, once drained, sent to the in-memory list (SMTP_URL is unset).

const PUBLIC_URL = 'https://branch.example.org';
const { app } = await createTestApp({ env: { PUBLIC_URL } });

interface Invitation {
  id: string;
  email: string;
  token: string;
  role: string;
  status: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  createdByUsername: string | null;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  pagination?: Record<string, unknown>;
}

let n = 0;
const email = (prefix = 'invitee') => `${prefix}.${Date.now().toString(36)}${(n += 1)}@example.org`;

async function create(
  payload: Record<string, unknown>,
  role: 'admin' | 'super_admin' | 'executive_admin' = 'admin',
) {
  return injectAs(app, role, { method: 'POST', url: '/api/invitations/create', payload });
}

async function created(payload: Record<string, unknown>) {
  const res = await create(payload);
  expect(res.statusCode).toBe(201);
  return res.json<Envelope<Invitation>>().data;
}

const daysUntil = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 86_400_000);

describe('POST /api/invitations/create', () => {
  it('creates a pending invitation, emails the accept link, and records who invited', async () => {
    const to = email();
    const res = await create({ email: to, daysValid: 3 });
    expect(res.statusCode).toBe(201);
    const body = res.json<Envelope<Invitation>>();
    expect(body.message).toBe('Invitation created successfully');
    const admin = await actor(app, 'admin');
    expect(body.data).toMatchObject({
      email: to,
      role: 'member',
      status: 'pending',
      usedAt: null,
      revokedAt: null,
      createdByUsername: admin.user.username,
    });
    expect(daysUntil(body.data.expiresAt)).toBe(3);
    // At least 128 bits of randomness, URL-safe.
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await app.mailOutbox.drain();
    const mail = app.mailer.outbox.find((m) => m.to === to);
    expect(mail?.text).toContain(`${PUBLIC_URL}/accept-invite?token=${body.data.token}`);
    expect(mail?.html).toContain(`${PUBLIC_URL}/accept-invite?token=${body.data.token}`);

    const row = await app.db
      .selectFrom('invitations')
      .select(['created_by', 'email'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ created_by: admin.user.id, email: to });
  });

  it.each([
    [0, 7],
    ['abc', 7],
    [-5, 7],
    [null, 7],
    [undefined, 7],
    [500, 365],
    ['30', 30],
    [365, 365],
    [1, 1],
  ])('takes daysValid %j as %i days', async (daysValid, days) => {
    const data = await created({ email: email('days'), ...(daysValid !== undefined && { daysValid }) });
    expect(daysUntil(data.expiresAt)).toBe(days);
  });

  it('gives the invitation the role asked for', async () => {
    const data = await created({ email: email(), role: 'Executive Admin' });
    expect(data.role).toBe('executive_admin');
    expectValidationError(await create({ email: email(), role: 'emperor' }), 'role');
  });

  it('lets only a super role invite into a super role', async () => {
    expect((await create({ email: email(), role: 'super_admin' })).statusCode).toBe(403);
    expect((await create({ email: email(), role: 'super_admin' }, 'super_admin')).statusCode).toBe(201);
  });

  it('requires a valid email, and refuses one that already has an account', async () => {
    expectValidationError(await create({}), 'email');
    expect(expectValidationError(await create({ email: 'not-an-email' }), 'email')).toEqual([
      'Invalid email format',
    ]);
    const existing = await createUser(app);
    const res = await create({ email: existing.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope<unknown>>().errors?.email).toBeDefined();
  });

  it('declares its fields in the schema: the address required, the days a number or none', async () => {
    expect(expectValidationError(await create({ email: '   ', daysValid: 3 }), 'email')).toEqual([
      'Email is required',
    ]);
    expect(await documentedBody(app, '/api/invitations/create', 'post')).toMatchObject({
      required: ['email'],
      properties: {
        email: { type: 'string', format: 'email-address' },
        daysValid: { type: ['number', 'null'] },
      },
    });
  });

  it('is for administrators', async () => {
    expect(
      (
        await injectAs(app, 'member', {
          method: 'POST',
          url: '/api/invitations/create',
          payload: { email: email() },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/api/invitations/create', payload: { email: email() } }))
        .statusCode,
    ).toBe(401);
    expect((await create({ email: email() }, 'executive_admin')).statusCode).toBe(201);
  });
});

describe('invitation status', () => {
  it('derives pending, used, expired and revoked, also when filtering', async () => {
    const tag = `st${Date.now().toString(36)}`;
    const pending = await created({ email: email(`${tag}-pending`) });
    const used = await created({ email: email(`${tag}-used`) });
    const expired = await created({ email: email(`${tag}-expired`) });
    const revoked = await created({ email: email(`${tag}-revoked`) });
    await app.db.updateTable('invitations').set({ used_at: new Date() }).where('id', '=', used.id).execute();
    await app.db
      .updateTable('invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 hour'` })
      .where('id', '=', expired.id)
      .execute();
    await app.db
      .updateTable('invitations')
      .set({ revoked_at: new Date(), used_at: new Date() })
      .where('id', '=', revoked.id)
      .execute();

    // An expired one inserted straight into the database, as an old row would be.
    const admin = await actor(app, 'admin');
    const role = await app.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'member')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('invitations')
      .values({
        email: email(`${tag}-old`),
        token: `old-token-${tag}`,
        role_id: role.id,
        expires_at: new Date(Date.now() - 86_400_000),
        created_by: admin.user.id,
      })
      .execute();

    for (const [status, ids] of [
      ['pending', [pending.id]],
      ['used', [used.id]],
      ['revoked', [revoked.id]],
    ] as const) {
      const res = await injectAs(app, 'admin', {
        method: 'GET',
        url: `/api/invitations?status=${status}&email=${tag}`,
      });
      expect(res.json<Envelope<Invitation[]>>().data.map((i) => i.id)).toEqual(ids);
    }
    const expiredList = await injectAs(app, 'admin', {
      method: 'GET',
      url: `/api/invitations?status=expired&email=${tag}`,
    });
    const expiredRows = expiredList.json<Envelope<Invitation[]>>().data;
    expect(expiredRows.map((i) => i.status)).toEqual(['expired', 'expired']);
    expect(expiredRows.map((i) => i.email)).toEqual(expect.arrayContaining([expired.email]));

    const one = await injectAs(app, 'admin', { method: 'GET', url: `/api/invitations/${revoked.id}` });
    expect(one.json<Envelope<Invitation>>().data.status).toBe('revoked');
  });
});

describe('GET /api/invitations', () => {
  it('lists newest first with pagination and the email and createdBy filters', async () => {
    const tag = `ls${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await created({ email: email(tag) });
    const bySuper = await create({ email: email(tag) }, 'super_admin');
    expect(bySuper.statusCode).toBe(201);

    const res = await injectAs(app, 'admin', {
      method: 'GET',
      url: `/api/invitations?email=${tag.toUpperCase()}&limit=3`,
    });
    const body = res.json<Envelope<Invitation[]>>();
    expect(body.data).toHaveLength(3);
    expect(body.pagination).toEqual({ count: 4, page: 1, limit: 3, total_pages: 2, next: 2, previous: null });
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      [
        'createdAt',
        'createdByUsername',
        'email',
        'expiresAt',
        'id',
        'inviteUrl',
        'revokedAt',
        'role',
        'status',
        'token',
        'usedAt',
      ].sort(),
    );
    const times = body.data.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const superName = (await actor(app, 'super_admin')).user.username;
    const mine = await injectAs(app, 'admin', {
      method: 'GET',
      url: `/api/invitations?email=${tag}&createdBy=${superName}`,
    });
    expect(mine.json<Envelope<Invitation[]>>().data.map((i) => i.createdByUsername)).toEqual([superName]);

    const big = await injectAs(app, 'admin', { method: 'GET', url: '/api/invitations?limit=1000' });
    expect(big.json<Envelope<Invitation[]>>().pagination).toMatchObject({ limit: 100 });
    expectValidationError(
      await injectAs(app, 'admin', { method: 'GET', url: '/api/invitations?status=lost' }),
      'status',
    );
    expectValidationError(
      await injectAs(app, 'admin', { method: 'GET', url: '/api/invitations?page=0' }),
      'page',
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (
        await injectAs(app, 'admin', {
          method: 'GET',
          url: '/api/invitations/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expectValidationError(
      await injectAs(app, 'admin', { method: 'GET', url: '/api/invitations/nope' }),
      'id',
    );
  });
});

describe('PATCH /api/invitations/:id/revoke and /resend', () => {
  it('revokes a pending invitation, and only a pending one', async () => {
    const data = await created({ email: email() });
    const res = await injectAs(app, 'admin', { method: 'PATCH', url: `/api/invitations/${data.id}/revoke` });
    expect(res.statusCode).toBe(200);
    const revoked = res.json<Envelope<Invitation>>().data;
    expect(revoked.status).toBe('revoked');
    expect(Date.parse(revoked.revokedAt ?? '')).not.toBeNaN();
    const again = await injectAs(app, 'admin', {
      method: 'PATCH',
      url: `/api/invitations/${data.id}/revoke`,
    });
    expect(again.statusCode).toBe(409);
    const resend = await injectAs(app, 'admin', {
      method: 'PATCH',
      url: `/api/invitations/${data.id}/resend`,
    });
    expect(resend.statusCode).toBe(409);
    expect(
      (
        await injectAs(app, 'admin', {
          method: 'PATCH',
          url: '/api/invitations/00000000-0000-4000-8000-000000000000/revoke',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('resends the email of a pending invitation', async () => {
    const to = email();
    const data = await created({ email: to });
    // The first email has gone out (while it waits, asking again adds no second copy: mail-outbox.test.ts).
    await app.mailOutbox.drain();
    const res = await injectAs(app, 'admin', { method: 'PATCH', url: `/api/invitations/${data.id}/resend` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Invitation>>().message).toBe('Invitation email resent successfully');
    await app.mailOutbox.drain();
    expect(app.mailer.outbox.filter((m) => m.to === to)).toHaveLength(2);

    await app.db.updateTable('invitations').set({ used_at: new Date() }).where('id', '=', data.id).execute();
    expect(
      (await injectAs(app, 'admin', { method: 'PATCH', url: `/api/invitations/${data.id}/resend` }))
        .statusCode,
    ).toBe(409);
  });
});

describe('GET /api/invitations/validate (public)', () => {
  const validate = (token: string) =>
    app.inject({ method: 'GET', url: `/api/invitations/validate?token=${encodeURIComponent(token)}` });

  it('describes each state with its own message', async () => {
    const data = await created({ email: email(), role: 'executive_admin' });
    const ok = await validate(data.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Envelope<unknown>>()).toMatchObject({
      message: 'This invitation is valid.',
      data: {
        valid: true,
        status: 'pending',
        email: data.email,
        role: 'executive_admin',
        expiresAt: data.expiresAt,
      },
    });

    await app.db
      .updateTable('invitations')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', data.id)
      .execute();
    expect((await validate(data.token)).json<Envelope<unknown>>()).toMatchObject({
      message: 'This invitation has expired.',
      data: { valid: false, status: 'expired' },
    });

    await app.db.updateTable('invitations').set({ used_at: new Date() }).where('id', '=', data.id).execute();
    expect((await validate(data.token)).json<Envelope<unknown>>()).toMatchObject({
      message: 'This invitation has already been used.',
      data: { status: 'used' },
    });

    await app.db
      .updateTable('invitations')
      .set({ revoked_at: new Date() })
      .where('id', '=', data.id)
      .execute();
    expect((await validate(data.token)).json<Envelope<unknown>>()).toMatchObject({
      message: 'This invitation has been revoked.',
      data: { status: 'revoked' },
    });
  });

  it('answers 404 for a token never issued and 400 without one', async () => {
    const res = await validate('never-issued');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expectValidationError(await app.inject({ method: 'GET', url: '/api/invitations/validate' }), 'token');
  });
});
