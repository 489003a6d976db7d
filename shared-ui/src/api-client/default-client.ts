import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type PathFor,
  type RequestOptions,
  type RequestWithBody,
  type UploadMethod,
  type UploadOptions,
} from './api-client';
import type { HttpMethod } from './transport';

/**
 * The page's one API client. shared-ui is a Module Federation singleton, so the shell and every remote
 * call through this same instance: one base URL, one token source, one refresh in flight.
 */

/** What the session layer plugs in; kept apart from the base URL so either can be set first. */
export type ApiAuthHooks = Pick<ApiClientOptions, 'getAccessToken' | 'refresh' | 'onAuthFailure'>;

let authHooks: ApiAuthHooks = {};
// Until configureApi runs, the API is assumed behind the serving origin, as for a standalone remote.
let current: ApiClient = build({ baseUrl: '/api' });

function build(settings: { baseUrl: string; timeoutMs?: number }): ApiClient {
  return createApiClient({
    ...settings,
    // Late-bound, so the hooks may be connected after the client is built.
    getAccessToken: () => authHooks.getAccessToken?.(),
    refresh: async () => authHooks.refresh?.(),
    onAuthFailure: () => authHooks.onAuthFailure?.(),
  });
}

/** Where pages show the API (pictures at `/api/media/…`), when that differs from where it is called. */
let publicBaseUrl: string | undefined;

/**
 * Points the shared client at the API of the runtime config; call once at start-up. A server that renders
 * pages calls the API at an address of its own and gives, as `publicBaseUrl`, the one browsers use, so
 * that the page it renders is the page the browser would.
 */
export function configureApi(settings: {
  baseUrl: string;
  timeoutMs?: number;
  publicBaseUrl?: string;
}): void {
  const { publicBaseUrl: shown, ...client } = settings;
  current = build(client);
  publicBaseUrl = shown;
}

/** Connects the client to the session (done by the session module when it loads). */
export function connectApiAuth(hooks: ApiAuthHooks): void {
  authHooks = hooks;
}

/** The shared client. Its methods always use the latest configuration. */
export const api: ApiClient = {
  /** The API's address as pages show it: where browsers reach it. */
  get baseUrl() {
    return publicBaseUrl ?? current.baseUrl;
  },
  // Generic on purpose: a caller's data type argument must reach the current client unchanged.
  get: <T, P extends PathFor<'GET'>>(path: P, options?: RequestOptions) => current.get<T, P>(path, options),
  post: <T, P extends PathFor<'POST'>>(path: P, body?: unknown, options?: RequestOptions) =>
    current.post<T, P>(path, body, options),
  put: <T, P extends PathFor<'PUT'>>(path: P, body?: unknown, options?: RequestOptions) =>
    current.put<T, P>(path, body, options),
  patch: <T, P extends PathFor<'PATCH'>>(path: P, body?: unknown, options?: RequestOptions) =>
    current.patch<T, P>(path, body, options),
  delete: <T, P extends PathFor<'DELETE'>>(path: P, options?: RequestWithBody) =>
    current.delete<T, P>(path, options),
  upload: <T, M extends UploadMethod, P extends PathFor<M>>(
    path: P,
    formData: FormData,
    options?: UploadOptions<M>,
  ) => current.upload<T, M, P>(path, formData, options),
  request: <T, M extends HttpMethod, P extends PathFor<M>>(verb: M, path: P, options?: RequestWithBody) =>
    current.request<T, M, P>(verb, path, options),
};
