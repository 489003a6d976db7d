import { describe, expect, it } from 'vitest';
import { loadDocument, operations } from './contract';

const document = loadDocument();
const all = operations(document);

describe('the committed document', () => {
  it('is OpenAPI 3.1 with a server for its /api paths', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('names every operation once, in camelCase', () => {
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('says what every operation needs: nothing, or a bearer token that a 401 answers for', () => {
    for (const { operation } of all) {
      expect(operation.security, operation.operationId).toBeDefined();
      const guarded = operation.security!.length > 0;
      expect(guarded ? operation.security : [], operation.operationId).toEqual(
        guarded ? [{ bearerAuth: [] }] : [],
      );
      if (guarded) expect(Object.keys(operation.responses), operation.operationId).toContain('401');
    }
  });
});
