import { describe, expect, it } from 'vitest';
import { nameRecords } from './docs.js';

const article = { type: 'object', properties: { id: { type: 'string' } }, 'x-record': 'NewsArticle' };
const envelope = (data: unknown) => ({
  content: { 'application/json': { schema: { type: 'object', properties: { data } } } },
});

describe('nameRecords', () => {
  it('names each record once in the components and refers to it wherever it is answered', () => {
    const document = nameRecords({
      paths: {
        '/api/news/{id}': { get: { responses: { 200: envelope(article) } } },
        '/api/news': { get: { responses: { 200: envelope({ type: 'array', items: article }) } } },
      },
      components: { schemas: { ErrorBody: { type: 'object' } } },
    });
    const ref = { $ref: '#/components/schemas/NewsArticle' };
    expect(document.components).toEqual({
      schemas: {
        ErrorBody: { type: 'object' },
        NewsArticle: { type: 'object', properties: { id: { type: 'string' } } },
      },
    });
    expect(document.paths).toEqual({
      '/api/news/{id}': { get: { responses: { 200: envelope(ref) } } },
      '/api/news': { get: { responses: { 200: envelope({ type: 'array', items: ref }) } } },
    });
  });

  it('refuses two different shapes under one name', () => {
    const other = { ...article, properties: { title: { type: 'string' } } };
    expect(() =>
      nameRecords({ paths: { '/a': { get: envelope(article) }, '/b': { get: envelope(other) } } }),
    ).toThrow('Two different records are named NewsArticle');
  });
});
