import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';

// Development projects (spec 01 §2 Projects and §4, spec 02 §3-§5 and §7): the list with its own pagination
// and the stats of all projects, the `current` alias, and the admin form's validation.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface Project {
  id: string;
  title: string;
  description: string;
  location: string;
  status: string;
  category: string | null;
  budget: number | null;
  beneficiaries: number;
  beneficiariesCount: number;
  progressPercentage: number;
  thumbnailUrl: string | null;
  tags: string[];
  partners: string[];
  startDate: string;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Stats {
  total: number;
  ongoing: number;
  completed: number;
  totalBeneficiaries: number;
}

interface ListBody {
  success: boolean;
  message: string;
  data: {
    items: Project[];
    pagination: { total_items: number; total_pages: number; page: number; limit: number };
    stats: Stats;
  };
  pagination: Record<string, unknown>;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
}

let n = 0;
const marker = (prefix = 'pq') => `${prefix}${Date.now().toString(36)}x${(n += 1)}`;

function project(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Mechanised borehole for Adomfe',
    description: 'A mechanised borehole with a 10,000-litre overhead tank and a water committee.',
    location: 'Adomfe',
    status: 'planned',
    category: 'Water & Sanitation',
    budget: 85000,
    beneficiariesCount: 1200,
    progressPercentage: 0,
    thumbnailUrl: 'https://images.example.org/borehole.jpg',
    tags: ['water', 'health'],
    partners: ['District Assembly'],
    startDate: '2025-02-01',
    endDate: '2025-06-30',
    ...overrides,
  };
}

const post = (payload: unknown, role: 'admin' | 'member' = 'admin') =>
  injectAs(app, role, { method: 'POST', url: '/api/projects', payload: payload as Record<string, unknown> });

