import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 for the client, session and health tests: requests cross a socket as
 * in a browser, so headers, bodies, timeouts and aborts are the real thing. Test-only.
 */

export interface RecordedRequest {
  readonly method: string;
  /** Path and query, e.g. `/api/news?page=1`. */
  readonly url: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface TestReply {
  readonly status?: number;
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Sent as it is (with `contentType`), for non-JSON answers. */
  readonly raw?: string;
  readonly contentType?: string;
  /** Further response headers (e.g. Retry-After), readable cross-origin. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly delayMs?: number;
}

export type TestHandler = (request: RecordedRequest) => TestReply | Promise<TestReply>;

export interface TestApi {
  /** The API base URL, e.g. `http://127.0.0.1:41234/api`. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Answers `METHOD /api/path` (query ignored) with the handler; unrouted calls get a 404 envelope. */
  on(method: string, path: string, handler: TestHandler | TestReply): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, TestHandler>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // jsdom's XMLHttpRequest enforces CORS: the page's origin differs from this server's.
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      const url = req.url ?? '/';
      const path = url.split('?')[0] ?? url;
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url,
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${path}`);
      void Promise.resolve(
        handler
          ? handler(recorded)
          : { status: 404, json: { success: false, message: 'Not found', errors: {}, code: 'NOT_FOUND' } },
      ).then((reply) => {
        const send = () => {
          if (res.destroyed) return;
          res.statusCode = reply.status ?? 200;
          for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
          if (reply.headers)
            res.setHeader('access-control-expose-headers', Object.keys(reply.headers).join(', '));
          if (reply.raw !== undefined) {
            res.setHeader('content-type', reply.contentType ?? 'text/plain');
            res.end(reply.raw);
          } else if (reply.json !== undefined) {
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify(reply.json));
          } else {
            res.end();
          }
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    on(method, path, handler) {
      routes.set(`${method} /api${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close() {
      // Keep-alive sockets would hold close() open until they time out.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** A success envelope. */
export function ok(data: unknown, message = 'OK', extra: Record<string, unknown> = {}): TestReply {
  return { json: { success: true, data, message, ...extra } };
}

/** An error envelope of DESIGN §3. */
export function fail(status: number, message: string, errors: unknown = {}, code?: string): TestReply {
  return { status, json: { success: false, message, errors, ...(code ? { code } : {}) } };
}

/**
 * A FormData of the runtime's own fetch. IMPORTANT: jsdom replaces the global FormData with its own,
 * which Node's fetch cannot send (the request never completes); a browser has one FormData for both.
 */
export async function nativeFormData(fields: Record<string, string>): Promise<FormData> {
  const boundary = 'test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = `${parts.join('')}--${boundary}--\r\n`;
  return new Response(body, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }).formData();
}
