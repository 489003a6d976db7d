import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiResponse, ApiStatus, OperationId } from '@party/shared-ui/api-contract';
import {
  findOperation,
  operations,
  type OpenApiDocument,
  type OperationRef,
  ResponseValidator,
} from './contract';

/**
 * Calls a listening API over HTTP and checks each answer against the committed document: the status must
 * be the one the test expects and one the operation documents, and a JSON body must validate against that
 * status's schema. Every checked (operation, status) pair is recorded, so a test can tell what it covered.
 */

const CALL_TIMEOUT_MS = 10_000;

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** A body sent as is, with its own content type. */
  raw?: { body: string; contentType: string };
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  contentType: string;
  headers: Headers;
  body: unknown;
  text: string;
}

/**
 * Listens on a loopback port. The server closes with the app, which createTestApp closes after the file
 * (within vitest's hook timeout); every call gives up after CALL_TIMEOUT_MS.
 */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export class ContractClient {
  readonly validator: ResponseValidator;
  /** `operationId status` of every answer checked. */
  readonly checked = new Set<string>();
  private readonly byId: Map<string, OperationRef>;

  constructor(
    private readonly origin: string,
    document: OpenApiDocument,
  ) {
    this.validator = new ResponseValidator(document);
    this.byId = new Map(operations(document).map((ref) => [ref.operation.operationId, ref]));
  }

  operation(operationId: string): OperationRef {
    const ref = this.byId.get(operationId);
    if (!ref) throw new Error(`No operation ${operationId} in the document`);
    return ref;
  }

  async send(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      body = options.raw.body;
    }
    const response = await fetch(`${this.origin}${path}`, {
      method: method.toUpperCase(),
      headers,
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const contentType = response.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = contentType.includes('json') ? new TextDecoder().decode(bytes) : `(${bytes.length} bytes)`;
    return {
      status: response.status,
      contentType,
      headers: response.headers,
      body: contentType.includes('json') && text ? (JSON.parse(text) as unknown) : undefined,
      text,
    };
  }

  /**
   * Calls `path` (a concrete `/api/…` path, which must be one of `operationId`'s) with the operation's
   * method, and checks that it answers `status` as the document says. Returns the body, typed from the
   * contract.
   */
  async expect<Op extends OperationId, S extends ApiStatus<Op> & number>(
    operationId: Op,
    status: S,
    path: string,
    options: CallOptions = {},
  ): Promise<ApiResponse<Op, never, S>> {
    return (await this.check(operationId, status, path, options)) as ApiResponse<Op, never, S>;
  }

  /** `expect` for an operation id built at run time (the body is then untyped). */
  async check(
    operationId: string,
    status: number,
    path: string,
    options: CallOptions = {},
  ): Promise<unknown> {
    const ref = this.operation(operationId);
    const [pathOnly = ''] = path.split('?');
    const named = findOperation(this.validator.document, ref.method, pathOnly)?.operation.operationId;
    if (named !== operationId)
      throw new Error(`${ref.method} ${path} is ${named ?? 'no operation'}, not ${operationId}`);
    const answer = await this.send(ref.method, path, options);
    this.assertConforms(ref, path, status, answer);
    return answer.body;
  }

  /** Checks an answer already received for `ref` against the document. */
  assertConforms(ref: OperationRef, path: string, status: number, answer: Answer): void {
    const label = `${ref.operation.operationId} (${ref.method.toUpperCase()} ${path})`;
    if (answer.status !== status) {
      throw new Error(`${label} answered ${answer.status}, expected ${status}: ${answer.text.slice(0, 400)}`);
    }
    const documented = ref.operation.responses[String(status)];
    const json = documented?.content?.['application/json'];
    if (json && !answer.contentType.startsWith('application/json')) {
      throw new Error(
        `${label} ${status}: documented as JSON, sent ${answer.contentType || 'no content type'}`,
      );
    }
    const problems = this.validator.problems(ref.method, path.split('?')[0] ?? '', status, answer.body);
    if (problems.length) throw new Error(`${label} does not match the document:\n${problems.join('\n')}`);
    this.checked.add(`${ref.operation.operationId} ${status}`);
  }
}
