import { expect, type Page } from '@playwright/test';

/**
 * Collects the page's console errors and uncaught exceptions; `assertClean` fails the test on a chunk or
 * remote that failed to load. Tests of failure paths pass `allow` for the errors they cause on purpose.
 */
export function guardConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return {
    problems,
    assertClean(allow: RegExp[] = []) {
      const unexpected = problems.filter((text) => !allow.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
  };
}
