import { defineConfig } from 'vitest/config';

/**
 * Unit tests of every workspace (beside the code they test). API integration tests, which need a database,
 * run from api/vitest.config.mts; end-to-end tests run with Playwright from tests/.
 */
export default defineConfig({
  test: {
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
