import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
}

/**
 * Configuration as the API would read it from the environment, for tests. Tests change rows straight in
 * the database between reads, so visitors' answers are not cached unless a test asks for it
 * (public-cache.test.ts does).
 */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_CACHE_TTL_MS: '0',
    ...env,
  });
}

/**
 * The whole API on this file's own database, closed after the file's tests. `prepare` may register extra
 * routes before the app is ready (used to exercise the platform's error handling).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string | undefined>;
    prepare?: (app: FastifyInstance) => Promise<void> | void;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig({ ...database.env, ...options.env });
  const app = await buildApp(config, { logger: false });
  await options.prepare?.(app);
  await app.ready();
  afterAll(async () => {
    // The file's tests are over, so its clients' connections are ended rather than waited for: one left in
    // the middle of a request (seen after the contract suite's refused oversized bodies) would otherwise
    // hold app.close() until Node's request timeout, five minutes on.
    app.server.closeAllConnections();
    await app.close();
    await database.drop();
  });
  return { app, config, database };
}

/** Asserts a 400 in the error envelope naming `field`, and returns its messages. */
export function expectValidationError(
  response: { statusCode: number; json: () => unknown },
  field: string,
): string[] {
  const body = response.json() as { success?: boolean; errors?: Record<string, string[]> };
  if (response.statusCode !== 400 || body.success !== false || !body.errors?.[field]?.length) {
    throw new Error(`Expected a 400 naming "${field}", got ${response.statusCode}: ${JSON.stringify(body)}`);
  }
  return body.errors[field];
}

/** The JSON body schema the published OpenAPI document gives an operation (GET /api/docs/json). */
export async function documentedBody(app: FastifyInstance, path: string, method: string): Promise<unknown> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
  }>();
  return doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
}
