import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { actor, bearer, createUser, DEFAULT_PASSWORD, injectAs, sessionFor } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';

// Profile, password change and the users console (spec 01 §7, spec 02 §3-§5).

const { app } = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '10000' } });

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  pagination?: Record<string, unknown>;
}

const PNG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
  .png()
  .toBuffer();
const JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0c0' } })
  .jpeg()
  .toBuffer();

/** A multipart/form-data body, built the way a browser's FormData is sent. */
async function multipart(fields: Record<string, string | { data: Buffer; filename: string; type: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  const session = await sessionFor(app, user.id);
  return { user, ...session, headers: bearer(session.token) };
}

const pictureOf = (id: string) =>
  app.db.selectFrom('users').select('picture_id').where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/users/profile', () => {
  it('answers the signed-in user', async () => {
    const me = await signedIn({ firstName: 'Yaa', lastName: 'Boateng' });
    const res = await app.inject({ method: 'GET', url: '/api/users/profile', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().data).toMatchObject({
      id: me.user.id,
      username: me.user.username,
      email: me.user.email,
      firstName: 'Yaa',
      lastName: 'Boateng',
      fullName: 'Yaa Boateng',
      picture: null,
      role: 'member',
      roles: ['member'],
      status: 'active',
      isStaff: false,
      isSuperuser: false,
    });
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});

describe('PATCH /api/users/profile', () => {
  it('updates the name from JSON and ignores fields a user may not set', async () => {
    const me = await signedIn();
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: me.headers,
      payload: {
        firstName: ' Akosua ',
        lastName: 'Owusu',
        status: 'suspended',
        roles: ['super_admin'],
        isSuperuser: true,
        is_superuser: true,
        username: 'hijack',
        email: 'hijack@example.org',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>()).toMatchObject({
      message: 'Profile updated successfully',
      data: {
        firstName: 'Akosua',
        lastName: 'Owusu',
        status: 'active',
        roles: ['member'],
        isSuperuser: false,
      },
    });
    const row = await app.db
      .selectFrom('users')
      .select(['username', 'email', 'status', 'is_superuser'])
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      username: me.user.username,
      email: me.user.email,
      status: 'active',
      is_superuser: false,
    });
  });

  it('refuses a blank name', async () => {
    const me = await signedIn();
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: me.headers,
      payload: { firstName: '  ' },
    });
    expect(expectValidationError(res, 'firstName')).toEqual(['First name is required']);
  });

  it('stores an uploaded picture in the media table and answers its URL', async () => {
    const me = await signedIn();
    const body = await multipart({
      firstName: 'Adjoa',
      picture: { data: PNG, filename: 'me.png', type: 'image/png' },
    });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...me.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<Envelope<{ picture: string; firstName: string }>>().data;
    expect(data.firstName).toBe('Adjoa');
    expect(data.picture).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);

    const media = await app.inject({ method: 'GET', url: data.picture });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.rawPayload.equals(PNG)).toBe(true);
    const stored = await app.db
      .selectFrom('media')
      .select(['width', 'height'])
      .where('id', '=', (await pictureOf(me.user.id)).picture_id!)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ width: 4, height: 3 });

    // A new picture replaces the old one, whose bytes are removed.
    const oldId = (await pictureOf(me.user.id)).picture_id!;
    const next = await multipart({
      picture: { data: JPEG, filename: 'PHOTO.JPG', type: 'application/octet-stream' },
    });
    const res2 = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...me.headers, ...next.headers },
      payload: next.payload,
    });
    expect(res2.statusCode).toBe(200);
    const newId = (await pictureOf(me.user.id)).picture_id!;
    expect(newId).not.toBe(oldId);
    const types = await app.db
      .selectFrom('media')
      .select(['id', 'content_type'])
      .where('id', 'in', [oldId, newId])
      .execute();
    expect(types).toEqual([{ id: newId, content_type: 'image/jpeg' }]);
  });

  it('refuses what is not an image, an SVG and an oversized file, and keeps the old picture', async () => {
    const me = await signedIn();
    const first = await multipart({ picture: { data: PNG, filename: 'me.png', type: 'image/png' } });
    await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...me.headers, ...first.headers },
      payload: first.payload,
    });
    const kept = (await pictureOf(me.user.id)).picture_id;
    expect(kept).toBeTruthy();
    const mediaCount = async () =>
      Number(
        (
          await app.db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await mediaCount();

    const text = await multipart({
      lastName: 'Changed',
      picture: { data: Buffer.from('just some text, honestly'), filename: 'photo.png', type: 'image/png' },
    });
    const r1 = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...me.headers, ...text.headers },
      payload: text.payload,
    });
    expect(expectValidationError(r1, 'picture')).toEqual(['Please select an image file']);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const svgBody = await multipart({ picture: { data: svg, filename: 'icon.png', type: 'image/png' } });
    const r2 = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...me.headers, ...svgBody.headers },
      payload: svgBody.payload,
    });
    expect(expectValidationError(r2, 'picture')).toEqual(['Please select an image file']);

    // A real PNG header followed by 6 MB: too large, whatever it is.
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024, 1)]);
    const bigBody = await multipart({ picture: { data: big, filename: 'big.png', type: 'image/png' } });
    const r3 = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...me.headers, ...bigBody.headers },
      payload: bigBody.payload,
    });
    expect(r3.statusCode).toBe(413);
    expect(r3.json<Envelope>()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: { picture: ['File size must be less than 5MB'] },
    });

    const row = await app.db
      .selectFrom('users')
      .select(['picture_id', 'last_name'])
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ picture_id: kept, last_name: 'Mensah' });
    expect(await mediaCount()).toBe(before);
  });

  it('removes the picture when JSON sends picture: null', async () => {
    const me = await signedIn();
    const body = await multipart({ picture: { data: PNG, filename: 'me.png', type: 'image/png' } });
    await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...me.headers, ...body.headers },
      payload: body.payload,
    });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: me.headers,
      payload: { picture: null },
    });
    expect(res.json<Envelope>().data).toMatchObject({ picture: null });
    expect((await pictureOf(me.user.id)).picture_id).toBeNull();
  });

  it('refuses an anonymous upload before reading it', async () => {
    const body = await multipart({ picture: { data: PNG, filename: 'me.png', type: 'image/png' } });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/users/change-password', () => {
  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/users/change-password', headers, payload });
  const status = (token: string) =>
    app
      .inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })
      .then((r) => r.statusCode);

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const me = await signedIn();
    const other = await sessionFor(app, me.user.id);
    const res = await change(me.headers, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Password changed successfully' });

    expect(await status(me.token)).toBe(200);
    expect(await status(other.token)).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: other.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const oldLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: me.user.username, password: DEFAULT_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: me.user.username, password: 'a brand new password' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('checks the current password, the length and the confirmation, by field', async () => {
    const me = await signedIn();
    const wrong = await change(me.headers, {
      currentPassword: 'not it at all',
      newPassword: 'long enough pw',
      confirmPassword: 'long enough pw',
    });
    expect(expectValidationError(wrong, 'currentPassword')).toEqual(['Current password is incorrect']);

    const short = await change(me.headers, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(expectValidationError(short, 'newPassword')).toEqual(['Password must be at least 8 characters']);

    const mismatch = await change(me.headers, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'long enough pw',
      confirmPassword: 'long enough pX',
    });
    expect(expectValidationError(mismatch, 'confirmPassword')).toEqual([
      'New password and confirm password do not match',
    ]);

    const empty = await change(me.headers, {});
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'])
      expectValidationError(empty, field);

    const several = await change(me.headers, {
      currentPassword: '',
      newPassword: 'short',
      confirmPassword: 'other',
    });
    expect(several.json<Envelope>().errors).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 8 characters'],
      confirmPassword: ['New password and confirm password do not match'],
    });
  });
});

