import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import sharedEn from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import sharedFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import { adminToken, loginAsAdmin } from './helpers/accounts.ts';
import { axeViolations } from './helpers/pages.ts';

// A line whose English changes is to review in French: the editor shows the
// change, filters on it, takes a confirmation (and its undo) or a corrected
// line. Each language's run changes its own English line (German translates
// neither) and puts both files back as the demo has them.

const RUNS = [
  {
    language: 'en',
    texts: en,
    shared: sharedEn,
    key: 'ui.projects',
    english: 'Village projects',
    french: 'Projets du village',
    corrected: 'Projets et chantiers du village',
  },
  {
    language: 'fr',
    texts: fr,
    shared: sharedFr,
    key: 'ui.noroom',
    english: 'There is no room left in the chest.',
    french: 'Il n’y a plus de place dans le coffre.',
    corrected: 'Le coffre est plein.',
  },
] as const;

/** Saves one element of a strings file through the API, as an administrator. */
async function saveLine(
  request: APIRequestContext,
  language: string,
  key: string,
  text: string,
): Promise<void> {
  const saved = await request.post(`/api/translationsapp/latestfiles/${language}/strings`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { filename: 'strings.txt', splitcontent: { elements: { [key]: [text] } } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const row = (page: Page, key: string) => page.getByTestId(`element-${key}`);

for (const run of RUNS) {
  const { texts, key } = run;
  const count = (n: number) => texts.editor.reviewOnly.replace('{{count}}', String(n));

  test(`${run.language}: a line whose English changed is reviewed, confirmed, undone and corrected`, async ({
    page,
    request,
  }) => {
    await saveLine(request, 'fr', key, run.french);
    await saveLine(request, 'en', key, `${run.english} (revised)`);
    try {
      await loginAsAdmin(page, request);
      await page.goto(`/translationcentre/files/strings/en/fr?lang=${run.language}`);
      const only = page.getByLabel(count(1));
      await expect(only).toBeEnabled();
      await only.check();
      await expect(page.locator('[data-testid^="element-"]')).toHaveCount(1);
      const note = page.getByTestId(`review-${key}`);
      await expect(note).toContainText(texts.editor.review.changed);
      await expect(note).toContainText(run.english);
      await expect(note).toContainText(`${run.english} (revised)`);
      await expect(row(page, key)).toContainText(texts.editor.review.badge);
      expect(await axeViolations(page)).toEqual([]);

      // Still right: the note gives way to an undo, which brings it back.
      await note.getByRole('button', { name: texts.editor.review.confirm }).click();
      const confirmed = page.getByTestId(`reviewed-${key}`);
      await expect(confirmed).toContainText(texts.editor.review.confirmed);
      expect(await axeViolations(page)).toEqual([]);
      await expect(page.getByLabel(count(0))).toBeChecked();
      await confirmed.getByRole('button', { name: texts.editor.review.undo }).click();
      await expect(note).toBeVisible();
      await expect(page.getByLabel(count(1))).toBeChecked();

      // A corrected line saved is reviewed by its save.
      await page
        .getByRole('textbox', {
          name: texts.editor.lineLabel.replace('{{key}}', key).replace('{{line}}', '1'),
        })
        .fill(run.corrected);
      await page.keyboard.press('Control+s');
      await expect(note).toHaveCount(0);
      await expect(page.getByLabel(count(0))).toBeVisible();

      // The overview and the status page count what is left.
      await page.goto(`/translationcentre?lang=${run.language}`);
      await expect(page.getByTestId('review-counts')).toContainText(
        run.shared.reviewCounts.toreview_other.replace('{{n}}', '0'),
      );
      await page.goto(`/translations?lang=${run.language}`);
      const french = page.getByRole('row').filter({ hasText: 'Français' });
      await expect(french.getByTestId('review-counts')).toBeVisible();
    } finally {
      await saveLine(request, 'en', key, run.english);
      await saveLine(request, 'fr', key, run.french);
      // Whatever an attempt left open is confirmed, for the next one.
      const closed = await request.post('/api/translationsapp/reviews/fr/strings', {
        headers: { authorization: `Bearer ${await adminToken(request)}` },
        data: { elements: [key], reviewed: true },
      });
      expect(closed.ok()).toBe(true);
    }
  });
}
