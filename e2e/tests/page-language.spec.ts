import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };

// The address chooses a page's language (?lang=fr): the server writes it into
// <html lang> and the cookie, the app starts in it, and the language switch
// keeps the address in step, so a shared link opens in its own language.

const title = (page: Page) => page.getByRole('heading', { level: 1 });

test('?lang=fr opens a page in French, from the server on, and sets the cookie', async ({
  page,
  context,
}) => {
  const response = await page.goto('/encyclopedia/norman?lang=fr');
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('<html lang="fr"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(title(page)).toHaveText(`${fr.areas.encyclopedia} > Normands`);
  await expect(page.getByRole('link', { name: fr.language.switchTo })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'language');
  expect(cookie).toMatchObject({ value: 'fr', path: '/' });

  // The next address without ?lang follows the choice.
  const next = await page.goto('/encyclopedia');
  expect(await next?.text()).toContain('<html lang="fr"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('?lang=en wins over a French cookie', async ({ page, context }) => {
  await context.addCookies([
    { name: 'language', value: 'fr', url: test.info().project.use.baseURL! },
  ]);
  await page.goto('/encyclopedia/norman?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(title(page)).toHaveText(`${en.areas.encyclopedia} > Normans`);
  const cookie = (await context.cookies()).find((c) => c.name === 'language');
  expect(cookie?.value).toBe('en');
});

test('the language switch writes the language into the address', async ({ page }) => {
  await page.goto('/encyclopedia/norman?lang=fr');
  await expect(title(page)).toHaveText(`${fr.areas.encyclopedia} > Normands`);
  await page.getByRole('link', { name: fr.language.switchTo }).click();
  await expect(title(page)).toHaveText(`${en.areas.encyclopedia} > Normans`);
  await expect(page).toHaveURL(/\/encyclopedia\/norman\?lang=en$/);
  await page.getByRole('link', { name: en.language.switchTo }).click();
  await expect(page).toHaveURL(/\/encyclopedia\/norman\?lang=fr$/);
  await page.reload();
  await expect(title(page)).toHaveText(`${fr.areas.encyclopedia} > Normands`);
});

test("without ?lang or cookie, the browser's language decides on both sides", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const response = await page.goto('/encyclopedia/norman');
  expect(await response?.text()).toContain('<html lang="fr"');
  await expect(title(page)).toHaveText(`${fr.areas.encyclopedia} > Normands`);
  // Not a choice of the visitor's: no cookie is written for it.
  expect((await context.cookies()).find((c) => c.name === 'language')).toBeUndefined();
  await context.close();
});

test('an unknown culture answers 404 with the app', async ({ page }) => {
  const response = await page.goto('/encyclopedia/atlantis?lang=fr');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
