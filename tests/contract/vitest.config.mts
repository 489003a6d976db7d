import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Contract tests: the frontends' calls against the committed OpenAPI document, and the real API's answers
 * against it. The API's answers come from a real database (PostgreSQL from TEST_DATABASE_URL, else PGlite),
 * migrated once by the API's own test set-up and copied for each test file.
 */
export default defineConfig({
  test: {
    name: 'contract',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    globalSetup: [fileURLToPath(import.meta.resolve('@party/api/testing/global-setup'))],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
