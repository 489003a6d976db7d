import { defineConfig } from 'vitest/config';

/** The benchmark's own unit tests (how it reads and reports Lighthouse results): `npx vitest run --config tests/bench/vitest.config.mts`. */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['**/*.test.ts'], environment: 'node' },
});
