import { describe, expect, it } from 'vitest';
import { checkAnswer, type Answer } from './check.js';
import type { Operation } from './operations.js';

const operation: Operation = {
  id: 'getNewsArticle',
  method: 'GET',
  path: '/api/news/{id}',
  parameters: [],
  json: undefined,
  multipart: undefined,
  bodyRequired: false,
  secured: false,
  successes: new Map([[200, { contentType: 'application/json', required: ['success', 'data', 'message'] }]]),
};
const feed: Operation = {
  ...operation,
  id: 'getNewsFeed',
  successes: new Map([[200, { contentType: 'application/rss+xml', required: [] }]]),
};

const json = (statusCode: number, body: unknown): Answer => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
const kinds = (answer: Answer, sent = '', on = operation, method = 'GET') =>
  checkAnswer(on, method, answer, sent).map((problem) => problem.kind);

describe('an answer', () => {
  it('passes in the envelope: an error with message, errors and code, a success with its documented fields', () => {
    expect(
      kinds(json(404, { success: false, message: 'Not found.', errors: {}, code: 'NOT_FOUND' })),
    ).toEqual([]);
    expect(kinds(json(200, { success: true, data: {}, message: 'ok' }))).toEqual([]);
    expect(
      kinds(
        { statusCode: 200, headers: { 'content-type': 'application/rss+xml' }, body: '<rss/>' },
        '',
        feed,
      ),
    ).toEqual([]);
    expect(kinds({ statusCode: 200, headers: {}, body: '' }, '', operation, 'HEAD')).toEqual([]);
  });

  it('fails at 500 and above', () => {
    const answer = json(500, { success: false, message: 'Oops.', errors: {}, code: 'INTERNAL_ERROR' });
    expect(kinds(answer)).toEqual(['server error']);
  });

  it("fails outside the envelope: Fastify's own shape, a missing code, errors that are not lists, no JSON", () => {
    expect(kinds(json(400, { error: 'Bad Request', message: 'x', statusCode: 400 }))).toContain(
      'error envelope',
    );
    expect(kinds(json(400, { success: false, message: 'x', errors: {} }))).toContain('error envelope');
    expect(kinds(json(400, { success: false, message: 'x', errors: { a: 'b' }, code: 'X' }))).toContain(
      'error envelope',
    );
    expect(kinds({ statusCode: 400, headers: { 'content-type': 'text/html' }, body: '<h1>x</h1>' })).toEqual([
      'not JSON',
    ]);
    expect(kinds(json(200, { success: true, message: 'ok' }))).toEqual(['success envelope']);
    expect(kinds(json(201, { success: true, data: {}, message: 'ok' }))).toEqual(['undocumented status']);
  });

  it.each([
    ['a stack frame', 'at handler (/srv/api/src/news.ts:12:5)'],
    ['a file path', 'open /work/main/api/.data/x failed'],
    ['node_modules', 'in node_modules/pg/lib/client.js'],
    ['SQL', 'select "id" from "news" where "id" = $1'],
    ['a PostgreSQL message', 'invalid input syntax for type uuid: "abc"'],
    ['a runtime error', "TypeError: Cannot read properties of undefined (reading 'id')"],
    ['a Fastify code', 'FST_ERR_BAD_URL'],
  ])('fails when it reveals %s', (_, text) => {
    const answer = json(400, { success: false, message: text, errors: {}, code: 'VALIDATION_ERROR' });
    expect(kinds(answer).some((kind) => kind.startsWith('internal detail'))).toBe(true);
  });

  it('may echo what the client sent, even when it looks like SQL', () => {
    const title = 'delete from "users"';
    const answer = json(200, { success: true, data: { title }, message: 'Saved.' });
    expect(kinds(answer, JSON.stringify({ title }))).toEqual([]);
  });
});
