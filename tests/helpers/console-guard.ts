import { expect, type Page } from '@playwright/test';

/**
 * Collects the page's console errors, uncaught exceptions and unused preloads; `assertClean` fails the test
 * on a chunk or remote that failed to load. Tests of failure paths pass `allow` for the errors they cause on purpose.
 */
export function guardConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
    // A preload hint the page never used is a wasted download: the host page named the wrong files.
    if (message.type() === 'warning' && /preloaded using link preload but not used/.test(message.text())) {
      problems.push(message.text());
    }
  });
  return {
    problems,
    assertClean(allow: RegExp[] = []) {
      const unexpected = problems.filter((text) => !allow.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
  };
}
