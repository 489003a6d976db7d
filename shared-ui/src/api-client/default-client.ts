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

/** Points the shared client at the API of the runtime config; call once at start-up. */
export function configureApi(settings: { baseUrl: string; timeoutMs?: number }): void {
  current = build(settings);
}

/** Connects the client to the session (done by the session module when it loads). */
export function connectApiAuth(hooks: ApiAuthHooks): void {
  authHooks = hooks;
}

/** The shared client. Its methods always use the latest configuration. */
export const api: ApiClient = {
  get baseUrl() {
    return current.baseUrl;
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
