import { describe, expect, it } from 'vitest';
import { actor, bearer, injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { multipart, PNG } from './helpers/uploads.js';

// Input a careless or hostile client sends: each gets a 4xx that names the problem, never a 500, and
// nothing stored is changed.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '1000' } });

interface Envelope {
  success: boolean;
  message: string;
  errors: Record<string, string[]>;
  code?: string;
  data?: unknown;
}

const NUL = 'Must not contain the NUL character.';

describe('the NUL character', () => {
  it('is refused in a JSON body, naming the field, even before signing in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a\u0000b', password: 'whatever' },
    });
    expect(expectValidationError(res, 'username')).toEqual([NUL]);
  });

  it('is refused in nested values and keys', async () => {
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: '/api/about/hero',
      payload: { data: { 'x\u0000': 'y', subtitle: 'ok' }, title: 'About\u0000' },
    });
    expect(expectValidationError(res, 'data')).toEqual([NUL]);
    expect(expectValidationError(res, 'title')).toEqual([NUL]);
  });

  it('is refused in a query string', async () => {
    for (const url of [
      '/api/news?search=%00',
      '/api/invitations/validate?token=%00',
      '/api/projects?search=a%00',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<Envelope>().errors, url).toEqual({
        [url.includes('token') ? 'token' : 'search']: [NUL],
      });
    }
  });

  it('is refused in a multipart field, and nothing is stored', async () => {
    const form = await multipart({
      title: 'Rally\u0000',
      picture: { data: PNG, filename: 'a.png', type: 'image/png' },
    });
    const res = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/gallery/assets',
      headers: form.headers,
      payload: form.payload,
    });
    expect(expectValidationError(res, 'title')).toEqual([NUL]);
    const rows = await app.db
      .selectFrom('gallery_assets')
      .select('id')
      .where('title', 'like', 'Rally%')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('half of a character (a lone surrogate)', () => {
  const HALF = 'Must be valid Unicode text: it holds half of a character (a lone surrogate).';

  it('is refused in JSON stored as JSON, naming the field, and the section is unchanged', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/about/history' })).body;
    // Written as the escapes a client sends: JSON.stringify would write them the same way.
    const payload =
      '{"content":"clinic","data":{"timeline":[{"year":"2020","title":"\\udfff\\ud800","description":"ward"}]},"isPublished":true}';
    const res = await injectAs(app, 'super_admin', {
      method: 'PUT',
      url: '/api/about/history',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(expectValidationError(res, 'data.timeline.0.title')).toEqual([HALF]);
    expect((await app.inject({ method: 'GET', url: '/api/about/history' })).body).toBe(before);
  });

  it('is refused in a key and in a plain text field', async () => {
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: '/api/about/hero',
      headers: { 'content-type': 'application/json' },
      payload: '{"data":{"\\ud800":"y"},"title":"About \\udc00"}',
    });
    expect(expectValidationError(res, 'data')).toEqual([HALF]);
    expect(expectValidationError(res, 'title')).toEqual([HALF]);
  });
});

describe('a malformed multipart body', () => {
  const bodies: [string, string, string][] = [
    ['garbage after a boundary', 'multipart/form-data; boundary=xyz', 'garbage'],
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    [
      'a file cut off half-way',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    ],
  ];

  for (const [what, contentType, payload] of bodies) {
    it(`is a 400 on every upload route: ${what}`, async () => {
      const { token } = await actor(app, 'admin');
      for (const [method, url] of [
        ['PATCH', '/api/users/profile'],
        ['POST', '/api/gallery/assets'],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          headers: { ...bearer(token), 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json<Envelope>().message).toMatch(/form data could not be read/);
      }
    });
  }
});

describe('page numbers', () => {
  it('beyond any list are a 400 naming page, not a database error', async () => {
    for (const page of ['99999999999999999999', '1e20', '922337203685477580', '1000001']) {
      const res = await app.inject({ method: 'GET', url: `/api/news?page=${page}` });
      expect(expectValidationError(res, 'page'), page).toEqual(['Must be at most 1000000.']);
    }
  });

  it('far past the last page answer an empty page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/news?page=1000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().data).toEqual([]);
  });
});

