import { ABORTED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One HTTP exchange, already addressed and authenticated; the client decides what it means. */
export interface TransportRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | FormData;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Called with the uploaded fraction (0–1); only the XMLHttpRequest transport can report it. */
  readonly onUploadProgress?: (fraction: number) => void;
}

export interface TransportResponse {
  readonly status: number;
  readonly text: string;
  /** The Retry-After header of a 429 or 503, as sent (seconds or an HTTP date). */
  readonly retryAfter?: string | null;
}

/**
 * Sends a request and answers with the status and body text, whatever the status. Throws only when no
 * answer arrived, always as an ApiError of kind network, timeout or aborted.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The normal transport. `fetchImpl` is resolved at call time so a test or polyfill can replace it. */
export function fetchTransport(fetchImpl?: typeof fetch): Transport {
  return async (request) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
    const cancel = () => controller.abort();
    if (request.signal?.aborted) cancel();
    request.signal?.addEventListener('abort', cancel, { once: true });
    try {
      // IMPORTANT: called as a plain function. `options.fetch(...)` would bind `this` to the options
      // object, and browsers throw "Illegal invocation" for a fetch not called on the window.
      const send = fetchImpl ?? globalThis.fetch;
      const response = await send(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ?? null,
        signal: controller.signal,
      });
      // Reading the body stays under the same timeout: a stalled body is as bad as a stalled answer.
      return {
        status: response.status,
        text: await response.text(),
        retryAfter: response.headers.get('retry-after'),
      };
    } catch {
      throw noAnswer(timedOut, request.signal);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  };
}

/** For uploads: fetch cannot report upload progress, XMLHttpRequest can. */
export const xhrTransport: Transport = (request) =>
  new Promise<TransportResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeoutMs;

    const { onUploadProgress, signal } = request;
    if (onUploadProgress) {
      // Listeners on xhr.upload must exist before send(), or the browser never reports upload events.
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0)
          onUploadProgress(Math.min(1, event.loaded / event.total));
      });
      xhr.upload.addEventListener('load', () => onUploadProgress(1));
    }

    const cancel = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', cancel);
    xhr.addEventListener('load', () => {
      settle();
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader('retry-after'),
      });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(noAnswer(false, undefined));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(noAnswer(true, undefined));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(noAnswer(false, signal));
    });

    if (signal?.aborted) {
      reject(noAnswer(false, signal));
      return;
    }
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(request.body ?? null);
  });

function noAnswer(timedOut: boolean, signal: AbortSignal | undefined): ApiError {
  if (timedOut) return ApiError.synthesised(0, TIMEOUT_MESSAGE, 'timeout');
  if (signal?.aborted) return ApiError.synthesised(0, ABORTED_MESSAGE, 'aborted');
  return ApiError.synthesised(0, NETWORK_ERROR_MESSAGE, 'network');
}
