import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/encyclopedia/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/encyclopedia/i18n/fr.json' with { type: 'json' };
import { adminToken, createAccount, uniqueLogin } from './helpers/accounts.ts';
import { axeViolations } from './helpers/pages.ts';

// The page this file writes to; no other browser test touches it.
const ITEM = '/encyclopedia/japanese/villages/castletown';

/** A 4x3 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4YGUFRww4OQAgBg5xDxC9SQAAAABJRU5ErkJggg==',
  'base64',
);

// Two sessions and an accessibility check, on a machine shared with other work.
test.describe.configure({ timeout: 180_000 });

type Texts = typeof en;

async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

const countOf = (text: string, count: number) => text.replace('{{count}}', String(count));

/** A page of the first administrator, in the given language. */
async function adminPage(browser: Browser, baseURL: string, language: 'en' | 'fr') {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const token = await adminToken(context.request);
  await context.addInitScript(
    (value) => window.localStorage.setItem('millenaire_token', value),
    token,
  );
  return { context, page: await context.newPage() };
}

/** The history of the one picture of the page, opened. */
async function openPictureHistory(page: Page, texts: Texts, versions: number) {
  const section = page.getByRole('region', { name: texts.imageHistory.title });
  const picture = section.getByTestId('image-history').last();
  await picture.getByRole('button', { name: countOf(texts.imageHistory.show, versions) }).click();
  return picture;
}

test('a deleted picture is restored by an administrator from its history, in English and French', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A new member adds a picture, then deletes it.
  await createAccount(page, { login: uniqueLogin('painter') });
  await page.goto(`${ITEM}/edit`);
  await page.locator('input[type="file"]').last().setInputFiles({
    name: 'castle.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('textbox', { name: en.images.legendEn }).last().fill('The keep at dusk');
  await page.getByRole('button', { name: en.images.upload }).click();
  await expectNotice(page, en.images.added);
  const card = page.getByTestId('image-card').last();
  await card.getByRole('button', { name: en.images.delete }).click();
  await card.getByRole('button', { name: en.images.confirmDelete }).click();
  await expectNotice(page, en.images.deleted);

  // The member sees it deleted in the picture history, in English.
  const history = page.getByRole('region', { name: en.imageHistory.title });
  await expect(history).toBeVisible();
  const mine = history.getByTestId('image-history').last();
  await expect(mine.getByText(en.imageHistory.deleted, { exact: true })).toBeVisible();
  const opened = await openPictureHistory(page, en, 2);
  const versions = opened.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(en.imageHistory.actions.deleted);
  await expect(versions.last()).toContainText(en.imageHistory.actions.added);
  await expect(
    versions.last().getByRole('button', { name: en.imageHistory.restore }),
  ).toBeVisible();
  await expect(opened.getByText('The keep at dusk')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  for (const [name, width] of [
    ['history-en-wide', 1280],
    ['history-en-390', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await history.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  }
  await page.goto(ITEM);
  await expect(page.getByRole('img', { name: 'The keep at dusk' })).toHaveCount(0);

  // An administrator, in French, opens the picture's history and restores it as it was added.
  const admin = await adminPage(browser, baseURL!, 'fr');
  await admin.page.goto(`${ITEM}/edit`);
  const frHistory = admin.page.getByRole('region', { name: fr.imageHistory.title });
  await expect(frHistory.getByText(fr.imageHistory.help)).toBeVisible();
  const picture = await openPictureHistory(admin.page, fr, 2);
  await expect(picture.getByRole('listitem').first()).toContainText(
    fr.imageHistory.actions.deleted,
  );
  await expect(picture.getByRole('listitem').last()).toContainText(fr.imageHistory.actions.added);
  for (const [name, width] of [
    ['history-fr-wide', 1280],
    ['history-fr-390', 390],
  ] as const) {
    await admin.page.setViewportSize({ width, height: 900 });
    await frHistory.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  }
  await picture.getByRole('button', { name: fr.imageHistory.restore }).click();
  await expectNotice(admin.page, fr.imageHistory.restored);
  const restoredLabel = fr.imageHistory.actions.restored.replace('{{from}}', '1');
  // The history stays open, with the restore on top.
  await expect(picture.getByRole('listitem')).toHaveCount(3);
  await expect(picture.getByRole('listitem').first()).toContainText(restoredLabel);
  await expect(picture.getByRole('listitem').first()).toContainText(fr.imageHistory.current);
  await expect(
    admin.page.getByTestId('image-card').getByRole('textbox', { name: fr.images.legendEn }).last(),
  ).toHaveValue('The keep at dusk');
  await admin.page
    .getByRole('region', { name: fr.images.title, exact: true })
    .screenshot({ path: testInfo.outputPath('manager-fr-390.png') });
  await admin.context.close();

  // Back on the page for everyone.
  await page.goto(ITEM);
  await expect(page.getByRole('img', { name: 'The keep at dusk' })).toBeVisible();
});
