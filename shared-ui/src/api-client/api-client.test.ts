import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, DEFAULT_TIMEOUT_MS, type ApiClientOptions } from './api-client';
import {
  ApiError,
  errorMessage,
  fieldErrors,
  NETWORK_ERROR_MESSAGE,
  nonFieldErrors,
  TIMEOUT_MESSAGE,
} from './api-error';
import {
  fail,
  nativeFormData,
  ok,
  startTestApi,
  type RecordedRequest,
  type TestApi,
} from './test-api-server';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

/** A client whose session is one variable; `refresh` swaps in `fresh-token`. */
function clientWithSession(overrides: Partial<ApiClientOptions> = {}) {
  const session = { token: 'old-token' as string | null };
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    session.token = 'fresh-token';
    return session.token;
  });
  const onAuthFailure = vi.fn();
  const client = createApiClient({
    baseUrl: server.baseUrl,
    getAccessToken: () => session.token,
    refresh,
    onAuthFailure,
    ...overrides,
  });
  return { client, session, refresh, onAuthFailure };
}

/** Answers 401 unless the request carries the fresh token. */
const freshTokenOnly = (request: RecordedRequest) =>
  request.headers.authorization === 'Bearer fresh-token'
    ? ok({ id: 1 }, 'Fetched')
    : fail(401, 'Token expired.', {}, 'TOKEN_EXPIRED');

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('successful calls', () => {
  it('unwraps the envelope and keeps the pagination', async () => {
    const pagination = { count: 12, page: 2, limit: 5, total_pages: 3, next: 3, previous: 1 };
    server.on('GET', '/news', ok([{ id: 'a' }], 'Loaded', { pagination }));
    const { client } = clientWithSession();

    const result = await client.get<{ id: string }[]>('/news');

    expect(result).toEqual({ data: [{ id: 'a' }], message: 'Loaded', pagination });
  });

  it('builds the query string, leaving out empty values, and sends the bearer token', async () => {
    server.on('GET', '/news', ok([]));
    const { client } = clientWithSession();

    await client.get('/news', {
      params: { page: 1, search: '', category: undefined, status: null, tags: ['a', 'b c'], draft: false },
    });

    const [request] = server.requests;
    expect(request?.url).toBe('/api/news?page=1&tags=a&tags=b+c&draft=false');
    expect(request?.headers.authorization).toBe('Bearer old-token');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('sends no token when the call opts out of auth', async () => {
    server.on('GET', '/health', ok({}));
    const { client } = clientWithSession();
    await client.get('/health', { auth: false });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies as JSON', async () => {
    server.on('PUT', '/about/hero', ok({ saved: true }));
    const { client } = clientWithSession();

    await client.put('/about/hero', { title: 'Hello' });

    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ title: 'Hello' });
  });

  it('sends a FormData as multipart and leaves the content-type to the runtime', async () => {
    server.on('POST', '/gallery/assets', ok({ id: 'asset' }));
    const { client } = clientWithSession();

    await client.post('/gallery/assets', await nativeFormData({ title: 'Rally' }));

    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="title"');
    expect(request?.body).toContain('Rally');
  });

  it('sends a body with DELETE when given one', async () => {
    server.on('DELETE', '/users/7/roles', ok(null, 'Removed'));
    const { client } = clientWithSession();
    const result = await client.delete('/users/7/roles', { body: { role: 'admin' } });
    expect(result.message).toBe('Removed');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ role: 'admin' });
  });

  it('returns a body without an envelope as the data', async () => {
    server.on('GET', '/gallery/assets', { json: [{ id: 1 }] });
    const { client } = clientWithSession();
    expect(await client.get('/gallery/assets')).toEqual({ data: [{ id: 1 }], message: '' });
  });
});