describe('GET /api/users/:id', () => {
  it('answers yourself, refuses others to a member, and lets an administrator see anyone', async () => {
    const me = await signedIn();
    const other = await createUser(app);
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${me.user.id}`, headers: me.headers })).statusCode,
    ).toBe(200);
    const forbidden = await app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers: me.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    const asAdmin = await injectAs(app, 'admin', { method: 'GET', url: `/api/users/${other.id}` });
    expect(asAdmin.json<Envelope>().data).toMatchObject({ id: other.id, email: other.email });
    const missing = await injectAs(app, 'admin', {
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/users (super roles)', () => {
  it('lists with search, status and role filters and pagination', async () => {
    const tag = `zz${Date.now().toString(36)}`;
    await createUser(app, { firstName: 'Nana', lastName: `Quaye${tag}`, roles: ['admin'] });
    await createUser(app, { username: `${tag}_b`, status: 'suspended' });
    await createUser(app, { email: `${tag}.c@example.org`, status: 'pending' });

    const all = await injectAs(app, 'super_admin', {
      method: 'GET',
      url: `/api/users?search=${tag.toUpperCase()}&limit=2`,
    });
    expect(all.statusCode).toBe(200);
    const body = all.json<Envelope<Array<Record<string, unknown>>>>();
    expect(body.data).toHaveLength(2);
    expect(body.pagination).toEqual({ count: 3, page: 1, limit: 2, total_pages: 2, next: 2, previous: null });
    expect(Object.keys(body.data[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'username',
        'email',
        'firstName',
        'lastName',
        'fullName',
        'roles',
        'status',
        'lastLogin',
        'isStaff',
        'isSuperuser',
        'picture',
        'createdAt',
      ]),
    );

    const page2 = await injectAs(app, 'super_admin', {
      method: 'GET',
      url: `/api/users?search=${tag}&limit=2&page=2`,
    });
    expect(page2.json<Envelope<unknown[]>>().pagination).toMatchObject({ page: 2, next: null, previous: 1 });
    expect(page2.json<Envelope<unknown[]>>().data).toHaveLength(1);

    const suspended = await injectAs(app, 'super_admin', {
      method: 'GET',
      url: `/api/users?search=${tag}&status=suspended`,
    });
    expect(suspended.json<Envelope<Array<{ username: string }>>>().data.map((u) => u.username)).toEqual([
      `${tag}_b`,
    ]);

    const admins = await injectAs(app, 'super_admin', {
      method: 'GET',
      url: `/api/users?search=${tag}&role=Admin`,
    });
    expect(admins.json<Envelope<Array<{ fullName: string }>>>().data.map((u) => u.fullName)).toEqual([
      `Nana Quaye${tag}`,
    ]);

    const bad = await injectAs(app, 'super_admin', { method: 'GET', url: '/api/users?status=asleep' });
    expectValidationError(bad, 'status');
  });

  it('is for super roles only', async () => {
    expect((await injectAs(app, 'admin', { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    expect((await injectAs(app, 'member', { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('counts the superuser flag as a super role', async () => {
    const flagged = await createUser(app, { isSuperuser: true });
    const { token } = await sessionFor(app, flagged.id);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/users', () => {
  const create = (payload: Record<string, unknown>) =>
    injectAs(app, 'super_admin', { method: 'POST', url: '/api/users', payload });
  const valid = (suffix: string) => ({
    username: `kobby_${suffix}`,
    email: `kobby.${suffix}@example.org`,
    first_name: 'Kobby',
    last_name: 'Addo',
    password: 'a good password',
    confirm_password: 'a good password',
  });

  it('creates a user (pending unless activated) with the role and flags asked for', async () => {
    const res = await create({ ...valid('a1'), role: 'admin', is_active: true, is_staff: true });
    expect(res.statusCode).toBe(201);
    const body = res.json<Envelope<Record<string, unknown>>>();
    expect(body.message).toBe('User created successfully');
    expect(body.data).toMatchObject({
      username: 'kobby_a1',
      email: 'kobby.a1@example.org',
      status: 'active',
      roles: ['admin'],
      isStaff: true,
      isSuperuser: false,
    });
    expect(body.data.generatedPassword).toBeUndefined();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kobby_a1', password: 'a good password' },
    });
    expect(login.statusCode).toBe(200);

    const pending = await create({
      ...valid('a2'),
      password_confirm: 'a good password',
      confirm_password: undefined,
    });
    expect(pending.json<Envelope>().data).toMatchObject({ status: 'pending', roles: ['member'] });
  });

  it('reports every rule of spec 02 §5 with its exact message', async () => {
    const empty = await create({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Envelope>().errors).toEqual({
      username: ['Username is required'],
      email: ['Email is required'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      password: ['Password is required (or enable auto-generate)'],
    });

    const wrong = await create({
      ...valid('b1'),
      username: 'ab',
      email: 'nope',
      password: 'short',
      confirm_password: 'other',
    });
    expect(wrong.json<Envelope>().errors).toMatchObject({
      username: ['Username must be at least 3 characters'],
      email: ['Invalid email format'],
      password: ['Password must be at least 8 characters'],
      confirm_password: ['Passwords do not match'],
    });

    const mismatch = await create({
      ...valid('b2'),
      password_confirm: 'something else',
      confirm_password: undefined,
    });
    expect(expectValidationError(mismatch, 'password_confirm')).toEqual(['Passwords do not match']);

    const noConfirmation = await create({ ...valid('b3'), confirm_password: undefined });
    expect(noConfirmation.statusCode).toBe(201);

    const unknownRole = await create({ ...valid('b4'), role: 'emperor' });
    expectValidationError(unknownRole, 'role');
  });

  it('answers 409 keyed by field for a duplicate username or email', async () => {
    await create(valid('c1'));
    const res = await create({ ...valid('c2'), username: 'KOBBY_C1', email: 'Kobby.C1@example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope>().errors).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email address already exists.'],
    });
  });

  it('generates a 12-character password and mails it with the welcome email', async () => {
    const res = await create({
      ...valid('d1'),
      password: undefined,
      confirm_password: undefined,
      auto_generate_password: true,
      send_welcome_email: true,
      is_active: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Envelope<Record<string, unknown>>>().data.generatedPassword).toBeUndefined();
    await app.mailOutbox.drain();
    const mail = app.mailer.outbox.find((m) => m.to === 'kobby.d1@example.org');
    expect(mail?.subject).toMatch(/Welcome/);
    const password = /temporary password is: (\S+)/.exec(mail!.text)?.[1] ?? '';
    expect(password).toHaveLength(12);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kobby_d1', password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends a sign-in link, not a password, when the administrator chose the password', async () => {
    await create({ ...valid('e1'), send_welcome_email: true });
    await app.mailOutbox.drain();
    const mail = app.mailer.outbox.find((m) => m.to === 'kobby.e1@example.org');
    expect(mail?.text).toContain('http://localhost:8080/login');
    expect(mail?.text).not.toContain('a good password');
  });

  it('shows a generated password once when no email carries it', async () => {
    const res = await create({
      ...valid('f1'),
      password: undefined,
      confirm_password: undefined,
      auto_generate_password: true,
    });
    expect(res.json<Envelope<{ generatedPassword: string }>>().data.generatedPassword).toHaveLength(12);
  });
});

describe('PATCH /api/users/:id/status and DELETE /api/users/:id', () => {
  const setStatus = (id: string, payload: Record<string, unknown>) =>
    injectAs(app, 'super_admin', { method: 'PATCH', url: `/api/users/${id}/status`, payload });

  it('suspends (ending sessions at once), deactivates and restores', async () => {
    const target = await signedIn();
    const res = await setStatus(target.user.id, { status: 'suspended', reason: 'Posting spam' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>()).toMatchObject({
      message: 'User suspended successfully',
      data: { status: 'suspended' },
    });
    const row = await app.db
      .selectFrom('users')
      .select(['status', 'status_reason'])
      .where('id', '=', target.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'suspended', status_reason: 'Posting spam' });

    // The access token still has minutes to live, but the session is over.
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/profile', headers: target.headers })).statusCode,
    ).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: target.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    expect((await setStatus(target.user.id, { status: 'inactive' })).json<Envelope>().data).toMatchObject({
      status: 'inactive',
    });
    const restored = await setStatus(target.user.id, { status: 'active' });
    expect(restored.json<Envelope>()).toMatchObject({
      message: 'User activated successfully',
      data: { status: 'active' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: target.user.username, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('activates a pending user', async () => {
    const pending = await createUser(app, { status: 'pending' });
    expect((await setStatus(pending.id, { status: 'active' })).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: pending.username, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses unknown statuses, unknown users and the caller themself', async () => {
    const target = await createUser(app);
    expectValidationError(await setStatus(target.id, { status: 'pending' }), 'status');
    expect((await setStatus('00000000-0000-4000-8000-000000000000', { status: 'inactive' })).statusCode).toBe(
      404,
    );
    const self = await setStatus((await actor(app, 'super_admin')).user.id, { status: 'suspended' });
    expect(self.statusCode).toBe(409);
    expect(self.json<Envelope>().message).toBe('You cannot suspend your own account.');
  });

  it('deletes a user with their roles, sessions and picture', async () => {
    const target = await signedIn();
    const body = await multipart({ picture: { data: PNG, filename: 'me.png', type: 'image/png' } });
    await app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: { ...target.headers, ...body.headers },
      payload: body.payload,
    });
    const pictureId = (await pictureOf(target.user.id)).picture_id!;

    const res = await injectAs(app, 'super_admin', { method: 'DELETE', url: `/api/users/${target.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null, message: 'User deleted successfully' });
    expect(
      await app.db.selectFrom('users').select('id').where('id', '=', target.user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await app.db.selectFrom('user_roles').select('role_id').where('user_id', '=', target.user.id).execute(),
    ).toEqual([]);
    expect(
      await app.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', target.user.id).execute(),
    ).toEqual([]);
    // The picture waits in the Trash with the account: kept, and no longer served.
    expect(
      await app.db
        .selectFrom('media')
        .select('id')
        .where('id', '=', pictureId)
        .where('trashed_at', 'is not', null)
        .executeTakeFirst(),
    ).toBeDefined();
    expect((await app.inject({ method: 'GET', url: `/api/media/${pictureId}` })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/profile', headers: target.headers })).statusCode,
    ).toBe(401);

    expect(
      (await injectAs(app, 'super_admin', { method: 'DELETE', url: `/api/users/${target.user.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete the caller, and refuses non-super callers', async () => {
    const self = (await actor(app, 'super_admin')).user.id;
    const res = await injectAs(app, 'super_admin', { method: 'DELETE', url: `/api/users/${self}` });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope>().message).toBe('You cannot delete your own account.');
    const target = await createUser(app);
    expect(
      (await injectAs(app, 'admin', { method: 'DELETE', url: `/api/users/${target.id}` })).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(app, 'admin', {
          method: 'PATCH',
          url: `/api/users/${target.id}/status`,
          payload: { status: 'inactive' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
