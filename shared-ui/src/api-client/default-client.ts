import { createApiClient, type ApiClient, type ApiClientOptions } from './api-client';

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
  get: (path, options) => current.get(path, options),
  post: (path, body, options) => current.post(path, body, options),
  put: (path, body, options) => current.put(path, body, options),
  patch: (path, body, options) => current.patch(path, body, options),
  delete: (path, options) => current.delete(path, options),
  upload: (path, formData, options) => current.upload(path, formData, options),
  request: (verb, path, options) => current.request(verb, path, options),
};
