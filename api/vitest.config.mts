import { defineConfig } from 'vitest/config';

// API integration tests: a real database per test file (PostgreSQL from TEST_DATABASE_URL, else PGlite).
export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
