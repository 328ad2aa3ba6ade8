import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import texts from '../../apps/web/src/features/encyclopedia/i18n/en.json' with { type: 'json' };
import { adminToken } from './helpers/accounts.ts';

// Pages this file writes to; the other browser tests read the Norman ones.
const ITEM = '/encyclopedia/indian/villagers/potter';

/** A 4x3 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4YGUFRww4OQAgBg5xDxC9SQAAAABJRU5ErkJggg==',
  'base64',
);

// Each test walks through several pages on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

async function loggedIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  await page.addInitScript(
    (value) => window.localStorage.setItem('millenaire_token', value),
    token,
  );
  return token;
}

function saveByApi(request: APIRequestContext, token: string, url: string, desc: string | null) {
  return request.post(`${url}?language=en`, {
    data: { desc },
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The description's writing area (TipTap's editable element). */
const editor = (page: Page) => page.locator('main [contenteditable="true"]');

async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

test('the edit pages send a visitor to the home page', async ({ page }) => {
  await page.goto('/encyclopedia/indian/edit');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`${ITEM}/edit`);
  await expect(page).toHaveURL(/\/$/);
});

test('save, history with diffs, show and hide, restore', async ({ page, request }) => {
  await loggedIn(page, request);
  await page.goto(`${ITEM}/edit`);
  await expect(page.getByText(texts.history.empty)).toBeVisible();

  await editor(page).fill('Shapes clay pots.');
  await page.getByRole('button', { name: texts.edit.submit }).click();
  await expectNotice(page, texts.edit.saved);
  await expect(page.getByText(/^Version 1, by admin/)).toBeVisible();

  await editor(page).press('End');
  await editor(page).press('Enter');
  await editor(page).pressSequentially('Sells them at the market.');
  await page.getByRole('button', { name: texts.edit.submit }).click();
  await expect(page.getByText(/^Version 2, by admin/)).toBeVisible();

  // Show all, then the diff of version 2 against version 1: the words a
  // reader sees, the added ones marked, no markup.
  await page.getByRole('button', { name: texts.history.showAll }).click();
  const diffs = page.locator('[class*=_diff_]');
  const diff = diffs.first();
  await expect(diff.locator('ins')).toHaveText(/Sells them at the market\.$/);
  await expect(diff.locator('del')).toHaveCount(0);
  await expect(diff).toContainText('Shapes clay pots.');
  await expect(diff).not.toContainText('<p>');
  await page.getByRole('button', { name: texts.history.hideAll }).click();
  await expect(diffs).toHaveCount(0);
  await page.getByRole('button', { name: texts.history.show }).nth(1).click();
  await expect(diffs).toHaveCount(1);

  // Restore version 1: a third record, and the page shows that text.
  await page.getByRole('button', { name: texts.history.restore }).click();
  await expect(page.getByText(/^Version 3, by admin/)).toBeVisible();
  await page.goto(ITEM);
  await expect(page.getByText('Shapes clay pots.')).toBeVisible();
  await expect(page.getByText('Sells them at the market.')).toHaveCount(0);

  // Removal through the checkbox.
  await page.goto(`${ITEM}/edit`);
  await page.getByRole('checkbox', { name: texts.edit.remove }).check();
  await page.getByRole('button', { name: texts.edit.submit }).click();
  await expect(page.getByText(/^Version 4, by admin/)).toBeVisible();
  await page.goto(ITEM);
  await expect(page.getByText(texts.entry.noDescription)).toBeVisible();
});

test('a save based on an older version shows both texts and loses nothing', async ({
  page,
  request,
}) => {
  const token = await loggedIn(page, request);
  const url = '/api/encyclopedia/indian/villagers/priest';
  expect((await saveByApi(request, token, url, '<p>First text.</p>')).ok()).toBe(true);
  await page.goto('/encyclopedia/indian/villagers/priest/edit');
  await expect(editor(page)).toContainText('First text.');
  // Someone else saves meanwhile.
  expect((await saveByApi(request, token, url, '<p>Their newer text.</p>')).ok()).toBe(true);
  await editor(page).fill('My own careful text.');
  await page.getByRole('button', { name: texts.edit.submit }).click();
  const conflict = page.getByRole('alert').filter({ hasText: texts.edit.conflictTitle });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Their newer text.');
  await expect(conflict).toContainText('My own careful text.');
  await expect(editor(page)).toContainText('My own careful text.');
  await conflict.getByRole('button', { name: texts.edit.keepMine }).click();
  await page.getByRole('button', { name: texts.edit.submit }).click();
  await expectNotice(page, texts.edit.saved);
  await page.goto('/encyclopedia/indian/villagers/priest');
  await expect(page.getByText('My own careful text.')).toBeVisible();
});

