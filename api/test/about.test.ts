import { describe, expect, it } from 'vitest';
import { actor, bearer, injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';

// The About page's sections (spec 01 §2 About, spec 02 §2-§3, §7-§8): the default content every database
// starts with, per-section data rules, publishing, and the all-or-nothing bulk save.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface Section {
  section: string;
  title: string;
  content: string;
  data: Record<string, unknown>;
  isPublished: boolean;
  updatedAt: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
}

type Item = Record<string, unknown>;

const SECTIONS = ['hero', 'mission', 'vision', 'values', 'history', 'activities', 'achievements'];

const put = (section: string, payload: Record<string, unknown>, role: 'admin' | 'member' = 'admin') =>
  injectAs(app, role, { method: 'PUT', url: `/api/about/${section}`, payload });

const bulk = (sections: unknown) =>
  injectAs(app, 'admin', { method: 'POST', url: '/api/about/sections', payload: { sections } });

const stored = (section: string) =>
  app.db
    .selectFrom('about_sections')
    .select(['title', 'content', 'data', 'is_published'])
    .where('section', '=', section as never)
    .executeTakeFirstOrThrow();

describe('default About content', () => {
  it('is there on a fresh database, every section published', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/about' });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json<Envelope<Record<string, Section>>>();
    expect(message).toBe('About sections retrieved successfully');
    expect(Object.keys(data)).toEqual(SECTIONS);
    for (const key of SECTIONS) {
      expect(data[key]).toMatchObject({ section: key, isPublished: true });
      expect(data[key]!.title).not.toBe('');
      expect(data[key]!.content).not.toBe('');
    }

    expect(data.mission!.data).toEqual({ icon: '🎯' });
    expect(data.vision!.data).toEqual({ icon: '🔭' });
    expect(typeof data.hero!.data.subtitle).toBe('string');
    expect(typeof data.hero!.data.ctaText).toBe('string');

    const values = data.values!.data.values as Item[];
    expect(values).toHaveLength(6);
    expect(values.every((v) => v.icon === '✨' && v.title && v.description)).toBe(true);

    const timeline = data.history!.data.timeline as Item[];
    expect(timeline.length).toBeGreaterThanOrEqual(6);
    expect(timeline[0]!.year).toBe('1992');
    expect(timeline.at(-1)!.year).toBe('2025');

    const activities = data.activities!.data.activities as Item[];
    expect(activities).toHaveLength(6);
    expect(activities.every((a) => a.icon === '⭐')).toBe(true);

    const achievements = data.achievements!.data.achievements as Item[];
    expect(achievements).toHaveLength(4);
    expect(achievements.every((a) => a.number && a.description)).toBe(true);

    // List ids are 1..n, as the console numbers them.
    for (const list of [values, timeline, activities, achievements]) {
      expect(list.map((item) => item.id)).toEqual(list.map((_, i) => i + 1));
    }
  });
});

