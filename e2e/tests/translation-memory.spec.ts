import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import { adminToken, loginAsAdmin } from './helpers/accounts.ts';
import { axeViolations } from './helpers/pages.ts';

// The translation memory in the editor: two English sentences are added to
// the Norman sentences (and taken out again), one the same as a line of the
// strings file that French translates, one like another. Their suggestions
// show, and fill the lines with a click or Alt+1, placeholders renamed.

const RUNS = [
  { language: 'en', texts: en },
  { language: 'fr', texts: fr },
] as const;

const FILE = '/api/translationsapp/latestfiles/en/norman_sentences';

async function englishSentences(request: APIRequestContext): Promise<string> {
  const file = await request.get(FILE);
  expect(file.ok()).toBe(true);
  return ((await file.json()) as { content: string }).content;
}

async function saveEnglish(request: APIRequestContext, body: object): Promise<void> {
  const saved = await request.post(FILE, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { filename: 'norman_sentences.txt', ...body },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

for (const { language, texts } of RUNS) {
  const lineLabel = (key: string) =>
    texts.editor.lineLabel.replace('{{key}}', key).replace('{{line}}', '1');
  const useLabel = (key: string, n: number) =>
    texts.editor.suggestions.useLabel.replace('{{key}}', key).replace('{{number}}', String(n));

  test(`${language}: the memory suggests the same and similar lines, used by a click or Alt+1`, async ({
    page,
    request,
  }) => {
    const before = await englishSentences(request);
    await saveEnglish(request, {
      splitcontent: {
        elements: {
          memorytrade: ['Trade'],
          memoryquest: ['Quest completed!<ret>You earned <1> deniers.'],
        },
      },
    });
    try {
      await loginAsAdmin(page, request);
      await page.goto(`/translationcentre/files/norman_sentences/en/fr?lang=${language}`);
      await expect(page.getByText(texts.editor.shortcuts)).toBeVisible();

      // The same English in the strings file: its French, in one click.
      const trade = page.getByTestId('suggestions-memorytrade');
      await expect(trade).toContainText(texts.editor.suggestions.same);
      await expect(trade).toContainText('Commerce');
      await trade.getByRole('button', { name: useLabel('memorytrade', 1) }).click();
      await expect(page.getByRole('textbox', { name: lineLabel('memorytrade') })).toHaveValue(
        'Commerce',
      );

      // A similar English: its French with <0> renamed <1>, from the keyboard.
      const quest = page.getByTestId('suggestions-memoryquest');
      await expect(quest).toContainText(/9\d/);
      const questLine = page.getByRole('textbox', { name: lineLabel('memoryquest') });
      await questLine.focus();
      await page.keyboard.press('Alt+1');
      await expect(questLine).toHaveValue('Quête terminée !<ret>Vous gagnez <1> deniers.');
      await expect(page.getByText(texts.editor.unsaved.replace('{{count}}', '2'))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await saveEnglish(request, { content: before });
    }
  });
}