describe('request body types', () => {
  it('are checked as sent: numbers, booleans and lists are not text', async () => {
    const res = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: '/api/users',
      payload: {
        username: 123,
        email: true,
        first_name: ['x'],
        last_name: 'Mensah',
        password: 'long enough 1',
      },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<Envelope>();
    expect(errors.username).toEqual(['Must be of type string.']);
    expect(errors.email).toEqual(['Must be of type string.']);
    expect(errors.first_name).toEqual(['Must be of type string.']);
  });

  it('name what a union field takes, in one message', async () => {
    const { token } = await actor(app, 'super_admin');
    const users = await app.inject({ method: 'GET', url: '/api/users?limit=1', headers: bearer(token) });
    const id = (users.json<{ data: { id: string }[] }>().data[0] as { id: string }).id;
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${id}/roles`,
      headers: bearer(token),
      payload: { role: ['admin'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().errors.role).toHaveLength(1);
  });

  it('ignores a days-valid value that is not a number, as the invitation rules say', async () => {
    for (const daysValid of [true, {}, [], 'abc']) {
      const email = `days-${Math.random().toString(36).slice(2)}@example.org`;
      const res = await injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/invitations/create',
        payload: { email, daysValid },
      });
      expect(res.statusCode, JSON.stringify(daysValid)).toBe(201);
      const { expiresAt, createdAt } = res.json<{ data: { expiresAt: string; createdAt: string } }>().data;
      const days = (Date.parse(expiresAt) - Date.parse(createdAt)) / 86_400_000;
      expect(Math.round(days), JSON.stringify(daysValid)).toBe(7);
    }
  });

  it('are refused as text/plain with a 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ username: 'admin', password: 'x' }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<Envelope>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('images', () => {
  it('of exactly 5 MiB are refused: the limit is "less than 5MB"', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.byteLength, 0)]);
    expect(exact.byteLength).toBe(5 * 1024 * 1024);
    const form = await multipart({
      firstName: 'Ama',
      lastName: 'Owusu',
      picture: { data: exact, filename: 'p.png', type: 'image/png' },
    });
    const res = await injectAs(app, 'member', {
      method: 'PATCH',
      url: '/api/users/profile',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<Envelope>().errors).toEqual({ picture: ['File size must be less than 5MB'] });
  });
});

describe('dates', () => {
  it('with anything after the day are refused, while a whole ISO date-time is taken', async () => {
    const project = (startDate: string) => ({
      title: `Borehole ${startDate}`,
      description: 'Water for the ward.',
      location: 'Ward 1',
      startDate,
    });
    const junk = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/projects',
      payload: project('2025-02-03 garbage'),
    });
    expectValidationError(junk, 'startDate');
    const iso = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/projects',
      payload: project('2025-02-03T00:00:00.000Z'),
    });
    expect(iso.statusCode, iso.body).toBe(201);
    expect(iso.json<{ data: { startDate: string } }>().data.startDate).toBe('2025-02-03');
  });
});

describe('About sections', () => {
  it('refuse a key the section does not hold instead of emptying it', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/about/history' });
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: '/api/about/history',
      payload: { data: { values: [{ title: 'a' }] } },
    });
    expect(expectValidationError(res, 'data.values')[0]).toMatch(/Unknown field/);
    expect(expectValidationError(res, 'data.timeline')[0]).toMatch(/required/);
    const after = await app.inject({ method: 'GET', url: '/api/about/history' });
    expect(after.body).toBe(before.body);
  });
});

describe('superusers', () => {
  it('cannot be created with a role that is not a super role', async () => {
    const res = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: '/api/users',
      payload: {
        username: 'flagged_member',
        email: 'flagged@example.org',
        first_name: 'Kofi',
        last_name: 'Boateng',
        password: 'long enough 1',
        is_superuser: true,
        role: 'member',
      },
    });
    expect(expectValidationError(res, 'role')[0]).toMatch(/super role/);
    const row = await app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'flagged_member')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('keep a super role: the last one cannot be taken away', async () => {
    const created = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: '/api/users',
      payload: {
        username: 'flagged_super',
        email: 'flagged.super@example.org',
        first_name: 'Esi',
        last_name: 'Addo',
        password: 'long enough 1',
        is_superuser: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    const add = await injectAs(app, 'super_admin', {
      method: 'POST',
      url: `/api/users/${id}/roles`,
      payload: { role: 'member' },
    });
    expect(add.statusCode, add.body).toBe(200);
    const remove = await injectAs(app, 'super_admin', {
      method: 'DELETE',
      url: `/api/users/${id}/roles?role=super_admin`,
    });
    expect(remove.statusCode, remove.body).toBe(409);
    expect(remove.json<Envelope>().errors.role?.[0]).toMatch(/superuser/);
  });
});

describe('filters', () => {
  it('take "all" for the users status, as for news and projects', async () => {
    const res = await injectAs(app, 'super_admin', { method: 'GET', url: '/api/users?status=all' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
