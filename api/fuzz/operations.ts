/**
 * The operations of the published OpenAPI document (api/openapi.json), read into the shape the fuzzer
 * needs: where each parameter goes, which bodies the operation takes and what its successful answers are.
 */

export type Schema = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface SuccessAnswer {
  /** The documented media type; `undefined` for an answer without a body (304). */
  contentType: string | undefined;
  /** Top-level fields a JSON success answer must carry (`success`, `data`, …). */
  required: string[];
}

export interface Operation {
  id: string;
  method: string;
  /** The path template, e.g. `/api/news/{id}`. */
  path: string;
  parameters: Parameter[];
  json: Schema | undefined;
  multipart: Schema | undefined;
  bodyRequired: boolean;
  /** Whether the document asks for a bearer token. */
  secured: boolean;
  /** Documented 2xx and 3xx answers by status. */
  successes: Map<number, SuccessAnswer>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Follows `$ref`s to components of the document until a schema without one is reached. */
export function resolve(document: OpenApiDocument, schema: unknown): Schema {
  let current = (schema ?? {}) as Schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved reference ${current.$ref}`);
    current = target;
  }
  return current;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Every operation of the document, in document order. */
export function readOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = asRecord(item[method]);
      if (!raw.responses) continue;
      const parameters = ((raw.parameters ?? []) as Record<string, unknown>[])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: String(p.name),
          in: p.in as 'path' | 'query',
          required: p.required === true,
          schema: resolve(document, p.schema),
        }));
      const body = asRecord(raw.requestBody);
      const content = asRecord(body.content);
      const json = content['application/json']
        ? resolve(document, asRecord(content['application/json']).schema)
        : undefined;
      const multipart = content['multipart/form-data']
        ? resolve(document, asRecord(content['multipart/form-data']).schema)
        : undefined;
      const successes = new Map<number, SuccessAnswer>();
      for (const [status, answer] of Object.entries(asRecord(raw.responses))) {
        const code = Number(status);
        if (!(code >= 200 && code < 400)) continue;
        const types = asRecord(asRecord(answer).content);
        const [contentType] = Object.keys(types);
        const schema = contentType ? resolve(document, asRecord(types[contentType]).schema) : {};
        successes.set(code, {
          contentType,
          required: Array.isArray(schema.required) ? (schema.required as string[]) : [],
        });
      }
      const security = raw.security as unknown[] | undefined;
      operations.push({
        id: typeof raw.operationId === 'string' ? raw.operationId : `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        json,
        multipart,
        bodyRequired: body.required === true,
        secured: Array.isArray(security) && security.length > 0,
        successes,
      });
    }
  }
  return operations;
}

/**
 * The resource each path parameter names: the literal segment before it (`/api/constituencies/{id}/wards/
 * {wardId}` → `id`: constituencies, `wardId`: wards).
 */
export function pathResources(path: string): Map<string, string> {
  const resources = new Map<string, string>();
  const segments = path.split('/');
  segments.forEach((segment, index) => {
    const match = /^\{(.+)\}$/.exec(segment);
    const before = segments[index - 1];
    if (match?.[1] && before) resources.set(match[1], before.replace(/^\{(.+)\}$/, '$1'));
  });
  return resources;
}

/**
 * For an operation that creates something, the resource it creates: the collection whose item path
 * (`<collection>/{param}`) exists in the document, at the operation's path or one segment up
 * (`/api/invitations/create` creates `invitations`).
 */
export function createdResource(operation: Operation, operations: Operation[]): string | undefined {
  if (operation.method !== 'POST') return undefined;
  const candidates = [operation.path, operation.path.replace(/\/[^/{}]+$/, '')];
  for (const candidate of candidates) {
    const hasItem = operations.some((other) => {
      if (!other.path.startsWith(`${candidate}/{`)) return false;
      return /^\/\{[^/]+\}$/.test(other.path.slice(candidate.length));
    });
    if (hasItem) return candidate.split('/').pop();
  }
  return undefined;
}
