import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import { adminToken, loginAsAdmin } from './helpers/accounts.ts';
import { axeViolations } from './helpers/pages.ts';

// A line's values and a file's versions put back. Each test writes a language
// no other browser test reads (Polish, Hungarian), and starts by saving the
// values it expects, so a retry finds them again.

/** Saves a whole strings file through the API, as an administrator, on top of its latest revision. */
async function saveStrings(request: APIRequestContext, language: string, content: string) {
  const url = `/api/translationsapp/latestfiles/${language}/strings`;
  const found = await request.get(url);
  const basedon = found.ok() ? ((await found.json()) as { revision: number }).revision : 0;
  const saved = await request.post(url, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { filename: 'strings.txt', content, basedon },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { file: { revision: number } }).file.revision;
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replace(`{{${name}}}`, String(value)),
    text,
  );

test('en, 1440 px: a line’s history shows every value and puts an older one back', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveStrings(request, 'pl', 'ui.welcome=Witaj w wiosce, $name!\nui.buildings=Budynki\n');
  await saveStrings(request, 'pl', 'ui.welcome=Witajcie, $name!\nui.buildings=Budynki\n');
  await loginAsAdmin(page, request);
  await page.goto('/translationcentre/files/strings/en/pl?lang=en');
  const row = page.getByTestId('element-ui.welcome');
  const open = row.getByRole('button', {
    name: fill(en.lineHistory.openLabel, { key: 'ui.welcome' }),
  });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('line-history-ui.welcome');
  const values = panel.getByTestId('line-value');
  await expect(values.first()).toContainText(en.lineHistory.current);
  await expect(values.first()).toContainText('Witajcie, $name!');
  // The newest value against the one before: the words it took out and put in.
  await expect(values.first().locator('del').first()).toHaveText('Witaj w wiosce');
  await expect(values.first().locator('ins').first()).toHaveText('Witajcie');
  expect(await axeViolations(page)).toEqual([]);

  const older = values.filter({ hasText: 'Witaj w wiosce, $name!' }).first();
  await older.getByRole('button', { name: en.lineHistory.restore }).click();
  await expect(page.getByText(en.saved).first()).toBeVisible();
  await expect(row.getByRole('textbox', { name: 'Translation of ui.welcome, line 1' })).toHaveValue(
    'Witaj w wiosce, $name!',
  );
  await expect(page.getByText(fill(en.editor.unsaved, { count: 0 }))).toBeVisible();
  // The restore is a save of its own, at the top of the line's history.
  await expect(values.first()).toContainText('Witaj w wiosce, $name!');
  await expect(values.first()).toContainText(en.lineHistory.current);
  await expect(values.first()).toContainText('admin');

  await page.goto('/translationcentre/history/strings/pl?lang=en');
  const newest = page.getByTestId('history-version').first();
  await newest.getByRole('button', { name: en.history.show }).click();
  await expect(newest).toContainText('Witaj w wiosce, $name!');
});

test('fr, 375 px: a file’s version is restored after a question, refused when the file changed meanwhile', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const first = await saveStrings(request, 'hu', 'ui.welcome=Üdv a faluban, $name!\n');
  await saveStrings(request, 'hu', 'ui.welcome=Üdvözlet, $name!\nui.buildings=Épületek\n');
  await loginAsAdmin(page, request);
  await page.goto('/translationcentre/history/strings/hu?lang=fr');
  const version = (revision: number) =>
    page
      .getByTestId('history-version')
      .filter({ hasText: fill(fr.fileRestore.revision, { revision }) + ' ' });
  // The latest has nothing to restore.
  await expect(
    page
      .getByTestId('history-version')
      .first()
      .getByRole('button', { name: fr.fileRestore.restore }),
  ).toHaveCount(0);

  // Someone saves while the history is open: the restore is refused and the list shows their version.
  await version(first).getByRole('button', { name: fr.fileRestore.restore }).click();
  await expect(version(first)).toContainText(
    fill(fr.fileRestore.question, { revision: first }).replace(/\u202f\?.*/, ''),
  );
  const late = await saveStrings(request, 'hu', 'ui.welcome=Szia, $name!\n');
  await version(first).getByRole('button', { name: fr.fileRestore.confirm, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(fr.fileRestore.conflict);
  await expect(page.getByTestId('history-version').first()).toContainText(
    fill(fr.fileRestore.revision, { revision: late }),
  );
  expect(await axeViolations(page)).toEqual([]);

  await version(first).getByRole('button', { name: fr.fileRestore.restore }).click();
  await version(first).getByRole('button', { name: fr.fileRestore.confirm, exact: true }).click();
  await expect(page.getByText(fr.fileRestore.done).first()).toBeVisible();
  const newest = page.getByTestId('history-version').first();
  await expect(newest).toContainText(fill(fr.fileRestore.revision, { revision: late + 1 }));
  await expect(newest).toContainText(fill(fr.fileRestore.restoredFrom, { revision: first }));
  const file = await request.get('/api/translationsapp/latestfiles/hu/strings');
  expect(((await file.json()) as { content: string }).content).toBe(
    'ui.welcome=Üdv a faluban, $name!\n',
  );
  // Nothing sticks out of a phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
