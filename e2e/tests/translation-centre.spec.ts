import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import texts from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import { adminToken, createAccount, uniqueLogin } from './helpers/accounts.ts';

// The demo files: English and French strings, a German subset; this file
// writes German translations only, which no other browser test reads.

async function asAdmin(page: Page) {
  const token = await adminToken(page.request);
  await page.addInitScript(
    (value) => window.localStorage.setItem('millenaire_token', value),
    token,
  );
}

/**
 * Puts a German file back as this file's tests expect to find it, for a retry
 * after an attempt that saved: a save through the API, only when it differs.
 */
async function resetGerman(page: Page, filekey: string, filename: string, content: string) {
  const url = `/api/translationsapp/latestfiles/de/${filekey}`;
  const found = await page.request.get(url);
  // A missing file is what an empty one would be.
  if (found.status() === 404 && content === '') return;
  const current = (await found.json()) as { content: string; revision: number };
  if (current.content === content) return;
  const token = await adminToken(page.request);
  const saved = await page.request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    data: { content, filename, basedon: current.revision },
  });
  expect(saved.ok()).toBe(true);
}

/** The seeded German strings (areas/translations/seed/demo-translations.ts). */
const GERMAN_STRINGS =
  'ui.welcome=Willkommen im Dorf, $name!\nui.buildings=Gebäude\nui.trade=Handel\n';

const line = (page: Page, key: string, n = 1) =>
  page.getByRole('textbox', { name: `Translation of ${key}, line ${n}` });

test('overview: language cookies, completion colour, file cards and downloads', async ({
  page,
}) => {
  await page.goto('/translationcentre');
  await expect(page.getByRole('combobox', { name: texts.overview.reference })).toHaveValue('en');
  await expect(page.getByRole('combobox', { name: texts.overview.translation })).toHaveValue('fr');
  await expect(
    page.getByRole('combobox', { name: texts.overview.translation }).locator('option:checked'),
  ).toHaveText('Français (French)');
  const strings = page.getByTestId('file-strings');
  await expect(strings).toContainText(/In progress \d+%/);
  await expect(page.getByTestId('file-help_1')).toContainText(texts.overview.missing);
  await expect(page.getByTestId('file-help_1')).toContainText(texts.info.none);
  await expect(page.getByRole('link', { name: texts.overview.downloadAll })).toHaveAttribute(
    'href',
    '/api//translationsapp/archives',
  );
  await page
    .getByRole('combobox', { name: texts.overview.translation })
    .selectOption({ label: 'Deutsch (German)' });
  await expect(page.getByTestId('file-lang')).toContainText(texts.overview.missing);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'translation_language')?.value).toBe('de');
  await page.getByLabel(texts.overview.incompleteOnly).check();
  await expect(page.getByTestId('file-strings')).toBeVisible();
});

