import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApi } from '../api-client/default-client';
import { startTestApi, type TestApi } from '../api-client/test-api-server';

/** What a test file adds around each test, beside resetting the test API and unmounting what it rendered. */
export interface TestApiHooks {
  beforeEach?: () => void;
  afterEach?: () => void;
}

/**
 * A test file's API: a real HTTP server on a loopback port (started once for the file, closed after it),
 * the API client pointed at it, its handlers and recorded requests reset before each test, and anything
 * rendered unmounted after each. Returns the server, available once the file's tests run.
 */
export function setupTestApi(hooks: TestApiHooks = {}): () => TestApi {
  let server: TestApi | undefined;
  beforeAll(async () => {
    server = await startTestApi();
    configureApi({ baseUrl: server.baseUrl });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server?.reset();
    hooks.beforeEach?.();
  });
  afterEach(() => {
    if (typeof document !== 'undefined') cleanup();
    hooks.afterEach?.();
  });
  return () => {
    if (!server) throw new Error('The test API starts in beforeAll.');
    return server;
  };
}