describe('failures', () => {
  it('returns the server error body as it is', async () => {
    const body = {
      success: false,
      message: 'Check the form.',
      errors: { email: ['Enter a valid email.'], non_field_errors: ['Invitation expired.'] },
      code: 'VALIDATION_ERROR',
    };
    server.on('POST', '/invitations/create', { status: 400, json: body });
    const { client } = clientWithSession();

    const error = await caught(client.post('/invitations/create', { email: 'x' }));

    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Check the form.');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(fieldErrors(error)).toEqual(body.errors);
    expect(nonFieldErrors(error)).toEqual(['Invitation expired.']);
  });

  it('treats a 2xx envelope with success false as a failure', async () => {
    server.on('GET', '/about', { json: { success: false, message: 'Nope', errors: {} } });
    const { client } = clientWithSession();
    expect((await caught(client.get('/about'))).body).toEqual({
      success: false,
      message: 'Nope',
      errors: {},
    });
  });

  it('builds the body when the server sent none it could use', async () => {
    server.on('GET', '/news', { status: 502, raw: '<html>Bad gateway</html>', contentType: 'text/html' });
    const { client } = clientWithSession();

    const error = await caught(client.get('/news'));

    expect(error.status).toBe(502);
    expect(error.body).toEqual({ success: false, status: 502, message: error.message, errors: [] });
    expect(error.message).toMatch(/502/);
  });

  it('reports an unreachable server as a network error', async () => {
    const probe = await startTestApi();
    const deadUrl = probe.baseUrl;
    await probe.close();
    const client = createApiClient({ baseUrl: deadUrl });

    const error = await caught(client.get('/news'));

    expect(error.kind).toBe('network');
    expect(error.body).toEqual({ success: false, status: 0, message: NETWORK_ERROR_MESSAGE, errors: [] });
  });

  it('gives up after the timeout', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    server.on('GET', '/news', { ...ok({}), delayMs: 2_000 });
    const client = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 100 });

    const started = Date.now();
    const error = await caught(client.get('/news'));

    expect(error.kind).toBe('timeout');
    expect(error.body).toEqual({ success: false, status: 0, message: TIMEOUT_MESSAGE, errors: [] });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports a cancelled call as aborted, not as a timeout', async () => {
    server.on('GET', '/news', { ...ok({}), delayMs: 2_000 });
    const client = createApiClient({ baseUrl: server.baseUrl });
    const controller = new AbortController();
    const pending = client.get('/news', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await caught(pending)).kind).toBe('aborted');
  });

  it.each([403, 429])('only logs a %i: no refresh, no sign-out', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on('GET', '/users', fail(status, 'Not for you.'));
    const { client, refresh, onAuthFailure } = clientWithSession();

    const error = await caught(client.get('/users'));

    expect(error.status).toBe(status);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(String(status));
    expect(refresh).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('keeps the wait a 429 asks for (its Retry-After)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.on('POST', '/projects', { ...fail(429, 'Slow down.'), headers: { 'Retry-After': '17' } });
    const { client } = clientWithSession();

    const error = await caught(client.post('/projects', {}));

    expect(error.retryAfterSeconds).toBe(17);
    expect(errorMessage(error, 'Failed to save project')).toBe(
      'Failed to save project. Too many requests: please wait 17 seconds and try again.',
    );
  });
});

