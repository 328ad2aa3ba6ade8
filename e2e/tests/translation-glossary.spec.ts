import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import { adminToken, loginAsAdmin } from './helpers/accounts.ts';
import { axeViolations } from './helpers/pages.ts';

// The glossary as a coordinator and a translator use it: a term added on the
// glossary page is marked in the English line with its translation, a line
// that does not use it is warned about until it does, and a removal is
// undone. Nothing is saved: the French file stays as the demo has it.

const RUNS = [
  { language: 'en', texts: en },
  { language: 'fr', texts: fr },
] as const;

/** Takes the term out of the French glossary, whatever an earlier attempt left. */
async function forgetTerm(request: APIRequestContext, term: string): Promise<void> {
  const token = await adminToken(request);
  const list = await request.get('/api/translationsapp/glossary/fr');
  const terms = ((await list.json()) as { terms: { id: number | null; term: string }[] }).terms;
  for (const found of terms.filter((t) => t.term === term && t.id !== null)) {
    await request.post(`/api/translationsapp/glossary/fr/${found.id}/delete`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

for (const { language, texts } of RUNS) {
  const term = language === 'en' ? 'villagers' : 'sleeping';
  const translation = language === 'en' ? 'villageois' : 'dorment';

  test(`${language}: a glossary term is added, marked in the English, checked in the line and removed`, async ({
    page,
    request,
  }) => {
    await forgetTerm(request, term);
    // Leaving the editor with typed lines asks first: leave.
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      await loginAsAdmin(page, request);
      await page.goto(`/translationcentre/glossary?lang=${language}`);
      await page.getByRole('textbox', { name: texts.glossary.term, exact: true }).fill(term);
      await page
        .getByRole('textbox', { name: texts.glossary.translation, exact: true })
        .fill(translation);
      await page.getByRole('button', { name: texts.glossary.add }).click();
      await page.getByLabel(texts.glossary.filter).fill(term);
      await expect(page.getByRole('row', { name: new RegExp(translation) })).toContainText(
        texts.glossary.sources.site,
      );
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/translationcentre/files/strings/en/fr?lang=${language}&element=ui.sleep`);
      const row = page.getByTestId('element-ui.sleep');
      await expect(row.locator('mark', { hasText: term })).toHaveAttribute('title', translation);
      await expect(page.getByTestId('glossary-ui.sleep')).toContainText(`${term} → ${translation}`);
      const line = row.getByRole('textbox').first();
      await line.fill('Les habitants sont couchés.');
      const warning = page.getByTestId('glossary-warning-ui.sleep');
      await expect(warning).toContainText(`${term} → ${translation}`);
      expect(await axeViolations(page)).toEqual([]);
      await line.fill(
        language === 'en' ? 'Les villageois sont couchés.' : 'Les habitants dorment.',
      );
      await expect(warning).toHaveCount(0);

      // Removed from the page, and the removal undone, then removed for good.
      await page.goto(`/translationcentre/glossary?lang=${language}`);
      await page.getByLabel(texts.glossary.filter).fill(term);
      await page
        .getByRole('button', { name: texts.glossary.removeLabel.replace('{{term}}', term) })
        .click();
      const removed = page.getByTestId('glossary-removed');
      await expect(removed).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(translation) })).toHaveCount(0);
      await removed.getByRole('button', { name: texts.glossary.undo }).click();
      await expect(page.getByRole('row', { name: new RegExp(translation) })).toBeVisible();
    } finally {
      await forgetTerm(request, term);
    }
  });
}