async function create(overrides: Record<string, unknown> = {}) {
  const res = await post(project(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Envelope<Project>>().data;
}

const list = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/projects?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
};

/** What the stats must be, computed here from every row. */
async function expectedStats(): Promise<Stats> {
  const rows = await app.db.selectFrom('projects').select(['status', 'beneficiaries']).execute();
  return {
    total: rows.length,
    ongoing: rows.filter((r) => r.status === 'ongoing').length,
    completed: rows.filter((r) => r.status === 'completed').length,
    totalBeneficiaries: rows.reduce((sum, r) => sum + r.beneficiaries, 0),
  };
}

describe('POST /api/projects', () => {
  it('creates a project and answers it in camelCase, with both beneficiary spellings', async () => {
    const res = await post(
      project({ budget: '1,250,000.50', tags: ' water,  , health ,water ', partners: ['UNICEF', ' GHS '] }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<Envelope<Project>>();
    expect(body.message).toBe('Project created successfully');
    expect(body.data).toMatchObject({
      title: 'Mechanised borehole for Adomfe',
      location: 'Adomfe',
      status: 'planned',
      category: 'Water & Sanitation',
      budget: 1250000.5,
      beneficiaries: 1200,
      beneficiariesCount: 1200,
      progressPercentage: 0,
      thumbnailUrl: 'https://images.example.org/borehole.jpg',
      tags: ['water', 'health'],
      partners: ['UNICEF', 'GHS'],
      startDate: '2025-02-01',
      endDate: '2025-06-30',
    });
    const row = await app.db
      .selectFrom('projects')
      .select(['budget', 'beneficiaries', 'tags'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ budget: '1250000.50', beneficiaries: 1200, tags: ['water', 'health'] });
  });

  it('fills the defaults of a new project: planned, no budget, nothing done yet', async () => {
    const res = await post({
      title: 'Market toilet facility',
      description: 'A 12-seater water closet at the lorry station.',
      location: 'Lorry station',
      startDate: '2025-09-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Envelope<Project>>().data).toMatchObject({
      status: 'planned',
      category: null,
      budget: null,
      beneficiaries: 0,
      beneficiariesCount: 0,
      progressPercentage: 0,
      thumbnailUrl: null,
      tags: [],
      partners: [],
      endDate: null,
    });
  });

  it('takes current as ongoing, any case, and beneficiaries under either name', async () => {
    expect((await create({ status: 'current' })).status).toBe('ongoing');
    expect((await create({ status: 'Completed', progressPercentage: 100 })).status).toBe('completed');
    const byOldName = await create({ beneficiariesCount: undefined, beneficiaries: '340' });
    expect(byOldName).toMatchObject({ beneficiaries: 340, beneficiariesCount: 340 });
    expect((await create({ budget: 0, progressPercentage: '45' })).progressPercentage).toBe(45);
  });

  it('reports every missing field at once, with the messages of the form', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().errors).toEqual({
      title: ['Title is required'],
      location: ['Location is required'],
      startDate: ['Start date is required'],
      description: ['Description is required'],
    });
  });

  it('refuses an unknown status', async () => {
    expect(expectValidationError(await post(project({ status: 'finished' })), 'status')).toEqual([
      'Status must be one of: planned, ongoing, completed, suspended, cancelled',
    ]);
  });

  it.each([
    [-1, 'Budget must be 0 or more'],
    ['-0.01', 'Budget must be 0 or more'],
    ['a lot', 'Budget must be a number'],
    [1e15, 'Budget is too large'],
  ])('refuses the budget %j', async (budget, message) => {
    expect(expectValidationError(await post(project({ budget })), 'budget')).toEqual([message]);
  });

  it('rounds a budget to the pesewa', async () => {
    expect((await create({ budget: 99.999 })).budget).toBe(100);
    expect((await create({ budget: '' })).budget).toBeNull();
  });

  it.each([-5, 2.5, 'many'])('refuses %j beneficiaries, keyed as sent', async (value) => {
    const asCount = await post(project({ beneficiariesCount: value }));
    expect(expectValidationError(asCount, 'beneficiariesCount')).toEqual([
      'Beneficiaries must be a whole number, 0 or more',
    ]);
    const asOldName = await post(project({ beneficiariesCount: undefined, beneficiaries: value }));
    expectValidationError(asOldName, 'beneficiaries');
  });

  it.each([
    [101, 'Progress must be between 0 and 100'],
    [-1, 'Progress must be between 0 and 100'],
    [12.5, 'Progress must be a whole number'],
    ['half', 'Progress must be a number'],
  ])('refuses the progress %j', async (progressPercentage, message) => {
    expect(expectValidationError(await post(project({ progressPercentage })), 'progressPercentage')).toEqual([
      message,
    ]);
  });

  it('refuses a thumbnail that is not a URL', async () => {
    expect(
      expectValidationError(await post(project({ thumbnailUrl: 'borehole.jpg' })), 'thumbnailUrl'),
    ).toEqual(['Thumbnail must be a valid URL']);
  });

  it('checks the dates', async () => {
    const before = await post(project({ startDate: '2025-06-01', endDate: '2025-05-31' }));
    expect(expectValidationError(before, 'endDate')).toEqual(['End date cannot be before the start date']);
    const invalid = await post(project({ startDate: '2025-02-30', endDate: 'soon' }));
    expect(expectValidationError(invalid, 'startDate')).toEqual([
      'Start date must be a valid date (YYYY-MM-DD)',
    ]);
    expect(expectValidationError(invalid, 'endDate')).toEqual(['End date must be a valid date (YYYY-MM-DD)']);
    expect((await create({ startDate: '2025-06-01', endDate: '2025-06-01' })).endDate).toBe('2025-06-01');
    expect((await create({ endDate: '' })).endDate).toBeNull();
  });

  it('refuses tags and partners that are not text', async () => {
    const res = await post(project({ tags: [{ name: 'water' }], partners: 42 }));
    expect(expectValidationError(res, 'tags')).toEqual(['Tags must be a list of text']);
    expect(expectValidationError(res, 'partners')).toEqual([
      'Partners must be a list or comma-separated text',
    ]);
  });

  it('needs an administrator', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/projects', payload: project() });
    expect(anonymous.statusCode).toBe(401);
    expect((await post(project(), 'member')).statusCode).toBe(403);
  });
});

