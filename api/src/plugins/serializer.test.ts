import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from '../shared/schemas.js';
import { StoredJson, storedJson } from '../shared/stored-json.js';
import { buildSerializer, forSerializer } from './serializer.js';

const Row = Type.Object({
  id: Type.String({ format: 'uuid' }),
  parent_id: Nullable(Type.String({ format: 'uuid' })),
  born: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
  count: Nullable(Type.Integer()),
  level: Type.Union([Type.Literal('ward'), Type.Literal('branch')]),
  at: Type.String({ format: 'date-time' }),
  owner: Nullable(Type.Object({ name: Type.String() })),
});

describe('the schemas the serializer compiles', () => {
  it('tells a nullable primitive and a union of string constants apart by type', () => {
    const schema = forSerializer(JSON.parse(JSON.stringify(Row)) as Parameters<typeof forSerializer>[0]) as {
      properties: Record<string, unknown>;
    };
    expect(schema.properties.parent_id).toEqual({ type: ['string', 'null'], format: 'uuid' });
    expect(schema.properties.born).toEqual({
      type: ['string', 'null'],
      format: 'date',
      description: 'YYYY-MM-DD',
    });
    expect(schema.properties.count).toEqual({ type: ['integer', 'null'] });
    expect(schema.properties.level).toEqual({ type: 'string', enum: ['ward', 'branch'] });
    // An object or null still needs the validator to choose: left as it was.
    expect(schema.properties.owner).toMatchObject({ anyOf: [{ type: 'object' }, { type: 'null' }] });
  });

  it('writes the same answer as JSON does, nulls, dates and nested objects included', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: buildSerializer() } } });
    const rows = [
      {
        id: '0b6f7c1e-2a43-4a8e-9d55-1f2e3d4c5b6a',
        parent_id: null,
        born: '1980-02-29',
        count: 3,
        level: 'ward',
        at: new Date('2026-11-27T08:00:00.123Z'),
        owner: { name: 'Akosua' },
      },
      {
        id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
        parent_id: '0b6f7c1e-2a43-4a8e-9d55-1f2e3d4c5b6a',
        born: null,
        count: null,
        level: 'branch',
        at: '2026-11-27T09:30:00.000Z',
        owner: null,
      },
    ];
    app.get('/rows', { schema: { response: { 200: Type.Array(Row) } } }, () => rows);
    try {
      const response = await app.inject({ method: 'GET', url: '/rows' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify(rows));
    } finally {
      await app.close();
    }
  });

  it('writes stored JSON text where its schema is marked, as it is, and everything else as before', async () => {
    const Person = Type.Object({ name: Type.String(), born: Nullable(Type.String()) });
    const Group = Type.Object({
      title: Type.String(),
      people: storedJson(Type.Array(Person)),
      note: Type.Optional(Type.String()),
    });
    const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: buildSerializer() } } });
    const people = [
      { name: 'Kofi "KB" Boateng', born: null },
      { name: 'Ama\nOwusu\u0000', born: '1990-01-01' },
    ];
    const groups = [
      // A stand-in's look-alike in ordinary text is escaped, so it is left alone.
      {
        title: '\u0000' + '0',
        people: StoredJson.text<typeof people>(JSON.stringify(people)),
        note: '"\u00001"',
      },
      { title: 'Empty', people: StoredJson.text<typeof people>('[]') },
      { title: 'Parsed', people: StoredJson.of(people.slice(1)) },
    ];
    app.get('/groups', { schema: { response: { 200: Type.Array(Group) } } }, () => groups);
    try {
      const response = await app.inject({ method: 'GET', url: '/groups' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify(groups));
      expect(response.json()).toEqual([
        { title: '\u00000', people, note: '"\u00001"' },
        { title: 'Empty', people: [] },
        { title: 'Parsed', people: people.slice(1) },
      ]);
      // The marked schema is never shown as anything but the array it describes.
      const published = JSON.parse(JSON.stringify(Group)) as { properties: Record<string, unknown> };
      expect(published.properties.people).toMatchObject({ type: 'array' });
    } finally {
      await app.close();
    }
  });
});
