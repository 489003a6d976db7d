import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError, documentedBody } from './helpers/app.js';
import { JPEG, multipart, NOT_IMAGES, OVERSIZED, PNG, POLYGLOT } from './helpers/uploads.js';

// Constituencies, wards, branches and executives (spec 01 §7, spec 02 §5).

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  pagination?: {
    count: number;
    page: number;
    limit: number;
    total_pages: number;
    next: number | null;
    previous: number | null;
  };
}

type Row = Record<string, unknown> & { id: string };
type Executive = Row & { picture: string | null };
type Ward = Row & {
  executives: Executive[];
  branches?: (Row & { executives: Executive[] })[];
  branch_count: number;
};

const MISSING = '00000000-0000-4000-8000-000000000000';
const admin = (options: InjectOptions) => injectAs(app, 'admin', options);
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function ok<T = Row>(res: Awaited<ReturnType<typeof admin>>, status = 200): Promise<T> {
  if (res.statusCode !== status) throw new Error(`Expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json<Envelope<T>>().data;
}

const createConstituency = async (overrides: Record<string, unknown> = {}) =>
  ok(
    await admin({
      method: 'POST',
      url: '/api/constituencies',
      payload: {
        constituency_name: unique('Asokwa'),
        office_location: 'Asokwa Roundabout, Kumasi',
        phone_number: '+233 32 202 1234',
        email: 'asokwa@example.org',
        ...overrides,
      },
    }),
    201,
  );

const createWard = async (constituencyId: string, overrides: Record<string, unknown> = {}) =>
  ok<Ward>(
    await admin({
      method: 'POST',
      url: `/api/constituencies/${constituencyId}/wards`,
      payload: { ward_name: unique('Ahodwo'), office_location: 'Ahodwo Junction', ...overrides },
    }),
    201,
  );

const createBranch = async (wardId: string, overrides: Record<string, unknown> = {}) =>
  ok<Row & { executives: Executive[] }>(
    await admin({
      method: 'POST',
      url: `/api/wards/${wardId}/branches`,
      payload: { branch_name: unique('Nhyiaeso'), ...overrides },
    }),
    201,
  );

const CONSTITUENCY_EXECUTIVE = {
  full_name: 'Kwame Asante',
  position_held: 'Chairman',
  date_of_birth: '1968-04-12',
  date_of_assumption_of_office: '2022-06-01',
  phone_number: '024 412 3456',
  email: 'kwame.asante@example.org',
};

const createExecutive = async (base: string, overrides: Record<string, unknown> = {}) =>
  ok<Executive>(
    await admin({
      method: 'POST',
      url: `${base}/executives`,
      payload: { ...CONSTITUENCY_EXECUTIVE, ...overrides },
    }),
    201,
  );

const countOf = async (table: 'media' | 'executives' | 'wards' | 'branches' | 'constituencies') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const mediaIdOf = (url: string) => url.split('/').pop()!;

/**
 * A deleted record's pictures wait in the Trash with it: no longer served, kept until the entry goes.
 * Answers how many of `urls` are in that state.
 */
async function picturesInTrash(urls: readonly string[]): Promise<number> {
  let hidden = 0;
  for (const url of urls) {
    if ((await app.inject({ method: 'GET', url })).statusCode === 404) hidden += 1;
  }
  const kept = await app.db
    .selectFrom('media')
    .select('id')
    .where('id', 'in', urls.map(mediaIdOf))
    .where('trashed_at', 'is not', null)
    .execute();
  return Math.min(hidden, kept.length);
}

/**
 * How many SQL statements `fn` has the database run: on PostgreSQL counted at node-postgres's clients, where
 * every statement ends (Kysely's, and those a list runs on the pool directly: db/kysely.ts, runCompiled);
 * on PGlite at Kysely's executor, which runs them all.
 */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const spy =
    app.database.kind === 'postgres'
      ? vi.spyOn(pg.Client.prototype, 'query')
      : vi.spyOn(app.db.getExecutor(), 'executeQuery');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

// ---------------------------------------------------------------------------------------------------------

describe('constituencies', () => {
  it('creates a constituency and answers it in snake_case with its ward count', async () => {
    const name = unique('Subin');
    const res = await admin({
      method: 'POST',
      url: '/api/constituencies',
      payload: {
        constituency_name: `  ${name} `,
        office_location: 'Adum, Kumasi',
        phone_number: '032 202 9999',
        email: 'subin@example.org',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Envelope>();
    expect(body).toMatchObject({ success: true, message: 'Constituency created successfully' });
    expect(body.data).toMatchObject({
      constituency_name: name,
      office_location: 'Adum, Kumasi',
      phone_number: '032 202 9999',
      email: 'subin@example.org',
      ward_count: 0,
      executives: [],
    });
    expect(body.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);

    const get = await app.inject({ method: 'GET', url: `/api/constituencies/${body.data.id as string}` });
    expect(get.statusCode).toBe(200);
    expect(get.json<Envelope>().data).toEqual(body.data);
  });

  it('accepts camelCase and keys errors by the spelling sent', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api/constituencies',
      payload: {
        constituencyName: unique('Manhyia'),
        officeLocation: 'Manhyia',
        phoneNumber: '0322021111',
        email: 'm@example.org',
      },
    });
    expect(created.statusCode).toBe(201);
    const res = await admin({
      method: 'POST',
      url: '/api/constituencies',
      payload: {
        constituencyName: ' ',
        officeLocation: 'x',
        phoneNumber: '0322021111',
        email: 'm@example.org',
      },
    });
    expect(expectValidationError(res, 'constituencyName')).toEqual(['Constituency name is required']);
  });

  it('declares each field’s rules in its schema, and reports them with what the service checks', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/constituencies',
      payload: { constituencyName: 'x'.repeat(201), phone_number: 233241234567, email: ' a@b ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>()).toMatchObject({
      message: 'Please correct the highlighted fields.',
      errors: {
        constituencyName: ['Constituency name must be at most 200 characters'],
        office_location: ['Office location is required'],
        phone_number: ['Phone number must be text'],
        email: ['Invalid email format'],
      },
    });
    expect(Object.keys(res.json<Envelope>().errors ?? {})).toHaveLength(4);

    const body = await documentedBody(app, '/api/constituencies', 'post');
    expect(body).toMatchObject({
      properties: {
        constituency_name: { type: ['string', 'null'], maxLength: 200 },
        phoneNumber: { type: ['string', 'null'], pattern: expect.any(String) as unknown },
        email: { type: ['string', 'null'], format: 'email-address', maxLength: 254 },
      },
    });
  });

  it('requires every field and a valid email, reporting all at once', async () => {
    const res = await admin({ method: 'POST', url: '/api/constituencies', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      errors: {
        constituency_name: ['Constituency name is required'],
        office_location: ['Office location is required'],
        phone_number: ['Phone number is required'],
        email: ['Email is required'],
      },
    });

    const bad = await admin({
      method: 'POST',
      url: '/api/constituencies',
      payload: {
        constituency_name: unique('Bantama'),
        office_location: 'Bantama',
        phone_number: 'call me maybe',
        email: 'not-an-email',
      },
    });
    expect(expectValidationError(bad, 'email')).toEqual(['Invalid email format']);
    expect(expectValidationError(bad, 'phone_number')).toEqual(['Enter a valid phone number']);
  });

  it('refuses a duplicate name, whatever its case, with 409 keyed by the name', async () => {
    const name = unique('Kwadaso');
    await createConstituency({ constituency_name: name });
    const res = await admin({
      method: 'POST',
      url: '/api/constituencies',
      payload: {
        constituency_name: name.toUpperCase(),
        office_location: 'Kwadaso',
        phone_number: '0322020000',
        email: 'k@example.org',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Envelope>()).toMatchObject({
      code: 'CONFLICT',
      errors: { constituency_name: ['A constituency with this name already exists.'] },
    });

    // Renaming another one to it is refused too.
    const other = await createConstituency();
    const put = await admin({
      method: 'PUT',
      url: `/api/constituencies/${other.id}`,
      payload: { constituency_name: name.toLowerCase() },
    });
    expect(put.statusCode).toBe(409);
  });

  it('updates only the fields sent and keeps the rules on the result', async () => {
    const created = await createConstituency();
    const res = await admin({
      method: 'PUT',
      url: `/api/constituencies/${created.id}`,
      payload: { office_location: 'New office, Asokwa' },
    });
    const data = await ok(res);
    expect(data).toMatchObject({
      constituency_name: created.constituency_name,
      office_location: 'New office, Asokwa',
      email: created.email,
    });
    expect(Date.parse(data.updated_at as string)).toBeGreaterThanOrEqual(
      Date.parse(created.updated_at as string),
    );

    const blank = await admin({
      method: 'PUT',
      url: `/api/constituencies/${created.id}`,
      payload: { email: '' },
    });
    expect(expectValidationError(blank, 'email')).toEqual(['Email is required']);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await admin({ method, url: `/api/constituencies/${MISSING}`, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json<Envelope>()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'The constituency was not found.',
      });
    }
    expectValidationError(await app.inject({ method: 'GET', url: '/api/constituencies/nope' }), 'id');
    // An unknown one is 404 whatever the body says; a bad id is refused before the body is looked at.
    const unknown = await admin({
      method: 'PUT',
      url: `/api/constituencies/${MISSING}`,
      payload: { email: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const notAnId = await admin({ method: 'PUT', url: '/api/constituencies/nope', payload: { email: 'x' } });
    expect(notAnId.json<Envelope>().errors).toEqual({ id: expect.any(Array) as unknown });
  });

  it('refuses writes to anonymous callers (401) and to members (403)', async () => {
    const payload = {
      constituency_name: unique('X'),
      office_location: 'x',
      phone_number: '0322020000',
      email: 'x@y.org',
    };
    const anonymous = await app.inject({ method: 'POST', url: '/api/constituencies', payload });
    expect(anonymous.statusCode).toBe(401);
    const member = await injectAs(app, 'member', { method: 'POST', url: '/api/constituencies', payload });
    expect(member.statusCode).toBe(403);
    const executiveAdmin = await injectAs(app, 'executive_admin', {
      method: 'POST',
      url: '/api/constituencies',
      payload,
    });
    expect(executiveAdmin.statusCode).toBe(201);
  });

  it('pages, clamps the limit, and searches name and office location', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const n of [1, 2, 3]) {
      await createConstituency({ constituency_name: `Paged ${tag} ${n}`, office_location: `Office ${n}` });
    }
    await createConstituency({ constituency_name: unique('Zongo'), office_location: `Near paged ${tag}` });

    const list = async (query: string) => app.inject({ method: 'GET', url: `/api/constituencies?${query}` });
    const first = (await list(`search=paged ${tag}&limit=2`)).json<Envelope<Row[]>>();
    expect(first.data.map((c) => c.constituency_name)).toEqual([`Paged ${tag} 1`, `Paged ${tag} 2`]);
    expect(first.pagination).toEqual({
      count: 4,
      page: 1,
      limit: 2,
      total_pages: 2,
      next: 2,
      previous: null,
    });

    const second = (await list(`search=PAGED ${tag}&limit=2&page=2`)).json<Envelope<Row[]>>();
    expect(second.data).toHaveLength(2);
    expect(second.data[1]?.office_location).toBe(`Near paged ${tag}`);
    expect(second.pagination).toMatchObject({ page: 2, next: null, previous: 1 });

    const beyond = (await list(`search=paged ${tag}&limit=2&page=9`)).json<Envelope<Row[]>>();
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ count: 4, next: null, previous: 2 });

    const clamped = (await list('limit=500')).json<Envelope<Row[]>>();
    expect(clamped.pagination?.limit).toBe(100);
    expect((await list('')).json<Envelope>().pagination?.limit).toBe(10);

    expectValidationError(await list('limit=0'), 'limit');
    expectValidationError(await list('page=0'), 'page');

    // LIKE wildcards in the term are taken literally.
    expect((await list('search=%25')).json<Envelope<Row[]>>().data).toEqual([]);
  });

  it('counts its wards', async () => {
    const c = await createConstituency();
    await createWard(c.id);
    await createWard(c.id);
    const res = await app.inject({ method: 'GET', url: `/api/constituencies/${c.id}` });
    expect(res.json<Envelope>().data.ward_count).toBe(2);
  });

  it('deletes a constituency with its wards, branches, executives and their pictures', async () => {
    const c = await createConstituency();
    const keep = await createConstituency();
    const keepWard = await createWard(keep.id);
    await createExecutive(`/api/wards/${keepWard.id}`);

    const body = await multipart({
      ...CONSTITUENCY_EXECUTIVE,
      picture: { data: PNG, filename: 'a.png', type: 'image/png' },
    });
    const withPicture = await ok<Executive>(
      await admin({
        method: 'POST',
        url: `/api/constituencies/${c.id}/executives`,
        headers: body.headers,
        payload: body.payload,
      }),
      201,
    );
    const ward = await createWard(c.id);
    const wardExec = await createExecutive(`/api/wards/${ward.id}`);
    const branch = await createBranch(ward.id);
    const branchBody = await multipart({
      full_name: 'Ama Serwaa',
      position_held: 'Secretary',
      picture: { data: JPEG, filename: 'b.jpg', type: 'image/jpeg' },
    });
    const branchExec = await ok<Executive>(
      await admin({
        method: 'POST',
        url: `/api/wards/${ward.id}/branches/${branch.id}/executives`,
        headers: branchBody.headers,
        payload: branchBody.payload,
      }),
      201,
    );
    const pictures = [mediaIdOf(withPicture.picture!), mediaIdOf(branchExec.picture!)];

    const res = await admin({ method: 'DELETE', url: `/api/constituencies/${c.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>()).toMatchObject({
      success: true,
      data: null,
      message: 'Constituency deleted successfully',
    });

    expect(await app.db.selectFrom('constituencies').select('id').where('id', '=', c.id).execute()).toEqual(
      [],
    );
    expect(
      await app.db.selectFrom('wards').select('id').where('constituency_id', '=', c.id).execute(),
    ).toEqual([]);
    expect(await app.db.selectFrom('branches').select('id').where('id', '=', branch.id).execute()).toEqual(
      [],
    );
    expect(
      await app.db
        .selectFrom('executives')
        .select('id')
        .where('id', 'in', [withPicture.id, wardExec.id, branchExec.id])
        .execute(),
    ).toEqual([]);
    expect(await picturesInTrash([withPicture.picture!, branchExec.picture!])).toBe(pictures.length);
    // The other constituency is untouched.
    expect(
      (await app.inject({ method: 'GET', url: `/api/wards/${keepWard.id}` })).json<Envelope<Ward>>().data
        .executives,
    ).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('constituency executives', () => {
  it('adds an executive and lists it with its dates as YYYY-MM-DD', async () => {
    const c = await createConstituency();
    const res = await admin({
      method: 'POST',
      url: `/api/constituencies/${c.id}/executives`,
      payload: { ...CONSTITUENCY_EXECUTIVE, date_of_end_of_tenure: '2026-06-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Envelope>()).toMatchObject({
      message: 'Executive created successfully',
      data: {
        level: 'constituency',
        constituency_id: c.id,
        ward_id: null,
        branch_id: null,
        full_name: 'Kwame Asante',
        position_held: 'Chairman',
        picture: null,
        date_of_birth: '1968-04-12',
        date_of_assumption_of_office: '2022-06-01',
        date_of_end_of_tenure: '2026-06-01',
        phone_number: '024 412 3456',
        email: 'kwame.asante@example.org',
      },
    });
    const list = await app.inject({ method: 'GET', url: `/api/constituencies/${c.id}/executives?limit=100` });
    expect(list.json<Envelope<Executive[]>>().data.map((e) => e.full_name)).toEqual(['Kwame Asante']);
    const one = await app.inject({ method: 'GET', url: `/api/constituencies/${c.id}` });
    expect(one.json<Envelope<{ executives: Executive[] }>>().data.executives).toHaveLength(1);
  });

  it('requires name, position, birth date, assumption date, phone and email; end of tenure is optional', async () => {
    const c = await createConstituency();
    const res = await admin({ method: 'POST', url: `/api/constituencies/${c.id}/executives`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope>().errors).toEqual({
      full_name: ['Full name is required'],
      position_held: ['Position is required'],
      date_of_birth: ['Date of birth is required'],
      date_of_assumption_of_office: ['Date of assumption of office is required'],
      phone_number: ['Phone number is required'],
      email: ['Email is required'],
    });
  });

  it('checks dates and email', async () => {
    const c = await createConstituency();
    const post = (payload: Record<string, unknown>) =>
      admin({
        method: 'POST',
        url: `/api/constituencies/${c.id}/executives`,
        payload: { ...CONSTITUENCY_EXECUTIVE, ...payload },
      });
    expect(expectValidationError(await post({ date_of_birth: '1970-02-30' }), 'date_of_birth')).toEqual([
      'Enter a valid date (YYYY-MM-DD)',
    ]);
    expect(expectValidationError(await post({ date_of_birth: '2999-01-01' }), 'date_of_birth')).toEqual([
      'Date of birth cannot be in the future',
    ]);
    expect(
      expectValidationError(await post({ date_of_end_of_tenure: '2020-01-01' }), 'date_of_end_of_tenure'),
    ).toEqual(['Date of end of tenure cannot be before the date of assumption of office']);
    expect(expectValidationError(await post({ email: 'kwame@' }), 'email')).toEqual(['Invalid email format']);
    expect(expectValidationError(await post({ full_name: undefined, fullName: '' }), 'fullName')).toEqual([
      'Full name is required',
    ]);
  });

  it('declares its fields’ rules in the schema, and checks a multipart form by them in the same words', async () => {
    const c = await createConstituency();
    const url = `/api/constituencies/${c.id}/executives`;
    const bad = {
      full_name: 'x'.repeat(201),
      position_held: ' ',
      dateOfBirth: '1970-13-01',
      date_of_assumption_of_office: ' 2022-06-01 ',
      phone_number: 'call me',
      email: 'kwame@',
    };
    const json = await admin({ method: 'POST', url, payload: bad });
    expect(json.statusCode).toBe(400);
    expect(json.json<Envelope>()).toMatchObject({
      message: 'Please correct the highlighted fields.',
      errors: {
        full_name: ['Full name must be at most 200 characters'],
        position_held: ['Position is required'],
        dateOfBirth: ['Enter a valid date (YYYY-MM-DD)'],
        phone_number: ['Enter a valid phone number'],
        email: ['Invalid email format'],
      },
    });
    expect(Object.keys(json.json<Envelope>().errors ?? {})).toHaveLength(5);
    // The same form sent as multipart (as the console sends one with a picture) gets the same answer.
    const form = await multipart(bad);
    const sentAsForm = await admin({ method: 'POST', url, headers: form.headers, payload: form.payload });
    expect(sentAsForm.statusCode).toBe(400);
    expect(sentAsForm.body).toBe(json.body);

    // Multipart fields are tidied as the schema says: trimmed, blank as none.
    const tidy = await multipart({
      ...CONSTITUENCY_EXECUTIVE,
      full_name: '  Kwame Asante ',
      date_of_birth: ' 1968-04-12 ',
      date_of_end_of_tenure: ' ',
    });
    expect(
      await ok<Executive>(
        await admin({ method: 'POST', url, headers: tidy.headers, payload: tidy.payload }),
        201,
      ),
    ).toMatchObject({ full_name: 'Kwame Asante', date_of_birth: '1968-04-12', date_of_end_of_tenure: null });

    expect(
      expectValidationError(
        await admin({ method: 'POST', url, payload: { ...CONSTITUENCY_EXECUTIVE, full_name: 42 } }),
        'full_name',
      ),
    ).toEqual(['Full name must be text']);

    const body = await documentedBody(app, '/api/constituencies/{id}/executives', 'post');
    expect(body).toMatchObject({
      properties: {
        full_name: { type: ['string', 'null'], maxLength: 200 },
        dateOfBirth: {
          format: 'calendar-date',
          'x-messages': { format: 'Enter a valid date (YYYY-MM-DD)' },
        },
        phone_number: {
          pattern: expect.any(String) as unknown,
          'x-messages': { pattern: 'Enter a valid phone number' },
        },
        email: { format: 'email-address', 'x-messages': { format: 'Invalid email format' } },
      },
    });
  });

  it('stores an uploaded picture in media and answers its URL', async () => {
    const c = await createConstituency();
    const body = await multipart({
      ...CONSTITUENCY_EXECUTIVE,
      picture: { data: PNG, filename: 'me.png', type: 'image/png' },
    });
    const res = await admin({
      method: 'POST',
      url: `/api/constituencies/${c.id}/executives`,
      headers: body.headers,
      payload: body.payload,
    });
    const data = await ok<Executive>(res, 201);
    expect(data.picture).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    const media = await app.inject({ method: 'GET', url: data.picture! });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image and writes nothing', async () => {
    const c = await createConstituency();
    const before = { media: await countOf('media'), executives: await countOf('executives') };
    for (const file of Object.values(NOT_IMAGES)) {
      const body = await multipart({ ...CONSTITUENCY_EXECUTIVE, picture: file });
      const res = await admin({
        method: 'POST',
        url: `/api/constituencies/${c.id}/executives`,
        headers: body.headers,
        payload: body.payload,
      });
      expect(expectValidationError(res, 'picture')).toEqual(['Please select an image file']);
    }
    const big = await multipart({
      ...CONSTITUENCY_EXECUTIVE,
      picture: { data: OVERSIZED, filename: 'big.png', type: 'image/png' },
    });
    const res = await admin({
      method: 'POST',
      url: `/api/constituencies/${c.id}/executives`,
      headers: big.headers,
      payload: big.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<Envelope>()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: { picture: ['File size must be less than 5MB'] },
    });

    // A bad picture is reported beside the other field problems.
    const mixed = await multipart({ position_held: 'Treasurer', picture: NOT_IMAGES.svg });
    const mixedRes = await admin({
      method: 'POST',
      url: `/api/constituencies/${c.id}/executives`,
      headers: mixed.headers,
      payload: mixed.payload,
    });
    expect(expectValidationError(mixedRes, 'picture')).toEqual(['Please select an image file']);
    expect(expectValidationError(mixedRes, 'full_name')).toEqual(['Full name is required']);

    expect({ media: await countOf('media'), executives: await countOf('executives') }).toEqual(before);
  });

  it('serves a PNG with trailing HTML only as an image, never as a document', async () => {
    const c = await createConstituency();
    const body = await multipart({
      ...CONSTITUENCY_EXECUTIVE,
      picture: { data: POLYGLOT, filename: 'x.html', type: 'text/html' },
    });
    const data = await ok<Executive>(
      await admin({
        method: 'POST',
        url: `/api/constituencies/${c.id}/executives`,
        headers: body.headers,
        payload: body.payload,
      }),
      201,
    );
    const media = await app.inject({ method: 'GET', url: data.picture! });
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['content-security-policy']).toContain('sandbox');
  });

  it('replaces, keeps and removes the picture on update', async () => {
    const c = await createConstituency();
    const base = `/api/constituencies/${c.id}/executives`;
    const first = await multipart({
      ...CONSTITUENCY_EXECUTIVE,
      picture: { data: PNG, filename: 'a.png', type: 'image/png' },
    });
    const created = await ok<Executive>(
      await admin({ method: 'POST', url: base, headers: first.headers, payload: first.payload }),
      201,
    );
    const oldId = mediaIdOf(created.picture!);

    // A refused upload changes nothing: neither the fields sent with it nor the picture.
    for (const file of [NOT_IMAGES.text, { data: OVERSIZED, filename: 'big.png', type: 'image/png' }]) {
      const bad = await multipart({ full_name: 'Changed Name', picture: file });
      const res = await admin({
        method: 'PUT',
        url: `${base}/${created.id}`,
        headers: bad.headers,
        payload: bad.payload,
      });
      expect([400, 413]).toContain(res.statusCode);
    }
    const unchanged = await ok<Executive>(await app.inject({ method: 'GET', url: `${base}/${created.id}` }));
    expect(unchanged).toMatchObject({ full_name: 'Kwame Asante', picture: created.picture });

    const next = await multipart({
      position_held: 'Vice Chairman',
      picture: { data: JPEG, filename: 'b.jpg', type: 'image/jpeg' },
    });
    const updated = await ok<Executive>(
      await admin({
        method: 'PUT',
        url: `${base}/${created.id}`,
        headers: next.headers,
        payload: next.payload,
      }),
    );
    expect(updated).toMatchObject({
      full_name: 'Kwame Asante',
      position_held: 'Vice Chairman',
      email: CONSTITUENCY_EXECUTIVE.email,
    });
    expect(updated.picture).not.toBe(created.picture);
    expect(await app.db.selectFrom('media').select('id').where('id', '=', oldId).execute()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: updated.picture! })).headers['content-type']).toBe(
      'image/jpeg',
    );

    const removed = await ok<Executive>(
      await admin({ method: 'PUT', url: `${base}/${created.id}`, payload: { picture: null } }),
    );
    expect(removed.picture).toBeNull();
    expect(
      await app.db.selectFrom('media').select('id').where('id', '=', mediaIdOf(updated.picture!)).execute(),
    ).toEqual([]);
  });

  it('searches, filters by position and pages', async () => {
    const c = await createConstituency();
    const base = `/api/constituencies/${c.id}`;
    await createExecutive(base, { full_name: 'Yaw Boateng', position_held: 'Secretary' });
    await createExecutive(base, { full_name: 'Efua Owusu', position_held: "Women's Organiser" });
    await createExecutive(base, { full_name: 'Kofi Agyeman', position_held: 'Organiser' });
    const list = (query: string) => app.inject({ method: 'GET', url: `${base}/executives?${query}` });

    expect((await list('search=owusu')).json<Envelope<Executive[]>>().data.map((e) => e.full_name)).toEqual([
      'Efua Owusu',
    ]);
    expect((await list('search=organiser')).json<Envelope<Executive[]>>().data).toHaveLength(2);
    expect(
      (await list('position=organiser')).json<Envelope<Executive[]>>().data.map((e) => e.full_name),
    ).toEqual(['Kofi Agyeman']);
    const paged = (await list('limit=2&page=2')).json<Envelope<Executive[]>>();
    expect(paged.data.map((e) => e.full_name)).toEqual(['Kofi Agyeman']);
    expect(paged.pagination).toEqual({
      count: 3,
      page: 2,
      limit: 2,
      total_pages: 2,
      next: null,
      previous: 1,
    });
  });

  it('narrows the list to a ward or branch of the constituency, never outside it', async () => {
    const c = await createConstituency();
    const other = await createConstituency();
    const ward = await createWard(c.id);
    const branch = await createBranch(ward.id);
    await createExecutive(`/api/wards/${ward.id}`, { full_name: 'Ward Person' });
    await createExecutive(`/api/wards/${ward.id}/branches/${branch.id}`, { full_name: 'Branch Person' });
    const names = async (url: string) =>
      (await app.inject({ method: 'GET', url })).json<Envelope<Executive[]>>().data.map((e) => e.full_name);

    expect(await names(`/api/constituencies/${c.id}/executives?wardId=${ward.id}`)).toEqual(['Ward Person']);
    expect(await names(`/api/constituencies/${c.id}/executives?branchId=${branch.id}`)).toEqual([
      'Branch Person',
    ]);
    expect(await names(`/api/wards/${ward.id}/executives?branchId=${branch.id}`)).toEqual(['Branch Person']);
    const outside = await app.inject({
      method: 'GET',
      url: `/api/constituencies/${other.id}/executives?wardId=${ward.id}`,
    });
    expect(outside.statusCode).toBe(404);
  });

  it('answers 404 for an executive of another constituency, and for unknown ones', async () => {
    const a = await createConstituency();
    const b = await createConstituency();
    const exec = await createExecutive(`/api/constituencies/${a.id}`);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await admin({
        method,
        url: `/api/constituencies/${b.id}/executives/${exec.id}`,
        payload: { full_name: 'X' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<Envelope>().message).toBe('The executive was not found.');
    }
    const noParent = await admin({
      method: 'POST',
      url: `/api/constituencies/${MISSING}/executives`,
      payload: CONSTITUENCY_EXECUTIVE,
    });
    expect(noParent.statusCode).toBe(404);
    expect(noParent.json<Envelope>().message).toBe('The constituency was not found.');
  });

  it('deletes an executive with its picture', async () => {
    const c = await createConstituency();
    const body = await multipart({
      ...CONSTITUENCY_EXECUTIVE,
      picture: { data: PNG, filename: 'a.png', type: 'image/png' },
    });
    const exec = await ok<Executive>(
      await admin({
        method: 'POST',
        url: `/api/constituencies/${c.id}/executives`,
        headers: body.headers,
        payload: body.payload,
      }),
      201,
    );
    const anonymous = await app.inject({
      method: 'DELETE',
      url: `/api/constituencies/${c.id}/executives/${exec.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await injectAs(app, 'member', {
      method: 'DELETE',
      url: `/api/constituencies/${c.id}/executives/${exec.id}`,
    });
    expect(member.statusCode).toBe(403);

    const res = await admin({ method: 'DELETE', url: `/api/constituencies/${c.id}/executives/${exec.id}` });
    expect(res.json<Envelope>()).toMatchObject({ success: true, message: 'Executive deleted successfully' });
    expect(await picturesInTrash([exec.picture!])).toBe(1);
    expect(
      (await admin({ method: 'DELETE', url: `/api/constituencies/${c.id}/executives/${exec.id}` }))
        .statusCode,
    ).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('wards', () => {
  it('creates a ward; name and office location are required, phone and email optional', async () => {
    const c = await createConstituency();
    const created = await createWard(c.id, { ward_name: 'Atonsu', phone_number: null });
    expect(created).toMatchObject({
      constituency_id: c.id,
      ward_name: 'Atonsu',
      office_location: 'Ahodwo Junction',
      phone_number: null,
      email: null,
      branch_count: 0,
      executives: [],
      branches: [],
    });

    const res = await admin({
      method: 'POST',
      url: `/api/constituencies/${c.id}/wards`,
      payload: { email: 'nope' },
    });
    expect(res.json<Envelope>().errors).toEqual({
      ward_name: ['Ward name is required'],
      office_location: ['Office location is required'],
      email: ['Invalid email format'],
    });
    const missing = await admin({
      method: 'POST',
      url: `/api/constituencies/${MISSING}/wards`,
      payload: { ward_name: 'x', office_location: 'y' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a duplicate name in one constituency (409), not across constituencies', async () => {
    const a = await createConstituency();
    const b = await createConstituency();
    await createWard(a.id, { ward_name: 'Kaase' });
    const dup = await admin({
      method: 'POST',
      url: `/api/constituencies/${a.id}/wards`,
      payload: { wardName: 'KAASE', officeLocation: 'x' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<Envelope>().errors).toEqual({
      wardName: ['A ward with this name already exists in this constituency.'],
    });
    await createWard(b.id, { ward_name: 'Kaase' });
  });

  it('reads, updates and lists wards from both mounts, and refuses a ward under the wrong constituency', async () => {
    const c = await createConstituency();
    const other = await createConstituency();
    const ward = await createWard(c.id, { ward_name: 'Gyinyase' });
    const nested = `/api/constituencies/${c.id}/wards/${ward.id}`;
    expect((await ok<Ward>(await app.inject({ method: 'GET', url: nested }))).ward_name).toBe('Gyinyase');
    expect(
      (await ok<Ward>(await app.inject({ method: 'GET', url: `/api/wards/${ward.id}` }))).ward_name,
    ).toBe('Gyinyase');
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/constituencies/${other.id}/wards/${ward.id}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<Envelope>().message).toBe('The ward was not found.');
    expect(
      (await admin({ method: 'PUT', url: `/api/constituencies/${other.id}/wards/${ward.id}`, payload: {} }))
        .statusCode,
    ).toBe(404);

    const updated = await ok<Ward>(
      await admin({ method: 'PUT', url: nested, payload: { phone_number: '0244000000' } }),
    );
    expect(updated).toMatchObject({ ward_name: 'Gyinyase', phone_number: '0244000000' });
    const top = await ok<Ward>(
      await admin({ method: 'PUT', url: `/api/wards/${ward.id}`, payload: { ward_name: 'Gyinyase North' } }),
    );
    expect(top).toMatchObject({ ward_name: 'Gyinyase North', phone_number: '0244000000' });
    expect(
      expectValidationError(
        await admin({ method: 'PUT', url: nested, payload: { ward_name: '' } }),
        'ward_name',
      ),
    ).toEqual(['Ward name is required']);
  });

  it('lists with search and pagination; branches only when asked', async () => {
    const c = await createConstituency();
    for (const name of ['Ahodwo', 'Atonsu', 'Kaase'])
      await createWard(c.id, { ward_name: name, office_location: `${name} office` });
    const list = (query: string) =>
      app.inject({ method: 'GET', url: `/api/constituencies/${c.id}/wards?${query}` });
    const plain = (await list('limit=2')).json<Envelope<Ward[]>>();
    expect(plain.data.map((w) => w.ward_name)).toEqual(['Ahodwo', 'Atonsu']);
    expect(plain.pagination).toEqual({
      count: 3,
      page: 1,
      limit: 2,
      total_pages: 2,
      next: 2,
      previous: null,
    });
    expect(plain.data[0]).not.toHaveProperty('branches');
    expect(plain.data[0]).toMatchObject({ executives: [], branch_count: 0 });

    expect((await list('search=kaase')).json<Envelope<Ward[]>>().data.map((w) => w.ward_name)).toEqual([
      'Kaase',
    ]);
    expect((await list('search=atonsu office')).json<Envelope<Ward[]>>().data).toHaveLength(1);
    expect((await list('include=branches')).json<Envelope<Ward[]>>().data[0]?.branches).toEqual([]);
    expect((await list('embed=executives,branches')).json<Envelope<Ward[]>>().data[0]?.branches).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: `/api/constituencies/${MISSING}/wards` })).statusCode,
    ).toBe(404);
  });

  it('embeds the whole tree in a constant number of queries, however many wards', async () => {
    const c = await createConstituency();
    const addWard = async (n: number) => {
      const ward = await createWard(c.id, { ward_name: `Tree ward ${n}` });
      await createExecutive(`/api/wards/${ward.id}`, { full_name: `Ward ${n} Chair` });
      for (const b of [1, 2, 3]) {
        const branch = await createBranch(ward.id, { branch_name: `Branch ${n}.${b}` });
        await createExecutive(`/api/wards/${ward.id}/branches/${branch.id}`, {
          full_name: `Branch ${n}.${b} Chair`,
        });
      }
    };
    const url = `/api/constituencies/${c.id}/wards?include=branches&limit=100`;
    await addWard(1);
    let body: Envelope<Ward[]> | undefined;
    const few = await countQueries(async () => {
      body = (await app.inject({ method: 'GET', url })).json<Envelope<Ward[]>>();
    });
    expect(body?.data).toHaveLength(1);

    for (const n of [2, 3, 4, 5, 6]) await addWard(n);
    const many = await countQueries(async () => {
      body = (await app.inject({ method: 'GET', url })).json<Envelope<Ward[]>>();
    });
    expect(body?.data).toHaveLength(6);
    for (const ward of body!.data) {
      expect(ward.executives).toHaveLength(1);
      expect(ward.branch_count).toBe(3);
      expect(ward.branches).toHaveLength(3);
      for (const branch of ward.branches!) {
        expect(branch.executives).toHaveLength(1);
        expect(branch.executives[0]?.full_name).toBe(`${branch.branch_name as string} Chair`);
      }
    }
    expect(few).toBeGreaterThan(0);
    expect(few).toBeLessThanOrEqual(3);
    expect(many).toBe(few);
  });

  it('deletes a ward with its branches and every executive under it, with their pictures, in one go', async () => {
    const c = await createConstituency();
    const ward = await createWard(c.id);
    const sibling = await createWard(c.id);
    const siblingBranch = await createBranch(sibling.id);
    const picture = async () =>
      multipart({
        full_name: 'Abena Darko',
        position_held: 'Treasurer',
        date_of_assumption_of_office: '2023-01-01',
        picture: { data: PNG, filename: 'p.png', type: 'image/png' },
      });
    const wb = await picture();
    const wardExec = await ok<Executive>(
      await admin({
        method: 'POST',
        url: `/api/wards/${ward.id}/executives`,
        headers: wb.headers,
        payload: wb.payload,
      }),
      201,
    );
    const branches = [await createBranch(ward.id), await createBranch(ward.id)];
    const bb = await picture();
    const branchExec = await ok<Executive>(
      await admin({
        method: 'POST',
        url: `/api/wards/${ward.id}/branches/${branches[0]!.id}/executives`,
        headers: bb.headers,
        payload: bb.payload,
      }),
      201,
    );
    await createExecutive(`/api/wards/${ward.id}/branches/${branches[1]!.id}`);
    const siblingExec = await createExecutive(`/api/wards/${sibling.id}/branches/${siblingBranch.id}`);

    const res = await admin({ method: 'DELETE', url: `/api/constituencies/${c.id}/wards/${ward.id}` });
    expect(res.json<Envelope>()).toMatchObject({ success: true, message: 'Ward deleted successfully' });
    expect(await app.db.selectFrom('branches').select('id').where('ward_id', '=', ward.id).execute()).toEqual(
      [],
    );
    expect(
      await app.db
        .selectFrom('executives')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('ward_id', '=', ward.id),
            eb(
              'branch_id',
              'in',
              branches.map((b) => b.id),
            ),
          ]),
        )
        .execute(),
    ).toEqual([]);
    expect(await picturesInTrash([wardExec.picture!, branchExec.picture!])).toBe(2);
    // The sibling ward keeps its branch and executive.
    expect(
      await app.db.selectFrom('executives').select('id').where('id', '=', siblingExec.id).execute(),
    ).toHaveLength(1);
    expect((await admin({ method: 'DELETE', url: `/api/wards/${ward.id}` })).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('ward executives', () => {
  it('requires name, position and assumption date, and works from both mounts', async () => {
    const c = await createConstituency();
    const ward = await createWard(c.id);
    const res = await admin({
      method: 'POST',
      url: `/api/wards/${ward.id}/executives`,
      payload: { email: 'bad' },
    });
    expect(res.json<Envelope>().errors).toEqual({
      full_name: ['Full name is required'],
      position_held: ['Position is required'],
      date_of_assumption_of_office: ['Date of assumption of office is required'],
      email: ['Invalid email format'],
    });

    const nested = `/api/constituencies/${c.id}/wards/${ward.id}/executives`;
    const created = await ok<Executive>(
      await admin({
        method: 'POST',
        url: nested,
        payload: {
          full_name: 'Yaa Asantewaa',
          position_held: 'Youth Organiser',
          date_of_assumption_of_office: '2024-01-15',
        },
      }),
      201,
    );
    expect(created).toMatchObject({
      level: 'ward',
      ward_id: ward.id,
      date_of_birth: null,
      phone_number: null,
    });
    const viaTop = await ok<Executive>(
      await admin({
        method: 'PUT',
        url: `/api/wards/${ward.id}/executives/${created.id}`,
        payload: { phone_number: '0201234567' },
      }),
    );
    expect(viaTop.phone_number).toBe('0201234567');
    expect(
      (await ok<Executive[]>(await app.inject({ method: 'GET', url: nested }))).map((e) => e.id),
    ).toEqual([created.id]);
    expect(
      (await ok<Ward>(await app.inject({ method: 'GET', url: `/api/wards/${ward.id}` }))).executives,
    ).toHaveLength(1);

    // An executive is reachable only under its own ward.
    const otherWard = await createWard(c.id);
    expect(
      (await admin({ method: 'DELETE', url: `/api/wards/${otherWard.id}/executives/${created.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await admin({ method: 'DELETE', url: `${nested}/${created.id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/wards/${MISSING}/executives` })).statusCode).toBe(
      404,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('branches', () => {
  it('creates a branch (name required, unique in the ward) and reads it from both mounts', async () => {
    const c = await createConstituency();
    const ward = await createWard(c.id);
    const otherWard = await createWard(c.id);
    const missing = await admin({
      method: 'POST',
      url: `/api/wards/${ward.id}/branches`,
      payload: { office_location: 'x' },
    });
    expect(expectValidationError(missing, 'branch_name')).toEqual(['Branch name is required']);

    const branch = await ok<Row & { executives: Executive[] }>(
      await admin({
        method: 'POST',
        url: `/api/constituencies/${c.id}/wards/${ward.id}/branches`,
        payload: { branch_name: 'Asokwa Zongo', office_location: 'Zongo Mosque' },
      }),
      201,
    );
    expect(branch).toMatchObject({
      ward_id: ward.id,
      branch_name: 'Asokwa Zongo',
      office_location: 'Zongo Mosque',
      phone_number: null,
      executives: [],
    });

    const dup = await admin({
      method: 'POST',
      url: `/api/wards/${ward.id}/branches`,
      payload: { branch_name: 'asokwa zongo' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<Envelope>().errors).toEqual({
      branch_name: ['A branch with this name already exists in this ward.'],
    });
    await createBranch(otherWard.id, { branch_name: 'Asokwa Zongo' });

    for (const url of [
      `/api/wards/${ward.id}/branches/${branch.id}`,
      `/api/constituencies/${c.id}/wards/${ward.id}/branches/${branch.id}`,
    ]) {
      expect((await ok<Row>(await app.inject({ method: 'GET', url }))).branch_name).toBe('Asokwa Zongo');
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/wards/${otherWard.id}/branches/${branch.id}` }))
        .statusCode,
    ).toBe(404);
    const noWard = await app.inject({ method: 'GET', url: `/api/wards/${MISSING}/branches/${branch.id}` });
    expect(noWard.json<Envelope>().message).toBe('The ward was not found.');

    const updated = await ok<Row>(
      await admin({
        method: 'PUT',
        url: `/api/wards/${ward.id}/branches/${branch.id}`,
        payload: { email: 'zongo@example.org' },
      }),
    );
    expect(updated).toMatchObject({ branch_name: 'Asokwa Zongo', email: 'zongo@example.org' });
    const refused = await injectAs(app, 'member', {
      method: 'PUT',
      url: `/api/wards/${ward.id}/branches/${branch.id}`,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists a ward’s branches with their executives, with search and pagination', async () => {
    const c = await createConstituency();
    const ward = await createWard(c.id);
    for (const name of ['Dompoase', 'Apraman', 'Nyankyerenease']) {
      const b = await createBranch(ward.id, { branch_name: name, office_location: `${name} market` });
      await createExecutive(`/api/wards/${ward.id}/branches/${b.id}`, { full_name: `${name} Chair` });
    }
    const list = (query: string) =>
      app.inject({ method: 'GET', url: `/api/constituencies/${c.id}/wards/${ward.id}/branches?${query}` });
    const page = (await list('limit=2')).json<Envelope<(Row & { executives: Executive[] })[]>>();
    expect(page.data.map((b) => b.branch_name)).toEqual(['Apraman', 'Dompoase']);
    expect(page.data[0]?.executives.map((e) => e.full_name)).toEqual(['Apraman Chair']);
    expect(page.pagination).toMatchObject({ count: 3, total_pages: 2, next: 2 });
    expect(
      (await list('search=MARKET&limit=1&page=3')).json<Envelope<Row[]>>().data.map((b) => b.branch_name),
    ).toEqual(['Nyankyerenease']);
    expect(
      (await ok<Ward>(await app.inject({ method: 'GET', url: `/api/wards/${ward.id}` }))).branch_count,
    ).toBe(3);
  });

  it('deletes a branch with its executives and their pictures', async () => {
    const c = await createConstituency();
    const ward = await createWard(c.id);
    const branch = await createBranch(ward.id);
    const keep = await createBranch(ward.id);
    const keepExec = await createExecutive(`/api/wards/${ward.id}/branches/${keep.id}`);
    const body = await multipart({
      full_name: 'Akosua Mensah',
      position_held: 'Organiser',
      picture: { data: PNG, filename: 'p.png', type: 'image/png' },
    });
    const exec = await ok<Executive>(
      await admin({
        method: 'POST',
        url: `/api/wards/${ward.id}/branches/${branch.id}/executives`,
        headers: body.headers,
        payload: body.payload,
      }),
      201,
    );
    const res = await admin({
      method: 'DELETE',
      url: `/api/constituencies/${c.id}/wards/${ward.id}/branches/${branch.id}`,
    });
    expect(res.json<Envelope>()).toMatchObject({ success: true, message: 'Branch deleted successfully' });
    expect(
      await app.db.selectFrom('executives').select('id').where('id', 'in', [exec.id, keepExec.id]).execute(),
    ).toEqual([{ id: keepExec.id }]);
    expect(await picturesInTrash([exec.picture!])).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('branch executives', () => {
  it('requires only name and position, and supports GET, PUT and DELETE of one', async () => {
    const c = await createConstituency();
    const ward = await createWard(c.id);
    const branch = await createBranch(ward.id);
    const base = `/api/wards/${ward.id}/branches/${branch.id}/executives`;
    const res = await admin({ method: 'POST', url: base, payload: { date_of_birth: 'yesterday' } });
    expect(res.json<Envelope>().errors).toEqual({
      full_name: ['Full name is required'],
      position_held: ['Position is required'],
      date_of_birth: ['Enter a valid date (YYYY-MM-DD)'],
    });

    const created = await ok<Executive>(
      await admin({
        method: 'POST',
        url: base,
        payload: { full_name: 'Kojo Antwi', position_held: 'Secretary' },
      }),
      201,
    );
    expect(created).toMatchObject({
      level: 'branch',
      branch_id: branch.id,
      date_of_assumption_of_office: null,
    });
    const nested = `/api/constituencies/${c.id}/wards/${ward.id}/branches/${branch.id}/executives/${created.id}`;
    expect((await ok<Executive>(await app.inject({ method: 'GET', url: nested }))).full_name).toBe(
      'Kojo Antwi',
    );
    const put = await ok<Executive>(
      await admin({ method: 'PUT', url: `${base}/${created.id}`, payload: { position_held: 'Chairman' } }),
    );
    expect(put.position_held).toBe('Chairman');
    expect(
      expectValidationError(
        await admin({ method: 'PUT', url: nested, payload: { position_held: ' ' } }),
        'position_held',
      ),
    ).toEqual(['Position is required']);
    expect((await app.inject({ method: 'PUT', url: nested, payload: {} })).statusCode).toBe(401);
    expect((await admin({ method: 'DELETE', url: nested })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: nested })).statusCode).toBe(404);
  });
});

describe('two partial edits at once', () => {
  // Each sets a different field; both must land, whatever order the server runs them in.
  async function bothLand(url: string, a: Record<string, string>, b: Record<string, string>, read: string) {
    for (let round = 0; round < 5; round += 1) {
      const ra = { ...a, [Object.keys(a)[0]!]: `${Object.values(a)[0]} ${round}` };
      const rb = { ...b, [Object.keys(b)[0]!]: `${Object.values(b)[0]}${round}` };
      const [first, second] = await Promise.all([
        admin({ method: 'PUT', url, payload: ra }),
        admin({ method: 'PUT', url, payload: rb }),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      const now = await ok(await admin({ method: 'GET', url: read }));
      expect(now).toMatchObject({ ...ra, ...rb });
    }
  }

  it('both land on a constituency, a ward, a branch and an executive', async () => {
    const c = await createConstituency();
    await bothLand(
      `/api/constituencies/${c.id}`,
      { office_location: 'Asokwa Roundabout' },
      { phone_number: '+233 32 202 12' },
      `/api/constituencies/${c.id}`,
    );
    const ward = await createWard(c.id);
    await bothLand(
      `/api/wards/${ward.id}`,
      { office_location: 'Ahodwo Junction' },
      { phone_number: '+233 32 202 34' },
      `/api/wards/${ward.id}`,
    );
    const branch = await createBranch(ward.id);
    await bothLand(
      `/api/wards/${ward.id}/branches/${branch.id}`,
      { office_location: 'Community centre' },
      { phone_number: '+233 32 202 56' },
      `/api/wards/${ward.id}/branches/${branch.id}`,
    );
    const executive = await createExecutive(`/api/constituencies/${c.id}`);
    await bothLand(
      `/api/constituencies/${c.id}/executives/${executive.id}`,
      { position_held: 'Chairman' },
      { phone_number: '024 412 34' },
      `/api/constituencies/${c.id}/executives/${executive.id}`,
    );
  });
});
