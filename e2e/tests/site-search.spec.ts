import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/site-search/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/site-search/i18n/fr.json' with { type: 'json' };
import sharedEn from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import sharedFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import { loginAsAdmin } from './helpers/accounts.ts';
import { axeViolations } from './helpers/pages.ts';

// The header's search as a visitor uses it: opened by its button or the
// keyboard, results grouped by area as one types, chosen with the arrows or
// the mouse; translators also find their language's keys.

const RUNS = [
  { language: 'en', texts: en, shared: sharedEn, normans: 'Normans' },
  { language: 'fr', texts: fr, shared: sharedFr, normans: 'Normands' },
] as const;

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

for (const run of RUNS) {
  const { texts } = run;

  test(`${run.language}: the header's search finds cultures and creations, by keyboard and by mouse`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${run.language}`);
    await page.getByRole('button', { name: run.shared.search.open }).click();
    const search = dialog(page, texts.title);
    const box = search.getByRole('combobox', { name: texts.title });
    await expect(box).toBeFocused();
    await expect(search).toContainText(texts.hint.replace('{{count}}', '3'));
    await box.fill('norm');
    const encyclopedia = search.getByRole('group', { name: texts.areas.encyclopedia });
    await expect(encyclopedia.getByRole('option', { name: run.normans })).toBeVisible();
    await expect(search.getByRole('group', { name: texts.areas.library })).toContainText(
      'Harbour hamlet for the Normans',
    );
    expect(await axeViolations(page)).toEqual([]);
    // The first result is chosen; Enter opens it.
    await expect(search.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/encyclopedia\/norman$/);
    await expect(search).toBeHidden();

    // "/" opens it again anywhere; ↓ moves to the library's creation, clicked.
    await page.keyboard.press('/');
    await box.fill('harbour hamlet');
    const creation = search.getByRole('option', { name: /Harbour hamlet for the Normans/ });
    await expect(creation).toBeVisible();
    await box.press('ArrowDown');
    await creation.click();
    await expect(page).toHaveURL(/\/library\/1$/);

    // Nothing found says so.
    await page.keyboard.press('Control+k');
    await box.fill('zzqxw');
    await expect(search).toContainText(texts.nothing.replace('{{q}}', 'zzqxw'));
  });

  test(`${run.language}: a translator finds the keys of their language, opened in the editor`, async ({
    page,
    request,
  }) => {
    await loginAsAdmin(page, request);
    await page.goto(`/library?lang=${run.language}`);
    await page.getByRole('button', { name: run.shared.search.open }).click();
    const search = dialog(page, texts.title);
    await search.getByRole('combobox', { name: texts.title }).fill('village projects');
    const keys = search.getByRole('group', {
      name: texts.areas.translations.replace('{{language}}', 'fr'),
    });
    await keys.getByRole('option', { name: /ui\.projects/ }).click();
    await expect(page).toHaveURL(
      /\/translationcentre\/files\/strings\/en\/fr\?element=ui\.projects$/,
    );
    await expect(
      page.getByTestId('element-ui.projects').getByRole('textbox').first(),
    ).toBeFocused();
  });
}
