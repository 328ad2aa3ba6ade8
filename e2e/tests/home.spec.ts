import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import homeEn from '../../apps/web/src/features/home/i18n/en.json' with { type: 'json' };
import homeFr from '../../apps/web/src/features/home/i18n/fr.json' with { type: 'json' };
import contribFr from '../../apps/web/src/features/contributing/i18n/fr.json' with { type: 'json' };

test('the main slideshow shows 14 images, moved by buttons and arrow keys', async ({ page }) => {
  await page.goto('/');
  const show = page.getByRole('region', { name: homeEn.slideshow.label });
  await expect(show.locator('img')).toHaveCount(14);
  // Only the first image loads at once; the frame keeps their ratio meanwhile.
  await expect(show.locator('img').first()).toHaveAttribute('loading', 'eager');
  await expect(show.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
  const strip = show.getByLabel(/Image 1 of 14/);
  const box = await strip.boundingBox();
  expect(Math.round((box!.width / box!.height) * 9)).toBe(16);

  await show.getByRole('button', { name: en.slideshow.next }).click();
  await expect(show.getByLabel(/Image 2 of 14/)).toBeVisible();
  await show.getByLabel(/Image 2 of 14/).focus();
  await page.keyboard.press('ArrowRight');
  await expect(show.getByLabel(/Image 3 of 14/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(show.getByLabel(/Image 2 of 14/)).toBeVisible();
  await show.getByRole('button', { name: 'Show image 14' }).click();
  await expect(show.getByRole('button', { name: en.slideshow.next })).toBeDisabled();
});

test('the Seljuk announcement expands with its own slideshow, in French too', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'language', value: 'fr', url: baseURL! }]);
  await page.goto('/');
  // A native <details>: its summary opens and closes it.
  const toggle = page.locator('summary', { hasText: homeFr.seljuk.more });
  const details = page.locator('details', { has: toggle });
  await expect(details).not.toHaveAttribute('open');
  await toggle.click();
  await expect(details).toHaveAttribute('open');
  await expect(page.getByText(homeFr.seljuk.body[0]!)).toBeVisible();
  const show = page.getByRole('region', { name: homeFr.slideshow.seljukLabel });
  await expect(show.locator('img')).toHaveCount(9);
  await toggle.click();
  await expect(page.getByText(homeFr.seljuk.body[0]!)).toBeHidden();
});

test('an old release downloads after the countdown, and is counted', async ({ page, request }) => {
  const file = 'millenaire-6.0.2-server.zip';
  const before = (await (await request.get(`/api/downloads/${file}`)).json()).downloads;
  await page.goto('/');
  await page.getByRole('link', { name: homeEn.downloads.server, exact: true }).click();
  // Listened for from the click: on a busy machine the page may take a while
  // to draw, and the countdown goes on meanwhile.
  const downloading = page.waitForEvent('download', { timeout: 15_000 });
  await expect(page).toHaveURL(`/php/dlpage.php?file=${file}`);
  await expect(page.getByText(file)).toBeVisible();
  await expect(page.getByText(/^Your download starts in [1-5] seconds?\.$/)).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(file);
  await expect(page.getByText(homeEn.dlpage.started)).toBeVisible();
  const after = (await (await request.get(`/api/downloads/${file}`)).json()).downloads;
  expect(after).toBe(before + 1);
});

test('an unknown download answers a 404 page that says so', async ({ page }) => {
  const response = await page.goto('/php/dlpage.php?file=../site.db');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(homeEn.dlpage.missing)).toBeVisible();
});

test('the contributing page gives the bonus, license and signature banner, in French', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'language', value: 'fr', url: baseURL! }]);
  await page.goto('/contributing');
  await expect(page.getByRole('heading', { name: contribFr.bonus.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: contribFr.license.title })).toBeVisible();
  const banner = page.getByRole('img', { name: contribFr.signature.alt });
  await expect(banner).toHaveAttribute('width', '468');
  await expect(page.getByText(`[img]${baseURL}/img/millenaire-signature.png[/img]`)).toBeVisible();
  expect((await page.request.get('/img/millenaire-signature.png')).status()).toBe(200);
});
