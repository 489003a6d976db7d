import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with one change: opening a page the shell's server rendered waits until the app has
 * taken it over (`data-app-ready` on `<html>`, shell/src/App.tsx). Such a page shows before its scripts
 * run, and a button clicked before then does nothing, as for a visitor whose scripts are still arriving.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});
