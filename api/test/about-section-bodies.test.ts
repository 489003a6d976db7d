import { describe, expect, it } from 'vitest';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';

// Each About section's body is declared once, on its own path (PUT /api/about/mission, …): the document
// types its data with the rules and messages of every field, and the API checks by that declaration,
// answering every problem at once, each at its path (spec 02 §3, §7-§8).

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
}

interface Section {
  section: string;
  title: string;
  data: Record<string, unknown>;
}

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  additionalProperties?: boolean;
  enum?: unknown[];
  const?: unknown;
  'x-messages'?: Record<string, string>;
  'x-normalise'?: string[];
}

interface Operation {
  operationId: string;
  requestBody: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content: Record<string, { schema: JsonSchema }> }>;
}

const SECTIONS = ['hero', 'mission', 'vision', 'values', 'history', 'activities', 'achievements'];
const label = (section: string) => `${section[0]!.toUpperCase()}${section.slice(1)}`;

const put = (section: string, payload: Record<string, unknown>) =>
  injectAs(app, 'admin', { method: 'PUT', url: `/api/about/${section}`, payload });

const document = async () =>
  (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();

describe('the published contract', () => {
  it('declares each section its own save, on the path clients already use, with its data typed', async () => {
    const { paths } = await document();
    for (const section of SECTIONS) {
      const operation = paths[`/api/about/${section}`]!.put!;
      expect(operation.operationId).toBe(`saveAbout${label(section)}Section`);
      const answer = operation.responses['200']!.content['application/json']!.schema.properties!.data!;
      expect(answer.$ref).toBe(`#/components/schemas/About${label(section)}Section`);
      const body = operation.requestBody.content['application/json'].schema;
      expect(Object.keys(body.properties!)).toEqual(['title', 'content', 'data', 'isPublished']);
    }

    const data = (section: string) =>
      paths[`/api/about/${section}`]!.put!.requestBody.content['application/json'].schema.properties!.data!;
    expect(data('mission').properties!.icon).toMatchObject({
      type: ['string', 'null'],
      'x-normalise': ['trim', 'blank-null'],
      'x-messages': { type: 'Icon must be text' },
    });
    const values = data('values').properties!.values!;
    expect(data('values').required).toEqual(['values']);
    expect(values).toMatchObject({
      type: 'array',
      maxItems: 50,
      'x-messages': {
        required: 'Values is required (an empty list clears it)',
        type: 'Values must be a list',
        maxItems: 'Values can have at most 50 items',
      },
    });
    expect(values.items).toMatchObject({
      additionalProperties: false,
      required: ['title'],
      'x-messages': { type: 'Each item must be an object' },
    });
    expect(values.items!.properties!.title).toMatchObject({
      minLength: 1,
      maxLength: 200,
      'x-normalise': ['trim'],
      'x-messages': {
        required: 'Title is required',
        minLength: 'Title is required',
        maxLength: 'Title must be at most 200 characters',
        type: 'Title must be text',
      },
    });
    expect(values.items!.properties!.id).toMatchObject({
      type: 'integer',
      minimum: 1,
      'x-messages': {
        type: 'Id must be a positive whole number',
        minimum: 'Id must be a positive whole number',
      },
    });
    const timeline = data('history').properties!.timeline!.items!;
    expect(timeline.required).toEqual(['year', 'title']);
    expect(timeline.properties!.year).toMatchObject({ maxLength: 20 });
    const achievements = data('achievements').properties!.achievements!.items!;
    expect(achievements.required).toEqual(['number', 'description']);
    expect(achievements.properties!.number).toMatchObject({ maxLength: 30 });
    expect(data('hero')).toMatchObject({ additionalProperties: true });
    expect(data('hero').properties!.subtitle).toMatchObject({
      maxLength: 500,
      'x-messages': { type: 'Must be text', maxLength: 'Must be at most 500 characters' },
    });
  });

  it("types a bulk save's sections by the body of each section", async () => {
    const { paths } = await document();
    const body = (section: string) =>
      paths[`/api/about/${section}`]!.put!.requestBody.content['application/json'].schema;
    const sections =
      paths['/api/about/sections']!.post!.requestBody.content['application/json'].schema.properties!
        .sections!;
    const [keyed, listed] = sections.anyOf!;
    expect(Object.keys(keyed!.properties!)).toEqual(SECTIONS);
    for (const section of SECTIONS) expect(keyed!.properties![section]).toEqual(body(section));

    const entries = listed!.items!.anyOf!;
    expect(entries.map((entry) => entry.properties!.section)).toEqual(
      SECTIONS.map((section) => expect.objectContaining({ type: 'string', enum: [section] }) as unknown),
    );
    entries.forEach((entry, index) => {
      const { section: _section, ...rest } = entry.properties!;
      expect(rest).toEqual(body(SECTIONS[index]!).properties);
    });
  });
});

describe('PUT /api/about/<section>', () => {
  it('answers the problems of the form and of its data at once', async () => {
    const res = await put('values', {
      title: 'x'.repeat(201),
      isPublished: 'yes',
      data: {
        values: [
          { id: 2, title: ' ' },
          { id: 2, title: 'Again', icon: '🌟'.repeat(11) },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>()).toMatchObject({
      message: 'Please correct the highlighted fields.',
      errors: {
        title: ['Title must be at most 200 characters'],
        'data.values[0].title': ['Title is required'],
        'data.values[1].id': ['Id 2 is already used by item 1'],
        'data.values[1].icon': ['Icon must be at most 10 characters'],
        isPublished: ['Must be true or false'],
      },
    });
    // In the order of the form: each item's fields as the form shows them, then the publish switch.
    expect(Object.keys(res.json<Envelope<null>>().errors!)).toEqual([
      'title',
      'data.values[0].title',
      'data.values[1].id',
      'data.values[1].icon',
      'isPublished',
    ]);
  });

  it('tidies each item as declared: trimmed, blank as none, numbers as text, unknown fields dropped', async () => {
    const res = await put('values', {
      data: {
        values: [
          { id: 3, title: '  Unity  ', description: '   ', icon: '  ', colour: 'red' },
          { id: null, title: 42, description: null },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Section>>().data.data.values).toEqual([
      { id: 3, icon: '✨', title: 'Unity', description: '' },
      { id: 4, icon: '✨', title: '42', description: '' },
    ]);
  });

  it('refuses values of the wrong kind with the message of their field', async () => {
    const res = await put('achievements', {
      data: {
        achievements: [
          { number: ['12'], description: { text: 'x' } },
          { id: 1.5, number: '3', description: 'd'.repeat(2001) },
        ],
      },
    });
    expect(res.json<Envelope<null>>().errors).toEqual({
      'data.achievements[0].number': ['Number must be text'],
      'data.achievements[0].description': ['Description must be text'],
      'data.achievements[1].id': ['Id must be a positive whole number'],
      'data.achievements[1].description': ['Description must be at most 2000 characters'],
    });
    const icon = await put('mission', { data: { icon: ['🎯'] } });
    expect(icon.json<Envelope<null>>().errors).toEqual({ 'data.icon': ['Icon must be text'] });
    const many = await put('history', {
      data: { timeline: Array.from({ length: 51 }, (_, i) => ({ year: String(1975 + i), title: 'Year' })) },
    });
    expect(many.json<Envelope<null>>().errors).toEqual({
      'data.timeline': ['Timeline can have at most 50 items'],
    });
  });

  it('checks a section named in another spelling by the rules of its own path', async () => {
    const bad = await put('Vision', { data: { icon: 'telescopes!', lens: 'wide' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().errors).toEqual({
      'data.lens': ['Unknown field: this section holds "icon"'],
      'data.icon': ['Icon must be at most 10 characters'],
    });
    const ok = await put('VISION', { title: '  Where we go  ', data: { icon: ' ' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Envelope<Section>>()).toMatchObject({
      message: 'Vision section updated successfully!',
      data: { section: 'vision', title: 'Where we go', data: { icon: '🔭' } },
    });
  });
});

describe('POST /api/about/sections', () => {
  it('checks each section by its own rules and takes a listed name in any case', async () => {
    const bad = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/about/sections',
      payload: {
        sections: [{ section: 'History', data: { timeline: [{ year: 1992, title: 7, extra: 1 }, {}] } }],
      },
    });
    expect(bad.json<Envelope<null>>().errors).toEqual({
      'sections[0].data.timeline[1].year': ['Year is required'],
      'sections[0].data.timeline[1].title': ['Title is required'],
    });
    const ok = await injectAs(app, 'admin', {
      method: 'POST',
      url: '/api/about/sections',
      payload: {
        sections: [
          { section: ' History ', data: { timeline: [{ year: 1992, title: 'Founded', extra: 1 }] } },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Envelope<Record<string, Section>>>().data.history!.data.timeline).toEqual([
      { id: 1, year: '1992', title: 'Founded', description: '' },
    ]);
  });
});