describe('the project form in the API description', () => {
  it('declares what is required and each rule, so clients know the form without reading prose', () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Schema }> } }>>;
    };
    interface Schema {
      required?: string[];
      properties: Record<string, Record<string, unknown>>;
    }
    const bodyOf = (path: string, method: string) =>
      doc.paths[path]![method]!.requestBody.content['application/json']!.schema;
    const create = bodyOf('/api/projects', 'post');
    const update = bodyOf('/api/projects/{id}', 'put');
    expect(create.required?.sort()).toEqual(['description', 'location', 'startDate', 'title']);
    expect(update.required?.sort()).toEqual(['description', 'location', 'startDate', 'status', 'title']);
    expect(create.properties.title).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });
    expect(create.properties.budget).toMatchObject({ type: ['number', 'null'], minimum: 0 });
    expect(create.properties.beneficiariesCount).toMatchObject({ type: ['integer', 'null'], minimum: 0 });
    expect(create.properties.progressPercentage).toMatchObject({ minimum: 0, maximum: 100, multipleOf: 1 });
    expect(create.properties.startDate).toMatchObject({ type: 'string', format: 'calendar-date' });
    expect(create.properties.tags).toMatchObject({ type: 'array', maxItems: 30 });
    expect(update.properties.status).toMatchObject({
      enum: ['planned', 'ongoing', 'completed', 'suspended', 'cancelled', 'current'],
    });
  });
});

describe('GET /api/projects', () => {
  it('answers data.items, data.pagination, the sibling pagination and stats over all projects', async () => {
    const word = marker();
    await create({
      title: `Ongoing ${word}`,
      status: 'ongoing',
      beneficiariesCount: 100,
      startDate: '2025-03-01',
    });
    await create({
      title: `Done ${word}`,
      status: 'completed',
      beneficiariesCount: 50,
      startDate: '2025-01-01',
    });
    await create({
      title: `Next ${word}`,
      status: 'planned',
      beneficiariesCount: 7,
      startDate: '2025-05-01',
    });

    const body = await list(`search=${word}&limit=2`);
    expect(body.message).toBe('Projects retrieved successfully');
    // Latest start first.
    expect(body.data.items.map((p) => p.title)).toEqual([`Next ${word}`, `Ongoing ${word}`]);
    expect(body.data.pagination).toEqual({ total_items: 3, total_pages: 2, page: 1, limit: 2 });
    expect(body.pagination).toEqual({ count: 3, page: 1, limit: 2, total_pages: 2, next: 2, previous: null });

    // Stats are over every project in the database, not this page or this search.
    const stats = await expectedStats();
    expect(stats.total).toBeGreaterThan(3);
    expect(body.data.stats).toEqual(stats);
    expect((await list('status=completed')).data.stats).toEqual(stats);
    // …and still there when the page holds no projects: a search that matches none, a page past the end.
    expect((await list(`search=${marker()}`)).data.stats).toEqual(stats);
    expect((await list(`search=${word}&limit=2&page=5`)).data.stats).toEqual(stats);
    // Each item is a project, with nothing of the figures beside it.
    expect(Object.keys(body.data.items[0]!).filter((key) => key.startsWith('stats'))).toEqual([]);

    const res = await app.inject({ method: 'GET', url: '/api/projects/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: stats,
      message: 'Project statistics retrieved successfully',
    });
  });

  it('filters by status, with current meaning ongoing and all meaning every status', async () => {
    const word = marker();
    for (const status of ['planned', 'ongoing', 'completed', 'suspended', 'cancelled']) {
      await create({ title: `${status} ${word}`, status });
    }
    for (const status of ['planned', 'ongoing', 'completed', 'suspended', 'cancelled']) {
      const body = await list(`search=${word}&status=${status}`);
      expect(body.data.items.map((p) => p.status)).toEqual([status]);
    }
    expect((await list(`search=${word}&status=current`)).data.items.map((p) => p.status)).toEqual([
      'ongoing',
    ]);
    expect((await list(`search=${word}&status=all`)).data.items).toHaveLength(5);
    expectValidationError(
      await app.inject({ method: 'GET', url: '/api/projects?status=finished' }),
      'status',
    );
  });

  it('searches title, description and location without regard to case, % and _ taken literally', async () => {
    const word = marker('Pz');
    const inTitle = await create({ title: `Clinic ${word}` });
    const inDescription = await create({ description: `Works at ${word.toUpperCase()} junction` });
    const inLocation = await create({ location: `${word.toLowerCase()} ward` });
    const found = await list(`search=${word}&limit=100`);
    expect(found.data.items.map((p) => p.id).sort()).toEqual(
      [inTitle.id, inDescription.id, inLocation.id].sort(),
    );

    const percent = await create({ title: `Coverage 100% ${word}` });
    await create({ title: `Coverage 1000 ${word}` });
    const underscore = await create({ title: `Lot ${word}_7` });
    await create({ title: `Lot ${word}x7` });
    expect((await list(`search=${encodeURIComponent(`100% ${word}`)}`)).data.items.map((p) => p.id)).toEqual([
      percent.id,
    ]);
    expect((await list(`search=${encodeURIComponent(`${word}_7`)}`)).data.items.map((p) => p.id)).toEqual([
      underscore.id,
    ]);
  });

  it('pages: a page past the end is empty, a limit above 100 is lowered to 100', async () => {
    const word = marker();
    for (let i = 0; i < 4; i += 1) await create({ title: `Culvert ${i} ${word}` });
    const past = await list(`search=${word}&page=3&limit=3`);
    expect(past.data.items).toEqual([]);
    expect(past.data.pagination).toEqual({ total_items: 4, total_pages: 2, page: 3, limit: 3 });
    expect(past.pagination).toEqual({ count: 4, page: 3, limit: 3, total_pages: 2, next: null, previous: 2 });

    const big = await list(`search=${word}&limit=1000`);
    expect(big.data.items).toHaveLength(4);
    expect(big.data.pagination.limit).toBe(100);
    expect(big.pagination).toMatchObject({ limit: 100 });
  });
});