describe('GET /api/about/:section', () => {
  it('answers one section, and 404 for a section that does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/about/vision' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Section>>().data).toMatchObject({ section: 'vision', data: { icon: '🔭' } });

    const unknown = await app.inject({ method: 'GET', url: '/api/about/manifesto' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('PUT /api/about/:section', () => {
  it('saves the section and says so in the words of the console', async () => {
    const res = await put('mission', {
      title: 'What we are here for',
      content: 'To serve every ward.',
      data: { icon: '🚀' },
      isPublished: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<Section>>();
    expect(body.message).toBe('Mission section updated successfully!');
    expect(body.data).toMatchObject({
      section: 'mission',
      title: 'What we are here for',
      content: 'To serve every ward.',
      data: { icon: '🚀' },
      isPublished: true,
    });
    expect(await stored('mission')).toMatchObject({ title: 'What we are here for', data: { icon: '🚀' } });
  });

  it('keeps the fields that are left out', async () => {
    const before = await stored('vision');
    const res = await put('vision', { title: 'Where we are going' });
    expect(res.statusCode).toBe(200);
    expect(await stored('vision')).toEqual({ ...before, title: 'Where we are going' });
  });

  it('counts an icon in visible characters, at most 10', async () => {
    const family = '👨‍👩‍👧‍👦'; // one character on screen, seven code points
    expect((await put('mission', { data: { icon: family.repeat(10) } })).statusCode).toBe(200);
    expect(
      expectValidationError(await put('mission', { data: { icon: family.repeat(11) } }), 'data.icon'),
    ).toEqual(['Icon must be at most 10 characters']);
    expectValidationError(await put('vision', { data: { icon: 'telescopes!' } }), 'data.icon');
    // A blank icon takes the default.
    const blank = await put('vision', { data: { icon: '' } });
    expect(blank.json<Envelope<Section>>().data.data).toEqual({ icon: '🔭' });
  });

  it('checks each list item, keyed by its place in the list', async () => {
    const res = await put('values', {
      data: {
        values: [
          { id: 1, icon: '🤝', title: 'Unity', description: 'Together.' },
          { id: 1, title: 'Honesty', description: 'Always.' },
          { id: 3, title: '', description: 'No title.' },
          { id: -2, title: 'Negative' },
          { id: 'x', title: 'Text id', icon: '🌟🌟🌟🌟🌟🌟🌟🌟🌟🌟🌟' },
          'not an item',
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().errors).toEqual({
      'data.values[1].id': ['Id 1 is already used by item 1'],
      'data.values[2].title': ['Title is required'],
      'data.values[3].id': ['Id must be a positive whole number'],
      'data.values[4].id': ['Id must be a positive whole number'],
      'data.values[4].icon': ['Icon must be at most 10 characters'],
      'data.values[5]': ['Each item must be an object'],
    });
  });

  it('numbers new items after the largest id, and gives them the default icon', async () => {
    const res = await put('activities', {
      data: {
        activities: [
          { id: 4, icon: '📣', title: 'Voter education', description: 'In every ward.' },
          { title: 'Clean-up campaigns', description: 'Monthly.' },
          { id: 2, title: 'Town halls' },
          { title: 'Sports festival' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Section>>().data.data.activities).toEqual([
      { id: 4, icon: '📣', title: 'Voter education', description: 'In every ward.' },
      { id: 5, icon: '⭐', title: 'Clean-up campaigns', description: 'Monthly.' },
      { id: 2, icon: '⭐', title: 'Town halls', description: '' },
      { id: 6, icon: '⭐', title: 'Sports festival', description: '' },
    ]);
  });

  it('requires the year and title of a history entry, and the number and description of an achievement', async () => {
    const history = await put('history', {
      data: {
        timeline: [
          { id: 1, year: 1992 },
          { id: 2, title: 'Founded' },
        ],
      },
    });
    expect(history.json<Envelope<null>>().errors).toEqual({
      'data.timeline[0].title': ['Title is required'],
      'data.timeline[1].year': ['Year is required'],
    });
    const achievements = await put('achievements', { data: { achievements: [{ id: 1 }] } });
    expect(achievements.json<Envelope<null>>().errors).toEqual({
      'data.achievements[0].number': ['Number is required'],
      'data.achievements[0].description': ['Description is required'],
    });
    const ok = await put('history', { data: { timeline: [{ id: 1, year: 1992, title: 'Founded' }] } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Envelope<Section>>().data.data.timeline).toEqual([
      { id: 1, year: '1992', title: 'Founded', description: '' },
    ]);
  });

  it('refuses data of the wrong shape', async () => {
    expect(expectValidationError(await put('values', { data: ['a'] }), 'data')).toEqual([
      'Data must be an object',
    ]);
    expect(expectValidationError(await put('values', { data: { values: 'Unity' } }), 'data.values')).toEqual([
      'Values must be a list',
    ]);
    expect(expectValidationError(await put('hero', { data: { subtitle: 7 } }), 'data.subtitle')).toEqual([
      'Must be text',
    ]);
  });

  it('checks the fields of the form as declared, every problem at once', async () => {
    const res = await put('mission', {
      title: 'x'.repeat(201),
      content: 7,
      isPublished: 'yes',
      data: 'icon',
    });
    expect(res.json<Envelope<null>>()).toMatchObject({
      message: 'Please correct the highlighted fields.',
      errors: {
        title: ['Title must be at most 200 characters'],
        content: ['Content must be text'],
        isPublished: ['Must be true or false'],
        data: ['Data must be an object'],
      },
    });
    const trimmed = await put('mission', { title: `  ${'x'.repeat(200)}  ` });
    expect(trimmed.json<Envelope<Section>>().data.title).toBe('x'.repeat(200));
  });

  it('reads a null hero text as left out', async () => {
    const res = await put('hero', { data: { subtitle: null, ctaText: 'Join us' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Section>>().data.data).toEqual({ ctaText: 'Join us' });
  });

  it('keeps the hero free-form', async () => {
    const data = {
      subtitle: 'Serving since 1992',
      ctaText: 'Join us',
      ctaLink: '/get-involved',
      badge: 'New',
    };
    const res = await put('hero', { data });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Section>>()).toMatchObject({
      message: 'Hero section updated successfully!',
      data: { data },
    });
  });

  it('answers 404 for an unknown section and needs an administrator', async () => {
    expect((await put('manifesto', { title: 'x' })).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/about/mission', payload: { title: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await put('mission', { title: 'x' }, 'member')).statusCode).toBe(403);
  });
});

describe('the published contract', () => {
  interface JsonSchema {
    $ref?: string;
    properties: Record<string, JsonSchema>;
    required?: string[];
    items?: JsonSchema;
    maxItems?: number;
    maxLength?: number;
    minLength?: number;
    anyOf?: JsonSchema[];
  }
  type Operation = { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> };
  const document = async () =>
    (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, JsonSchema> };
    }>();

  it('types the data of every section by its kind, each section named once', async () => {
    const doc = await document();
    const named = (schema: JsonSchema) =>
      schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]! : schema;
    const answer = (path: string, method: string) =>
      doc.paths[path]![method]!.responses['200']!.content['application/json']!.schema.properties.data!;

    const sections = answer('/api/about', 'get');
    expect(Object.keys(sections.properties)).toEqual(SECTIONS);
    const refs = SECTIONS.map(
      (key) => `#/components/schemas/About${key[0]!.toUpperCase()}${key.slice(1)}Section`,
    );
    expect(SECTIONS.map((key) => sections.properties[key]!.$ref)).toEqual(refs);
    const data = (key: string) => named(sections.properties[key]!).properties.data!;
    expect(data('mission').required).toEqual(['icon']);
    const values = data('values').properties.values!;
    expect(values.maxItems).toBe(50);
    expect(values.items!.required).toEqual(['id', 'icon', 'title', 'description']);
    expect(values.items!.properties.title).toMatchObject({ minLength: 1, maxLength: 200 });
    expect(data('history').properties.timeline!.items!.required).toEqual([
      'id',
      'year',
      'title',
      'description',
    ]);
    expect(data('achievements').properties.achievements!.items!.required).toEqual([
      'id',
      'number',
      'description',
    ]);
    expect(Object.keys(data('hero').properties)).toEqual(['subtitle', 'ctaText', 'ctaLink']);

    // One section's answer is one of the seven, told apart by its name.
    for (const [path, method] of [
      ['/api/about/{section}', 'get'],
      ['/api/about/{section}', 'put'],
    ] as const) {
      const one = answer(path, method);
      expect(one.anyOf!.map((branch) => branch.$ref)).toEqual(refs);
      expect(one.anyOf!.map((branch) => named(branch).properties.section)).toEqual(
        SECTIONS.map((key) => ({ type: 'string', enum: [key] })),
      );
    }
  });
});

describe('unpublished sections', () => {
  it('are hidden from the public and shown to administrators', async () => {
    expect((await put('achievements', { isPublished: false })).statusCode).toBe(200);
    const pub = await app.inject({ method: 'GET', url: '/api/about' });
    expect(Object.keys(pub.json<Envelope<Record<string, Section>>>().data)).not.toContain('achievements');
    expect((await app.inject({ method: 'GET', url: '/api/about/achievements' })).statusCode).toBe(404);

    const headers = bearer((await actor(app, 'admin')).token);
    const admin = await app.inject({ method: 'GET', url: '/api/about', headers });
    expect(admin.json<Envelope<Record<string, Section>>>().data.achievements).toMatchObject({
      isPublished: false,
    });
    const one = await app.inject({ method: 'GET', url: '/api/about/achievements', headers });
    expect(one.statusCode).toBe(200);

    const member = bearer((await actor(app, 'member')).token);
    expect(
      (await app.inject({ method: 'GET', url: '/api/about/achievements', headers: member })).statusCode,
    ).toBe(404);
    expect((await put('achievements', { isPublished: true })).statusCode).toBe(200);
  });
});

describe('POST /api/about/sections', () => {
  it('saves several sections keyed by name', async () => {
    const res = await bulk({
      mission: { title: 'Mission', content: 'Serve.', data: { icon: '🎯' }, isPublished: true },
      vision: { title: 'Vision', content: 'Thrive.', data: { icon: '🔭' } },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<Record<string, Section>>>();
    expect(body.message).toBe('Mission and Vision sections updated successfully!');
    expect(Object.keys(body.data)).toEqual(['mission', 'vision']);
    expect(await stored('vision')).toMatchObject({ title: 'Vision', content: 'Thrive.' });
  });

  it('takes a list of sections naming themselves', async () => {
    const res = await bulk([{ section: 'hero', title: 'Welcome', data: { subtitle: 'Since 1992' } }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<unknown>>().message).toBe('Hero section updated successfully!');
    expect(await stored('hero')).toMatchObject({ title: 'Welcome', data: { subtitle: 'Since 1992' } });
  });

  it('saves nothing when one section is invalid', async () => {
    const before = await Promise.all(SECTIONS.map(stored));
    const res = await bulk({
      mission: { title: 'Changed mission', data: { icon: '🎯' } },
      history: { title: 'Changed history', data: { timeline: [{ id: 1, year: '1992', title: 'Founded' }] } },
      values: { title: 'Changed values', data: { values: [{ id: 1, title: '' }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().errors).toEqual({
      'sections.values.data.values[0].title': ['Title is required'],
    });
    expect(await Promise.all(SECTIONS.map(stored))).toEqual(before);
  });

  it('names the problems of a list by position, and refuses unknown or repeated sections', async () => {
    const res = await bulk([
      { section: 'mission', data: { icon: 'far too long an icon' } },
      { section: 'manifesto', title: 'x' },
      { title: 'no name' },
      { section: 'mission', title: 'again' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().errors).toEqual({
      'sections[0].data.icon': ['Icon must be at most 10 characters'],
      'sections[1].section': [
        'Unknown section: manifesto. Use one of hero, mission, vision, values, history, activities, achievements',
      ],
      'sections[2].section': ['Section is required'],
      'sections[3]': ['The mission section is given more than once'],
    });
    expect(expectValidationError(await bulk({}), 'sections')).toEqual(['Give at least one section to save']);
    for (const sections of ['mission', 7, null]) {
      expect(expectValidationError(await bulk(sections), 'sections')).toEqual([
        'Sections must be an object keyed by section, or a list',
      ]);
    }
    const missing = await injectAs(app, 'admin', { method: 'POST', url: '/api/about/sections', payload: {} });
    expect(expectValidationError(missing, 'sections')).toEqual(['Give at least one section to save']);
  });

  it('checks each section by the rules of the one-section form, with its messages', async () => {
    const res = await bulk({
      mission: { title: 'x'.repeat(201), content: 7, isPublished: 'yes' },
      vision: { title: '  Vision  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().errors).toEqual({
      'sections.mission.title': ['Title must be at most 200 characters'],
      'sections.mission.content': ['Content must be text'],
      'sections.mission.isPublished': ['Must be true or false'],
    });
    const trimmed = await bulk([{ section: 'vision', title: `  ${'y'.repeat(200)}  ` }]);
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json<Envelope<Record<string, Section>>>().data.vision!.title).toBe('y'.repeat(200));
  });

  it('needs an administrator', async () => {
    const payload = { sections: { mission: { title: 'x' } } };
    expect((await app.inject({ method: 'POST', url: '/api/about/sections', payload })).statusCode).toBe(401);
    const member = await injectAs(app, 'member', { method: 'POST', url: '/api/about/sections', payload });
    expect(member.statusCode).toBe(403);
  });
});
