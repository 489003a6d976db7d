import { describe, expect, it } from 'vitest';
import { forgeJwt, generateRequest, multipartBody, type Generator } from './generate.js';
import { readOperations, type OpenApiDocument } from './operations.js';
import { Random } from './random.js';
import { Knowledge } from './values.js';

const document: OpenApiDocument = {
  paths: {
    '/api/news/{id}': {
      put: {
        operationId: 'updateNews',
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['title', 'category', 'publishedAt'],
                properties: {
                  title: { type: 'string', minLength: 1, maxLength: 200 },
                  category: { type: 'string', enum: ['politics', 'health'] },
                  publishedAt: { type: 'string', format: 'instant' },
                  views: { type: 'integer', minimum: 0, maximum: 10 },
                },
              },
            },
          },
        },
        responses: { '200': {} },
      },
    },
  },
};
const [operation] = readOperations(document);
const generator = (seed: number): Generator => ({
  document,
  random: new Random(seed),
  knowledge: new Knowledge(),
  assets: { png: Buffer.from('png'), pdf: Buffer.from('%PDF-'), jwtSecret: 'x'.repeat(32) },
});

describe('requests built from an operation', () => {
  it('are the same for the same seed', () => {
    const a = Array.from({ length: 50 }, () => generateRequest(generator(9), operation!));
    const b = Array.from({ length: 50 }, () => generateRequest(generator(9), operation!));
    expect(a).toEqual(b);
  });

  it('when valid, fill the path with an id and send a body the schema accepts', () => {
    const built = generateRequest(generator(1), operation!, { valid: true });
    expect(built.url).toMatch(/^\/api\/news\/[0-9a-f-]{36}$/);
    expect(built.headers['content-type']).toBe('application/json');
    const body = JSON.parse(built.payload as string) as Record<string, unknown>;
    expect(typeof body.title).toBe('string');
    expect(['politics', 'health']).toContain(body.category);
    expect(Number.isNaN(Date.parse(body.publishedAt as string))).toBe(false);
    if (body.views !== undefined) expect(body.views).toBeGreaterThanOrEqual(0);
  });

  it('reach remembered records by their resource name', () => {
    const g = generator(2);
    g.knowledge.remember({ news: '11111111-1111-4111-8111-111111111111' });
    const urls = Array.from({ length: 20 }, () => generateRequest(g, operation!, { valid: true }).url);
    expect(urls).toContain('/api/news/11111111-1111-4111-8111-111111111111');
  });

  it('break requests in many ways over a few hundred draws', () => {
    const g = generator(3);
    const kinds = new Set(
      Array.from({ length: 600 }, () => generateRequest(g, operation!).mutation.split(':')[0]),
    );
    for (const kind of ['valid', 'body', 'path', 'query', 'content type', 'auth', 'method', 'headers']) {
      expect(kinds).toContain(kind);
    }
  });
});

describe('helpers', () => {
  it('write a multipart body with fields and files', () => {
    const body = multipartBody(
      [
        { name: 'title', value: 'Rally' },
        { name: 'image', value: Buffer.from('PNG'), filename: 'a.png', type: 'image/png' },
      ],
      'b',
    ).toString();
    expect(body).toBe(
      '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nRally\r\n' +
        '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--b--\r\n',
    );
  });

  it('forge tokens signed with a given secret, or unsigned', () => {
    const [head, claims, signature] = forgeJwt({ sub: 'x' }, 's'.repeat(32)).split('.');
    expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toEqual({ sub: 'x' });
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(forgeJwt({}, '', 'none').endsWith('.')).toBe(true);
  });
});
