import { test as base } from '@playwright/test';

/**
 * Playwright's test, with `page.goto` waiting until the app has taken the page
 * over: a public page arrives rendered by the server and shows before its
 * scripts run, so a click or a hover in that moment would reach HTML that
 * does not answer yet (a reader would simply try again; a test would fail).
 * The app marks `<html data-app="ready">` once the page is its own.
 * Tests of pages without JavaScript use Playwright's own test.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const type = response?.headers()['content-type'] ?? '';
      if (type.startsWith('text/html')) {
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