const XSS = [
  '<p><img src=x onerror="window.__xss = 2">Bread</p>',
  '<p><a href="javascript:window.__xss=3">link</a></p>',
  '<svg onload="window.__xss=4"></svg><p>after svg</p>',
  '<p><span style="color:#c92a2a;background:url(javascript:window.__xss=5)">red</span></p>',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe><p>after frame</p>',
  '<details open ontoggle="window.__xss=7"><summary>x</summary></details>',
  '<p onmouseover="window.__xss=8" style="position:fixed;inset:0">cover</p>',
];

test('hostile descriptions are saved harmless and run no script when viewed', async ({
  page,
  request,
}) => {
  const token = await loggedIn(page, request);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const url = '/api/encyclopedia/indian/buildings/stepwell';
  // A script is refused with its reason, not cut out of the text without a word.
  const scripted = await saveByApi(
    request,
    token,
    url,
    '<p>Hello<script>window.__xss = 1</script></p>',
  );
  expect(scripted.status()).toBe(400);
  expect(await scripted.json()).toEqual({ message: 'INVALID_MARKUP' });
  for (const desc of XSS) {
    expect((await saveByApi(request, token, url, desc)).ok()).toBe(true);
    await page.goto('/encyclopedia/indian/buildings/stepwell');
    await page.mouse.move(200, 300);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(
      await page.locator('main script, main img[onerror], main iframe, main svg[onload]').count(),
    ).toBe(0);
  }
  await page.goto('/encyclopedia/indian/buildings/stepwell/edit');
  await page.getByRole('button', { name: texts.history.showAll }).click();
  await expect(page.getByText('after frame').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the picture manager uploads, hides, captions and deletes pictures', async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  await page.goto('/encyclopedia/indian/villages/riverside/edit');
  await expect(page.getByText(texts.images.none)).toBeVisible();
  const upload = page.getByRole('button', { name: texts.images.upload });
  await expect(upload).toBeDisabled();

  // A text file named .png is refused, and the user is told.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await upload.click();
  await expect(page.getByText(/could not be saved/)).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'river.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('textbox', { name: texts.images.legendEn }).last().fill('The river bank');
  await upload.click();
  await expectNotice(page, texts.images.added);
  const card = page.getByTestId('image-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('textbox', { name: texts.images.legendEn })).toHaveValue(
    'The river bank',
  );
  await page.goto('/encyclopedia/indian/villages/riverside');
  await expect(page.getByRole('img', { name: 'The river bank' })).toBeVisible();

  // Disabled: greyed in the editor, gone from the page.
  await page.goto('/encyclopedia/indian/villages/riverside/edit');
  await card.getByRole('checkbox', { name: texts.images.enabled }).uncheck();
  await card.getByRole('textbox', { name: texts.images.legendFr }).fill('La berge');
  await card.getByRole('button', { name: texts.images.save }).click();
  await expectNotice(page, texts.images.updated);
  await expect(card.locator('img')).toHaveClass(/disabled/);
  await page.goto('/encyclopedia/indian/villages/riverside');
  await expect(page.getByRole('img', { name: 'The river bank' })).toHaveCount(0);

  await page.goto('/encyclopedia/indian/villages/riverside/edit');
  await card.getByRole('button', { name: texts.images.delete }).click();
  await card.getByRole('button', { name: texts.images.confirmDelete }).click();
  await expectNotice(page, texts.images.deleted);
  await expect(page.getByText(texts.images.none)).toBeVisible();
});

test('administrators list new descriptions and pictures, with filters and edit links', async ({
  page,
  request,
}) => {
  const token = await loggedIn(page, request);
  const url = '/api/encyclopedia/indian/tradegoods/spices';
  expect((await saveByApi(request, token, url, '<p>Pepper and <b>cardamom</b>.</p>')).ok()).toBe(
    true,
  );
  await page.goto('/encyclopedia/newcontents');
  const row = page.getByRole('row').filter({ hasText: 'Pepper and cardamom.' });
  await expect(row).toBeVisible();
  await page.getByRole('textbox', { name: texts.review.filterEntry }).fill('no such page');
  await expect(page.getByText(texts.review.noneMatch)).toBeVisible();
  await page.getByRole('textbox', { name: texts.review.filterEntry }).fill('spice');
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/encyclopedia\/indian\/tradegoods\/spices\/edit$/);

  await page.goto('/encyclopedia/newimages');
  const thumb = page.getByRole('row').nth(1).locator('img');
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([
    32, 32,
  ]);
  await page.getByRole('button', { name: texts.review.refresh }).click();
  await expect(thumb).toBeVisible();
});
