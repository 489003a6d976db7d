import type { ClientData, ClientPathFor } from '../api-contract';
import { ApiError, httpFailureMessage, retryAfterSeconds } from './api-error';
import {
  fetchTransport,
  xhrTransport,
  type HttpMethod,
  type Transport,
  type TransportResponse,
} from './transport';
import { buildUrl, type QueryParams } from './url';
import { isRecord } from '../util/is-record';

/** Spec 01 §9: every call gives up after 10 seconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * List pagination as the server sends it, kept as it came: DESIGN §3 uses count, page, limit,
 * total_pages, next and previous; projects add total_items; older payloads say totalPages.
 */
export interface ApiPagination {
  readonly count?: number;
  readonly page?: number;
  readonly limit?: number;
  readonly total_pages?: number;
  readonly totalPages?: number;
  readonly total_items?: number;
  readonly next?: number | string | null;
  readonly previous?: number | string | null;
  readonly [key: string]: unknown;
}

/** A successful call with the `{ success, data, message, pagination? }` envelope taken off. */
export interface ApiResponse<T> {
  readonly data: T;
  /** The server's message ('' when it sent none): success texts for banners. */
  readonly message: string;
  /** Present on list responses. */
  readonly pagination?: ApiPagination;
}

export interface RequestOptions {
  /** Becomes the query string; undefined, null and '' values are left out. */
  readonly params?: QueryParams;
  readonly headers?: Readonly<Record<string, string>>;
  /** Cancels the call (React Query passes one to every query function). */
  readonly signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  readonly timeoutMs?: number;
  /** `false`: send no bearer token and never refresh (public calls, the refresh call itself). */
  readonly auth?: boolean;
}

export interface RequestWithBody extends RequestOptions {
  /** JSON-encoded, or sent as multipart when it is a FormData. */
  readonly body?: unknown;
}

export type UploadMethod = 'POST' | 'PUT' | 'PATCH';

