import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of every workspace (beside the code they test). API integration tests, which need a database,
 * run from api/vitest.config.mts; end-to-end tests run with Playwright from tests/.
 */
export default defineConfig({
  test: {
    // Vitest leaves a core to its own process by default, which waits for most of the run: on two cores that
    // would test one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'api/src/**/*.test.ts',
            'api/fuzz/**/*.test.ts',
            'api/bench/**/*.test.ts',
            'tooling/**/*.test.ts',
            'shell/*.test.ts',
            'shell/server/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'ui',
          include: ['{shared-ui,shell,public-site,auth-remote,admin-console}/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
