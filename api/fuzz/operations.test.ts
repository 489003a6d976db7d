import { describe, expect, it } from 'vitest';
import { createdResource, pathResources, readOperations, type OpenApiDocument } from './operations.js';

const ok = {
  responses: { '200': { content: { 'application/json': { schema: { required: ['success'] } } } } },
};
const document: OpenApiDocument = {
  components: {
    schemas: {
      Ward: { type: 'object', required: ['wardName'], properties: { wardName: { type: 'string' } } },
    },
  },
  paths: {
    '/api/constituencies/{id}/wards': {
      post: {
        operationId: 'createWard',
        security: [{ bearerAuth: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Ward' } } },
        },
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
        ...ok,
      },
    },
    '/api/constituencies/{id}/wards/{wardId}': { get: { operationId: 'getWard', ...ok } },
    '/api/invitations/create': { post: { operationId: 'createInvitation', ...ok } },
    '/api/invitations/{id}': { get: { operationId: 'getInvitation', ...ok } },
  },
};

describe('the operations of the document', () => {
  it('are read with their parameters, resolved body schema, security and documented answers', () => {
    const [create] = readOperations(document);
    expect(create).toMatchObject({
      id: 'createWard',
      method: 'POST',
      secured: true,
      bodyRequired: true,
      json: { required: ['wardName'] },
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
    expect(create?.successes.get(200)).toEqual({ contentType: 'application/json', required: ['success'] });
  });

  it('name the resource of each path parameter and the resource a creation makes', () => {
    const operations = readOperations(document);
    expect(Object.fromEntries(pathResources('/api/constituencies/{id}/wards/{wardId}'))).toEqual({
      id: 'constituencies',
      wardId: 'wards',
    });
    expect(createdResource(operations[0]!, operations)).toBe('wards');
    expect(createdResource(operations[2]!, operations)).toBe('invitations');
    expect(createdResource(operations[1]!, operations)).toBeUndefined();
  });
});