export interface UploadOptions<M extends UploadMethod = UploadMethod> extends RequestOptions {
  readonly method?: M;
  /** The fraction of the body sent so far, from 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
}

/** The paths the API answers for `M`, as the client is called with them (`/news/${id}`). */
export type PathFor<M extends HttpMethod> = ClientPathFor<Lowercase<M>>;

/**
 * The `data` a call resolves to: `T` when the caller names it, else what the API contract documents for
 * path `P` and method `M`. `T` defaults to `never` only as the "not given" mark.
 */
export type DataFor<T, M extends HttpMethod, P extends string> = [T] extends [never]
  ? ClientData<Lowercase<M>, P>
  : T;

/**
 * Each method takes only the paths the API answers for it, so a call to a route the API no longer has
 * fails to compile. Without a type argument the response `data` is the contract's type for the path:
 * `api.get(`/news/${id}`)` resolves to the article; `api.get<unknown>(…)` keeps it opaque for code that
 * checks the payload itself. Path helpers should return template-literal types (`/wards/${string}`),
 * not `string`. IMPORTANT: an annotated result (`const r: ApiResponse<X> = await api.get(…)`, or `return
 * api.get(…)` from a function typed so) names `T` just as a type argument does, unchecked.
 */
export interface ApiClient {
  readonly baseUrl: string;
  get<T = never, P extends PathFor<'GET'> = PathFor<'GET'>>(
    path: P,
    options?: RequestOptions,
  ): Promise<ApiResponse<DataFor<T, 'GET', P>>>;
  post<T = never, P extends PathFor<'POST'> = PathFor<'POST'>>(
    path: P,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<DataFor<T, 'POST', P>>>;
  put<T = never, P extends PathFor<'PUT'> = PathFor<'PUT'>>(
    path: P,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<DataFor<T, 'PUT', P>>>;
  patch<T = never, P extends PathFor<'PATCH'> = PathFor<'PATCH'>>(
    path: P,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResponse<DataFor<T, 'PATCH', P>>>;
  /** A body is allowed: DESIGN §3 removes a role with `DELETE /users/{id}/roles { role }`. */
  delete<T = never, P extends PathFor<'DELETE'> = PathFor<'DELETE'>>(
    path: P,
    options?: RequestWithBody,
  ): Promise<ApiResponse<DataFor<T, 'DELETE', P>>>;
  /**
   * Multipart upload through XMLHttpRequest, for its progress events; otherwise like `post`. The path
   * must answer `options.method` (POST when left out): `upload<Executive, 'PUT'>(…, { method: 'PUT' })`.
   */
  upload<T = never, M extends UploadMethod = 'POST', P extends PathFor<M> = PathFor<M>>(
    path: P,
    formData: FormData,
    options?: UploadOptions<M>,
  ): Promise<ApiResponse<DataFor<T, M, P>>>;
  request<T = never, M extends HttpMethod = HttpMethod, P extends PathFor<M> = PathFor<M>>(
    method: M,
    path: P,
    options?: RequestWithBody,
  ): Promise<ApiResponse<DataFor<T, M, P>>>;
}

export interface ApiClientOptions {
  /** The API root: `/api`, or an absolute URL from the runtime config. */
  readonly baseUrl: string;
  /** The access token to send as `Authorization: Bearer …`, read before every call. */
  readonly getAccessToken?: () => string | null | undefined;
  /**
   * Gets a new access token after a 401. Resolves to the token, or to null / a rejection when the session
   * cannot be renewed. Called once for any number of concurrent 401s.
   */
  readonly refresh?: () => Promise<string | null | undefined>;
  /** Called once when a refresh fails: the session layer signs out and sends the browser to /login. */
  readonly onAuthFailure?: () => void;
  readonly timeoutMs?: number;
  /** Replaces the global fetch (tests, polyfills). */
  readonly fetch?: typeof fetch;
}

/**
 * A 401 from these calls means wrong credentials or a bad token in the body, not an expired session:
 * refreshing would be pointless, and refreshing on the refresh call itself would loop.
 */
const NO_REFRESH_PATHS = new Set([
  '/auth/login',
  '/auth/refresh-token',
  '/auth/register',
  '/auth/verify-email',
]);

/**
 * The browser-side API client. It unwraps the envelope, turns every failure into an ApiError, and renews
 * an expired access token once through the injected `refresh`. It never shows anything or navigates by
 * itself: the session layer decides what a failed refresh means (STYLE, Frontend).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getAccessToken, refresh, onAuthFailure, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const viaFetch = fetchTransport(options.fetch);
  let refreshing: Promise<string | null> | null = null;
  /** The access token whose refresh was refused: its late 401s must not refresh (or sign out) again. */
  let refusedToken: string | null = null;

  /** Single flight: every 401 that arrives while a refresh runs waits for that same refresh. */
  function refreshOnce(expired: string): Promise<string | null> {
    refreshing ??= renew(expired).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function renew(expired: string): Promise<string | null> {
    const token = await Promise.resolve()
      .then(() => refresh?.())
      .catch(() => null);
    if (token) return token;
    refusedToken = expired;
    try {
      onAuthFailure?.();
    } catch (error) {
      console.error('The auth failure handler threw.', error);
    }
    return null;
  }

  async function execute<T>(
    method: HttpMethod,
    path: string,
    request: RequestWithBody & { onProgress?: (fraction: number) => void },
    transport: Transport,
  ): Promise<ApiResponse<T>> {
    const url = buildUrl(baseUrl, path, request.params);
    const body = encodeBody(request.body);
    const send = (token: string | null | undefined): Promise<TransportResponse> =>
      transport({
        method,
        url,
        body: body.payload,
        headers: {
          accept: 'application/json',
          ...body.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...request.headers,
        },
        timeoutMs: request.timeoutMs ?? timeoutMs,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.onProgress ? { onUploadProgress: request.onProgress } : {}),
      });

    const useAuth = request.auth !== false;
    const token = useAuth ? getAccessToken?.() : null;
    let response = await send(token);

    if (response.status === 401 && token && refresh && useAuth && !NO_REFRESH_PATHS.has(routeOf(path))) {
      // The token may have changed while this call was in flight: renewed by another call (use it, do
      // not renew twice) or dropped by a sign-out (give up). A refused token is never refreshed again.
      const latest = getAccessToken?.();
      const renewed = latest !== token ? latest : token === refusedToken ? null : await refreshOnce(token);
      if (renewed) response = await send(renewed);
    }
    return interpret<T>(response, method, path);
  }

  return {
    baseUrl,
    get: (path, options) => execute('GET', path, options ?? {}, viaFetch),
    post: (path, body, options) => execute('POST', path, { ...options, body }, viaFetch),
    put: (path, body, options) => execute('PUT', path, { ...options, body }, viaFetch),
    patch: (path, body, options) => execute('PATCH', path, { ...options, body }, viaFetch),
    delete: (path, options) => execute('DELETE', path, options ?? {}, viaFetch),
    upload: (path, formData, options = {}) => {
      const { method: verb = 'POST', onProgress, ...rest } = options;
      return execute(
        verb,
        path,
        { ...rest, body: formData, ...(onProgress ? { onProgress } : {}) },
        xhrTransport,
      );
    },
    request: (verb, path, options) => execute(verb, path, options ?? {}, viaFetch),
  };
}

/**
 * IMPORTANT: FormData is recognised by its tag, not `instanceof`: a FormData from another realm (an
 * iframe, a test environment's own DOM) fails `instanceof` and would be JSON-encoded as `{}`. No
 * content-type is set for it, so the runtime adds the multipart boundary itself.
 */
function encodeBody(body: unknown): { payload?: string | FormData; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  if (isFormData(body)) return { payload: body, headers: {} };
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

export function isFormData(value: unknown): value is FormData {
  return Object.prototype.toString.call(value) === '[object FormData]';
}

/** The route part of a path (no query, no trailing slash), as the no-refresh list spells it. */
function routeOf(path: string): string {
  const route = path.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return `/${route.replace(/^\/+|\/+$/g, '')}`;
}

function interpret<T>(response: TransportResponse, verb: HttpMethod, path: string): ApiResponse<T> {
  const { status } = response;
  const body = parseBody(response.text);
  if (status >= 200 && status < 300) {
    if (!isRecord(body) || typeof body.success !== 'boolean') {
      // Not enveloped (a bare list, plain text, 204): the whole body is the data.
      return { data: body as T, message: '' };
    }
    if (!body.success) throw ApiError.fromServer(status, body);
    const message = typeof body.message === 'string' ? body.message : '';
    const pagination = isRecord(body.pagination) ? (body.pagination as ApiPagination) : undefined;
    return { data: body.data as T, message, ...(pagination ? { pagination } : {}) };
  }
  const error = (
    isRecord(body)
      ? ApiError.fromServer(status, body)
      : ApiError.synthesised(status, httpFailureMessage(status))
  ).withRetryAfter(retryAfterSeconds(response.retryAfter));
  if (status === 403 || status === 429) {
    // Spec 01 §8: logged only. The caller still gets the error, but nothing user-facing happens here.
    console.warn(`${verb} ${path} answered ${status}: ${error.message}`);
  }
  throw error;
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
