import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import shellEn from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import shellFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };

// Parts of a page that never change in the browser are kept as the server
// sent them (StaticPart): React hydrates the rest, and draws them anew when
// what they show changes.

/** The kept parts of the page, each with whether React took any of its elements. */
async function keptParts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-static]')].map((part) => ({
      tag: part.tagName.toLowerCase(),
      elements: part.querySelectorAll('*').length,
      taken: [...part.querySelectorAll('*')].some((element) =>
        Object.keys(element).some((key) => key.startsWith('__react')),
      ),
    })),
  );
}

test('a culture page keeps its texts, item lists and footer as sent, and their links open in the app', async ({
  page,
}) => {
  await page.goto('/encyclopedia/norman?lang=en');
  const parts = await keptParts(page);
  // The travel book, a list per item type and the footer.
  expect(parts.length).toBeGreaterThanOrEqual(3);
  expect(parts.map((part) => part.tag)).toContain('footer');
  for (const part of parts) {
    expect(part.elements).toBeGreaterThan(0);
    expect(part.taken).toBe(false);
  }
  // A link of a kept list opens its page in the same document, as the app's links do.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const item = page.locator('main [data-static] a[href^="/encyclopedia/norman/"]').first();
  const href = await item.getAttribute('href');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`${href}`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.locator('main h1')).not.toHaveText('');
});

test('a kept list is drawn anew when its answer changes, and the footer in the other language', async ({
  page,
}) => {
  await page.goto('/library?lang=en');
  const cards = page.locator('main [data-static] a[href^="/library/"]');
  const before = await cards.allTextContents();
  expect(before.length).toBeGreaterThan(1);
  const category = page.getByLabel('Category');
  const options = await category.locator('option').allTextContents();
  // The first category some cards have and others do not.
  await category.selectOption({ index: 1 });
  await expect(page).toHaveURL(/category=/);
  await expect
    .poll(async () => (await cards.allTextContents()).join('|'))
    .not.toBe(before.join('|'));
  expect(options.length).toBeGreaterThan(1);

  // The footer, kept at load, speaks the language the visitor switches to.
  const footer = page.locator('footer[data-static]');
  await expect(footer).toContainText(shellEn.footer.license);
  await page.getByRole('link', { name: shellEn.language.switchTo }).click();
  await expect(footer).toContainText(shellFr.footer.license);
  await expect(footer.getByRole('link', { name: shellFr.menu.history })).toBeVisible();
});