test('translate two lines, save, then see the history diff and the recent change', async ({
  page,
}) => {
  await resetGerman(page, 'strings', 'strings.txt', GERMAN_STRINGS);
  await asAdmin(page);
  await page.goto('/translationcentre/files/strings/en/de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('strings');
  await line(page, 'ui.hire').fill('Anheuern');
  await line(page, 'ui.leave').fill('Gehen');
  await line(page, 'ui.leave').fill('Verlassen');
  await expect(page.getByText('Unsaved changes: 2')).toBeVisible();
  // The lines are checked while typing, before any save, and the check names what is wrong.
  const reputation = page.getByTestId('element-ui.reputation');
  const missingOne = texts.checks.PLACEHOLDERS.replace(
    '{{details}}',
    texts.checks.missing.replace('{{list}}', '<1>'),
  );
  await line(page, 'ui.reputation').fill('Ruf: <0>');
  await expect(reputation).toContainText(missingOne);
  await line(page, 'ui.reputation').fill('Ruf:  <0> von <1>');
  await expect(reputation).toContainText(texts.checks.DOUBLE_SPACES);
  await expect(reputation).not.toContainText(missingOne);
  await line(page, 'ui.reputation').fill('Ruf: <0> von <1>');
  await expect(page.getByTestId('checks-ui.reputation')).toHaveCount(0);
  await expect(page.getByText('Unsaved changes: 3')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('The content has been modified.').first()).toBeVisible();
  await expect(page.getByText('Unsaved changes: 0')).toBeVisible();
  await expect(line(page, 'ui.hire')).toHaveValue('Anheuern');

  await page.getByLabel(texts.editor.hideTranslated).check();
  await expect(page.getByTestId('element-ui.hire')).toHaveCount(0);
  await expect(page.getByTestId('element-ui.noroom')).toBeVisible();

  await page.goto('/translationcentre/history/strings/de');
  const newest = page.getByTestId('history-version').first();
  await expect(newest).toContainText('admin');
  await newest.getByRole('button', { name: texts.history.show }).click();
  await expect(newest).toContainText('New element: ui.hire');
  await expect(newest).toContainText('Verlassen');
  await newest.getByRole('button', { name: texts.history.hide }).click();
  await expect(newest).not.toContainText('Verlassen');

  await page.goto('/translationcentre/recentchanges');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Recent Changes (last 500)');
  // Other tests save English and French as the administrator too: the German row.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'de', exact: true }) })
    .filter({ hasText: 'admin' })
    .first();
  await expect(row).toContainText('Modification');
  await expect(row.getByRole('link', { name: 'strings' })).toHaveAttribute(
    'href',
    '/translationcentre/files/strings/en/de',
  );
});

test('full-text mode saves a new translation file', async ({ page }) => {
  // No German sentences are seeded: an earlier attempt's are emptied.
  await resetGerman(page, 'norman_sentences', 'norman_sentences.txt', '');
  await asAdmin(page);
  await page.goto('/translationcentre/files/norman_sentences/en/de');
  await page.getByLabel(texts.editor.fullText).check();
  await expect(page.getByRole('textbox', { name: texts.editor.referenceFile })).toHaveValue(
    /greeting=Good morning/,
  );
  await expect(page.getByRole('button', { name: texts.editor.save })).toHaveCount(0);
  await page
    .getByRole('textbox', { name: texts.editor.translationFile })
    .fill('greeting=Guten Morgen, $targetfirstname.\nfarewell=Gute Reise!\n');
  await expect(page.getByText('Unsaved changes: 2')).toBeVisible();
  await page.getByRole('button', { name: texts.editor.save }).click();
  await expect(page.getByText('The content has been modified.').first()).toBeVisible();
  await page.getByLabel(texts.editor.fullText).uncheck();
  await expect(line(page, 'farewell')).toHaveValue('Gute Reise!');
});

test('a non-confirmed user sees the notice and a read-only view', async ({ page }) => {
  await createAccount(page, { login: uniqueLogin('reader') });
  await page.goto('/translationcentre/files/strings/en/fr');
  await expect(page.getByTestId('readonly-notice')).toBeVisible();
  await expect(page.getByTestId('element-ui.welcome')).toContainText('Bienvenue au village');
  await expect(page.getByTestId('element-ui.sleep')).toContainText(texts.editor.missing);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.editor.save })).toHaveCount(0);
});

test('a check said not to be a problem is kept, shown with who said so, and left out of the overview', async ({
  page,
}) => {
  await resetGerman(page, 'strings', 'strings.txt', GERMAN_STRINGS);
  await asAdmin(page);
  await page.goto('/translationcentre/files/strings/en/de');
  // A name that stays the same in German: the check asks, the translator answers.
  await line(page, 'ui.hire').fill('Hire');
  const checks = page.getByTestId('checks-ui.hire');
  await expect(checks).toContainText(texts.checks.SAME_AS_REFERENCE);
  await checks.getByRole('button', { name: texts.checks.dismiss }).click();
  await expect(checks).toContainText(texts.checks.dismissed.replace('{{by}}', 'admin'));
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Unsaved changes: 0')).toBeVisible();

  await page.goto('/translationcentre');
  await page
    .getByRole('combobox', { name: texts.overview.translation })
    .selectOption({ label: 'Deutsch (German)' });
  await expect(page.getByTestId('file-strings')).toBeVisible();
  await expect(page.getByTestId('file-strings')).not.toContainText(/line(s)? to check/);

  // Taken back: the overview counts the line again.
  await page.goto('/translationcentre/files/strings/en/de');
  await page.getByTestId('checks-ui.hire').getByRole('button', { name: texts.checks.undo }).click();
  await expect(page.getByTestId('checks-ui.hire')).not.toContainText(
    texts.checks.dismissed.replace('{{by}}', 'admin'),
  );
  await page.goto('/translationcentre');
  await page
    .getByRole('combobox', { name: texts.overview.translation })
    .selectOption({ label: 'Deutsch (German)' });
  await expect(page.getByTestId('file-strings')).toContainText(
    texts.overview.toCheck_one.replace('{{count}}', '1'),
  );
  await resetGerman(page, 'strings', 'strings.txt', GERMAN_STRINGS);
});
