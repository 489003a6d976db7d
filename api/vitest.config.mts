import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// API integration tests: a real database per test file (PostgreSQL from TEST_DATABASE_URL, else PGlite).
export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // Each file has its own database, and a file spends much of its time waiting for it: two files at once at
    // least, where Vitest's default (a core left to its own process) would run one at a time on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Many tests open their own app, and on embedded PGlite that (a database copied from the migrated
    // template, the app started on it) takes seconds on a busy machine, counted against the test itself.
    testTimeout: process.env.TEST_DATABASE_URL ? 20_000 : 60_000,
    hookTimeout: 60_000,
  },
});