describe('401 and the token refresh', () => {
  it('refreshes once and retries once', async () => {
    server.on('GET', '/users/profile', freshTokenOnly);
    const { client, refresh, onAuthFailure } = clientWithSession();

    const result = await client.get('/users/profile');

    expect(result.data).toEqual({ id: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer old-token',
      'Bearer fresh-token',
    ]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    server.on('GET', '/news', freshTokenOnly);
    server.on('GET', '/projects', freshTokenOnly);
    server.on('GET', '/about', freshTokenOnly);
    const { client, refresh } = clientWithSession();

    const results = await Promise.all([client.get('/news'), client.get('/projects'), client.get('/about')]);

    expect(results.map((r) => r.message)).toEqual(['Fetched', 'Fetched', 'Fetched']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(6);
  });

  it('does not retry a second time when the retry is refused too', async () => {
    server.on('GET', '/users/profile', fail(401, 'Still no.'));
    const { client, refresh, onAuthFailure } = clientWithSession();

    expect((await caught(client.get('/users/profile'))).status).toBe(401);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(2);
  });

  it('calls onAuthFailure once when the refresh fails, and returns the 401', async () => {
    server.on('GET', '/news', freshTokenOnly);
    server.on('GET', '/projects', freshTokenOnly);
    const refresh = vi.fn(() => Promise.reject(new Error('refresh token revoked')));
    const { client, onAuthFailure } = clientWithSession({ refresh });

    const errors = await Promise.all([caught(client.get('/news')), caught(client.get('/projects'))]);

    expect(errors.map((e) => e.status)).toEqual([401, 401]);
    expect(errors[0]?.code).toBe('TOKEN_EXPIRED');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(2);
  });

  it('treats a refresh that yields no token as failed', async () => {
    server.on('GET', '/news', freshTokenOnly);
    const { client, onAuthFailure } = clientWithSession({ refresh: () => Promise.resolve(null) });
    await caught(client.get('/news'));
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it.each(['/auth/login', '/auth/refresh-token', '/auth/register', '/auth/verify-email'] as const)(
    'never refreshes on a 401 from %s',
    async (path) => {
      server.on('POST', path, fail(401, 'Invalid credentials.'));
      const { client, refresh, onAuthFailure } = clientWithSession();

      expect((await caught(client.post(path, {}))).message).toBe('Invalid credentials.');
      expect(refresh).not.toHaveBeenCalled();
      expect(onAuthFailure).not.toHaveBeenCalled();
    },
  );

  it('does not refresh for a visitor who sent no token', async () => {
    server.on('GET', '/gallery/assets', fail(401, 'Authentication required.', {}, 'AUTH_REQUIRED'));
    const { client, session, refresh, onAuthFailure } = clientWithSession();
    session.token = null;

    expect((await caught(client.get('/gallery/assets'))).code).toBe('AUTH_REQUIRED');
    expect(refresh).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('gives up without refreshing when the session ended while the call was in flight', async () => {
    const { client, session, refresh } = clientWithSession();
    server.on('GET', '/news', (request) => {
      session.token = null; // signed out in the meantime
      return freshTokenOnly(request);
    });

    expect((await caught(client.get('/news'))).status).toBe(401);
    expect(refresh).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(1);
  });

  it('retries with a token another call renewed meanwhile, without refreshing again', async () => {
    server.on('GET', '/news', freshTokenOnly);
    const { client, session, refresh } = clientWithSession();
    server.on('GET', '/news', (request) => {
      session.token = 'fresh-token'; // renewed elsewhere while this call was in flight
      return freshTokenOnly(request);
    });

    await client.get('/news');

    expect(refresh).not.toHaveBeenCalled();
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer old-token',
      'Bearer fresh-token',
    ]);
  });
});

describe('upload', () => {
  it('reports progress, sends multipart with the token and unwraps the answer', async () => {
    server.on('POST', '/gallery/assets', ok({ id: 'img' }, 'Uploaded'));
    const { client } = clientWithSession();
    const form = new FormData();
    form.append('title', 'Rally');
    form.append('file', new Blob(['x'.repeat(256 * 1024)], { type: 'image/png' }), 'rally.png');
    const progress: number[] = [];

    const result = await client.upload('/gallery/assets', form, { onProgress: (f) => progress.push(f) });

    expect(result).toEqual({ data: { id: 'img' }, message: 'Uploaded' });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe('Bearer old-token');
    expect(request?.body).toContain('filename="rally.png"');
  });

  it('uses the method asked for and refreshes on a 401 like any call', async () => {
    server.on('PATCH', '/users/profile', freshTokenOnly);
    const { client, refresh } = clientWithSession();
    const form = new FormData();
    form.append('firstName', 'Ama');

    const result = await client.upload('/users/profile', form, { method: 'PATCH' });

    expect(result.data).toEqual({ id: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.map((r) => r.method)).toEqual(['PATCH', 'PATCH']);
  });

  it('normalises upload failures like any call', async () => {
    server.on('POST', '/gallery/assets', fail(413, 'The file is too large.', {}, 'PAYLOAD_TOO_LARGE'));
    const { client } = clientWithSession();

    const error = await caught(client.upload('/gallery/assets', new FormData()));

    expect(error.status).toBe(413);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('times out', async () => {
    server.on('POST', '/gallery/assets', { ...ok({}), delayMs: 2_000 });
    const client = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 100 });
    expect((await caught(client.upload('/gallery/assets', new FormData()))).message).toBe(TIMEOUT_MESSAGE);
  });
});