describe('GET /api/projects/:id', () => {
  it('answers one project, 404 for an unknown one and 400 for a malformed id', async () => {
    const created = await create();
    const res = await app.inject({ method: 'GET', url: `/api/projects/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Project>>()).toMatchObject({
      message: 'Project retrieved successfully',
      data: created,
    });
    const missing = await app.inject({ method: 'GET', url: `/api/projects/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expectValidationError(await app.inject({ method: 'GET', url: '/api/projects/7' }), 'id');
  });
});

describe('PUT /api/projects/:id', () => {
  it('replaces the project', async () => {
    const created = await create();
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/projects/${created.id}`,
      payload: project({
        status: 'current',
        progressPercentage: 60,
        budget: 90000.25,
        tags: 'water',
        partners: [],
        thumbnailUrl: null,
        endDate: null,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Project>>()).toMatchObject({
      message: 'Project updated successfully',
      data: {
        id: created.id,
        status: 'ongoing',
        progressPercentage: 60,
        budget: 90000.25,
        tags: ['water'],
        partners: [],
        thumbnailUrl: null,
        endDate: null,
      },
    });
  });

  it('needs the status named, and the same rules as creation', async () => {
    const created = await create({ status: 'ongoing' });
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/projects/${created.id}`,
      payload: project({ status: undefined, progressPercentage: 150 }),
    });
    expect(expectValidationError(res, 'status')).toEqual(['Status is required']);
    expect(expectValidationError(res, 'progressPercentage')).toEqual(['Progress must be between 0 and 100']);
    const row = await app.db
      .selectFrom('projects')
      .select('status')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ongoing');
  });

  it('reads a blank or null status as none, which an update refuses', async () => {
    const created = await create();
    for (const status of [null, '  ']) {
      const res = await injectAs(app, 'admin', {
        method: 'PUT',
        url: `/api/projects/${created.id}`,
        payload: project({ status }),
      });
      expect(expectValidationError(res, 'status')).toEqual(['Status is required']);
    }
    const renamed = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/projects/${created.id}`,
      payload: project({ status: ' Current ', startDate: '2025-06-01', endDate: '2025-05-31' }),
    });
    expect(renamed.json<Envelope<null>>()).toMatchObject({
      message: 'Please correct the highlighted fields.',
      errors: { endDate: ['End date cannot be before the start date'] },
    });
  });

  it('answers 404 for an unknown project and needs an administrator', async () => {
    const url = `/api/projects/${randomUUID()}`;
    expect((await injectAs(app, 'admin', { method: 'PUT', url, payload: project() })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url, payload: project() })).statusCode).toBe(401);
    expect((await injectAs(app, 'member', { method: 'PUT', url, payload: project() })).statusCode).toBe(403);
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes the project', async () => {
    const created = await create();
    const url = `/api/projects/${created.id}`;
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await injectAs(app, 'member', { method: 'DELETE', url })).statusCode).toBe(403);
    const res = await injectAs(app, 'admin', { method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: 'Project deleted successfully' });
    expect(
      await app.db.selectFrom('projects').select('id').where('id', '=', created.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await injectAs(app, 'admin', { method: 'DELETE', url })).statusCode).toBe(404);
  });
});
