import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import { createAccount, uniqueLogin } from './helpers/accounts.ts';
import { axeViolations, expectNoSidewaysScroll } from './helpers/pages.ts';

// A member not yet confirmed discusses a line of the French strings: each run
// comments on an element of its own and counts from what it finds there, so a
// retry (or the other run) does not change what it expects.

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replace(`{{${name}}}`, String(value)),
    text,
  );

async function commentsOn(request: APIRequestContext, element: string): Promise<number> {
  const res = await request.get('/api/translationsapp/comments/fr/strings');
  expect(res.ok()).toBe(true);
  const { comments } = (await res.json()) as { comments: { element: string }[] };
  return comments.filter((comment) => comment.element === element).length;
}

/** The comments tool's button of an element, as a screen reader names it. */
function toolButton(page: Page, texts: typeof en, element: string, count: number) {
  const label = count > 0 ? fill(texts.comments.open, { count }) : texts.comments.openNone;
  return page
    .getByTestId(`element-${element}`)
    .getByRole('button', { name: fill(texts.comments.openLabel, { label, key: element }) });
}

for (const [language, texts, width, element] of [
  ['fr', fr, 375, 'ui.hire'],
  ['en', en, 1440, 'ui.leave'],
] as const) {
  test(`${language}, ${width} px: a member comments on a line, sees it counted, deletes it and takes it back`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const before = await commentsOn(request, element);
    const login = uniqueLogin('talk');
    await createAccount(page, { login });
    await page.goto(`/translationcentre/files/strings/en/fr?lang=${language}`);

    const open = toolButton(page, texts, element, before);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: texts.comments.title });
    await expect(panel).toBeVisible();

    // From the keyboard: the text, then Ctrl+Enter.
    const body = `${login}: « Embaucher » or « Recruter »?\nThe quest texts say « recruter ».`;
    const input = panel.getByRole('textbox', { name: texts.comments.label });
    await input.fill(body);
    await input.press('Control+Enter');
    const mine = panel.getByTestId('line-comment').filter({ hasText: login });
    await expect(mine).toContainText('« Recruter »?');
    await expect(mine).toContainText(login);
    await expect(input).toHaveValue('');
    await expect(toolButton(page, texts, element, before + 1)).toBeVisible();
    expect(await commentsOn(request, element)).toBe(before + 1);

    // Nothing wider than the screen, and nothing an assistive technology trips on.
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // Deleted, then taken back.
    await mine.getByRole('button', { name: new RegExp(`^${texts.comments.delete}`) }).click();
    const undo = panel.getByRole('button', { name: new RegExp(`^${texts.comments.undo}`) });
    await expect(undo).toBeFocused();
    await expect(panel).toContainText(texts.comments.deleted);
    await expect(toolButton(page, texts, element, before)).toBeVisible();
    expect(await commentsOn(request, element)).toBe(before);
    await page.keyboard.press('Enter');
    await expect(mine).toContainText('« Recruter »?');
    await expect(panel).not.toContainText(texts.comments.deleted);
    await expect(toolButton(page, texts, element, before + 1)).toBeVisible();

    // Read again from the server: still there.
    await page.reload();
    const again = toolButton(page, texts, element, before + 1);
    await again.click();
    await expect(
      page.getByRole('region', { name: texts.comments.title }).getByTestId('line-comment'),
    ).toHaveCount(before + 1);
  });
}
