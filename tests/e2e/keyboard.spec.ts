import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/fixtures';

/**
 * Keyboard use of the public pages: Tab reaches every control in order, and the control that has focus
 * shows it (an outline or a focus ring), on the page as visitors get it.
 */

interface Stop {
  readonly name: string;
  readonly visible: boolean;
  readonly ring: boolean;
}

/** Tabs through the page until focus leaves it or comes back to the start, noting each stop. */
async function tabThrough(page: Page, limit = 80): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const outline =
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        !/rgba\(0, 0, 0, 0\)|transparent/.test(style.outlineColor);
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40) ??
        element.tagName;
      return {
        name: `${element.tagName.toLowerCase()} "${label}"`,
        visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden',
        ring: outline || style.boxShadow !== 'none',
      };
    });
    if (!stop) break;
    if (stops.length > 0 && stop.name === stops[0]!.name) break;
    stops.push(stop);
  }
  return stops;
}

for (const path of [
  '/',
  '/news',
  '/projects',
  '/gallery',
  '/about',
  '/executives/ward',
  '/contact',
  '/downloads',
]) {
  test(`${path}: every control is reached by Tab and shows its focus`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const stops = await tabThrough(page);
    // The skip link first, then the menu, then the page's own controls.
    expect(stops[0]?.name).toBe('a "Skip to content"');
    expect(stops.length).toBeGreaterThan(5);
    const hidden = stops.filter((stop) => !stop.visible).map((stop) => stop.name);
    const unmarked = stops.filter((stop) => !stop.ring).map((stop) => stop.name);
    expect(hidden, 'focused but not visible').toEqual([]);
    expect(unmarked, 'focused without a visible focus indicator').toEqual([]);
  });
}

test('the gallery slideshow can be paused from the keyboard', async ({ page }) => {
  await page.goto('/gallery');
  const pause = page.getByRole('button', { name: /pause/i });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /play|resume/i })).toBeVisible();
});
