import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import { MOD_LANGUAGES } from '../../packages/modfiles/src/langfiles/languages.ts';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import homeEn from '../../apps/web/src/features/home/i18n/en.json' with { type: 'json' };
import homeFr from '../../apps/web/src/features/home/i18n/fr.json' with { type: 'json' };

test('the homepage renders in English with the current version', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(homeEn.currentVersion)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Millénaire 8.1.2' })).toBeVisible();
  await expect(page.getByRole('link', { name: en.language.switchTo })).toBeVisible();
});

test('the flag switches to French, and the choice survives a reload', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Millénaire 8.1.2' })).toBeVisible();
  await page.getByRole('link', { name: en.language.switchTo }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText(homeFr.currentVersion)).toBeVisible();
  // Language-dependent data is fetched again: the French release text.
  await expect(
    page.getByText('Les villages indiens ont été entièrement reconstruits', { exact: false }),
  ).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'language');
  expect(cookie).toMatchObject({ value: 'fr', path: '/' });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText(homeFr.currentVersion)).toBeVisible();
  await page.getByRole('link', { name: fr.language.switchTo }).click();
  await expect(page.getByText(homeEn.currentVersion)).toBeVisible();
});

test('an unknown API path answers 404 JSON', async ({ request }) => {
  const res = await request.get('/api/no/such/thing');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toEqual({ message: 'NOT_FOUND' });
});

test('a deep link loads the app in its area', async ({ page }) => {
  const res = await page.goto('/encyclopedia/norman');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('banner')).toContainText(en.areas.encyclopedia);
  await expect(page.getByRole('button', { name: en.nav.back })).toBeVisible();
});

test('an unknown page shows the app with its not-found panel', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText(en.notFound.text)).toBeVisible();
});

test('the translation status table has a 4 px per percent bar per language', async ({ page }) => {
  await page.goto('/translations');
  const rows = page.getByRole('row').filter({ has: page.locator('img') });
  await expect(rows).toHaveCount(MOD_LANGUAGES.length);
  // Every language has its flag drawn.
  for (const flag of await rows.locator('img').all()) {
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  // German's figure moves as translators work: the bar follows whatever it is.
  const german = rows.filter({ hasText: 'Deutsch' });
  const percentage = Number(/(\d+)\s*%/.exec((await german.textContent()) ?? '')?.[1]);
  expect(percentage).toBeGreaterThan(0);
  const bar = german.getByTestId('status-bar');
  expect(await bar.evaluate((el) => el.getBoundingClientRect().width)).toBe(percentage * 4);
});

test('pages run under the content security policy with no errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  for (const path of ['/', '/translations', '/history', '/library']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
