import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import sharedEn from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import sharedFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import { loginAsAdmin } from './helpers/accounts.ts';

// A translator finds an element across the files of a language, opens it in
// the editor and moves between elements with the keyboard; within a file,
// the editor's own search narrows the list. Reads only.

const RUNS = [
  { language: 'en', texts: en, shared: sharedEn },
  { language: 'fr', texts: fr, shared: sharedFr },
] as const;

/** The element being edited: the one holding the focus. */
const focusedElement = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.closest('[data-element]')?.getAttribute('data-element'),
  );

for (const { language, texts, shared } of RUNS) {
  test(`${language}: search all files, open a result, move with the keyboard, find in the file`, async ({
    page,
    request,
  }) => {
    await loginAsAdmin(page, request);
    await page.goto(`/translationcentre?lang=${language}`);
    await page.getByRole('link', { name: shared.submenu.search, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(texts.pages.search);

    await page.getByRole('searchbox', { name: texts.search.query }).fill('SLEEPING');
    await page.getByRole('button', { name: texts.search.submit, exact: true }).click();
    await expect(page).toHaveURL(/q=SLEEPING/);
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText('The villagers are sleeping.');
    await expect(results).toContainText(texts.editor.missing);

    await results.getByRole('link', { name: 'ui.sleep' }).click();
    await expect(page).toHaveURL(/\/translationcentre\/files\/strings\/en\/fr\?element=ui\.sleep/);
    await expect(page.getByTestId('element-ui.sleep')).toBeInViewport();
    await expect.poll(() => focusedElement(page)).toBe('ui.sleep');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => focusedElement(page)).toBe('ui.noroom');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => focusedElement(page)).toBe('ui.projects');
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => focusedElement(page)).toBe('ui.noroom');
    await expect(page.getByText(texts.editor.shortcuts)).toBeVisible();

    // Accents and case aside: "batiments" finds "Bâtiments".
    await page.getByRole('searchbox', { name: texts.editor.find }).fill('BATIMENTS');
    await expect(page.locator('[data-element]')).toHaveCount(1);
    await expect(page.getByTestId('element-ui.buildings')).toBeVisible();
    await page.getByRole('link', { name: texts.search.allFiles }).click();
    await expect(page).toHaveURL(/\/translationcentre\/search\?.*q=BATIMENTS/);
    await expect(page.getByTestId('search-results')).toContainText('ui.buildings');
  });
}
