import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { PARAMETER } from './frontend-calls';

/**
 * The committed API contract (api/openapi.json) and a JSON Schema 2020-12 validator for its response
 * schemas, which OpenAPI 3.1 writes in that dialect.
 */

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
}

export interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: { schemas: Record<string, unknown> };
}

export function loadDocument(): OpenApiDocument {
  return JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'api/openapi.json'), 'utf8')) as OpenApiDocument;
}

export interface OperationRef {
  /** The document's path, `/api/news/{id}`. */
  path: string;
  method: HttpMethod;
  operation: Operation;
}

export function operations(document: OpenApiDocument): OperationRef[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path: route, method, operation }] : [];
    }),
  );
}

/**
 * The operation a concrete or template path names: literal segments must be equal, and a `{name}` of the
 * document matches any one segment (a value, or `{}` from a scanned call). A literal path (`/api/projects/
 * stats`) wins over a parameter (`/api/projects/{id}`), as in the server's router.
 */
export function findOperation(
  document: OpenApiDocument,
  method: string,
  requestPath: string,
): OperationRef | undefined {
  const segments = requestPath.split('/');
  const candidates = operations(document).filter((ref) => {
    if (ref.method !== method.toLowerCase()) return false;
    const documented = ref.path.split('/');
    return (
      documented.length === segments.length &&
      documented.every((segment, i) => {
        const actual = segments[i]!;
        if (/^\{[^}]+\}$/.test(segment)) return actual !== '';
        return segment === actual && actual !== PARAMETER;
      })
    );
  });
  const literalCount = (ref: OperationRef) => ref.path.split('/').filter((s) => !s.startsWith('{')).length;
  return candidates.sort((a, b) => literalCount(b) - literalCount(a))[0];
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Validators for the response schemas of a document (the committed one, or a changed copy of it). */
export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly id: string;

  constructor(readonly document: OpenApiDocument) {
    // The document is registered whole, so that `#/components/schemas/…` references resolve inside it.
    // Strict mode is off because an OpenAPI document is not itself a JSON Schema (openapi, info, paths …).
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    // Image bytes are described with the OpenAPI format `binary`; they are never JSON.
    this.ajv.addFormat('binary', true);
    this.id = 'urn:party:openapi';
    this.ajv.addSchema({ ...document, $id: this.id });
  }

  /** The validator of one documented answer's JSON body, or undefined when that answer has none. */
  validatorFor(ref: OperationRef, status: number): ValidateFunction | undefined {
    const response = ref.operation.responses[String(status)];
    if (!response) return undefined;
    if (!response.content?.['application/json']?.schema) return undefined;
    const location = pointer('paths', ref.path, ref.method, 'responses', String(status), 'content');
    return this.ajv.getSchema(`${this.id}#/${location}/application~1json/schema`);
  }

  /**
   * Problems of one answer against the document, none when it conforms: the status must be documented for
   * the operation, and a JSON body must validate against that status's schema.
   */
  problems(method: string, requestPath: string, status: number, body: unknown): string[] {
    const ref = findOperation(this.document, method, requestPath);
    if (!ref) return [`${method} ${requestPath} is not in the document`];
    const documented = Object.keys(ref.operation.responses);
    if (!documented.includes(String(status))) {
      return [
        `${ref.operation.operationId} answered ${status}, which it does not document (${documented.join(', ')})`,
      ];
    }
    const validate = this.validatorFor(ref, status);
    if (!validate) return [];
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${ref.operation.operationId} ${status}: ${error.instancePath || '(body)'} ${error.message ?? ''}`,
    );
  }
}
