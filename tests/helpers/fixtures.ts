import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with one change: opening a page the shell's server rendered waits until the app has
 * taken it over (`data-app-ready` on `<html>`, shell/src/App.tsx). Such a page shows before its scripts
 * run, and a button clicked before then does nothing, as for a visitor whose scripts are still arriving.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
});

/** `page`, whose goto waits for the app to take over a page the server rendered (see `test`). */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const rendered = await page
      .locator('#root[data-server-rendered]')
      .count()
      .catch(() => 0);
    if (rendered > 0) await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}
