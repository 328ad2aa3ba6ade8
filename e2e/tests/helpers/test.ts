import { test as base, type Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over: it marks `<html
 * data-app="ready">` once the page is its own. A page the server rendered for
 * a visitor starts the app at the reader's first intent (apps/web/src/app/
 * start-on-intent.ts), so a key that does nothing by itself (Shift) is pressed
 * first, as a reader's first touch, key or pointer move would.
 */
export async function appReady(page: Page): Promise<void> {
  // The entry script, which listens for that intent, has run by then.
  await page.waitForLoadState('domcontentloaded');
  if ((await page.locator('#page-state[data-waits-for-reader]').count()) > 0) {
    await page.keyboard.press('Shift');
  }
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Playwright's test, with `page.goto` waiting until the app has taken the page
 * over (appReady): a public page arrives rendered by the server and shows
 * before its scripts run, so a test's click or hover there would reach HTML
 * that does not answer yet (a reader's click on a button is held until it
 * does; a test's checks of what follows would not wait that long).
 * Tests of pages without JavaScript use Playwright's own test.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const type = response?.headers()['content-type'] ?? '';
      if (type.startsWith('text/html')) await appReady(page);
      return response;
    };
    await use(page);
  },
});
