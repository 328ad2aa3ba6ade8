import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import siteEn from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import siteFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import { adminToken, createAccount, STRONG_PASSWORD, uniqueLogin } from './helpers/accounts.ts';
import { axeViolations, expectNoSidewaysScroll } from './helpers/pages.ts';

// A member not yet confirmed suggests lines of the Dutch strings, which no
// other browser test writes; a translator accepts one and rejects the other.
// Each run suggests for elements of its own, with its own login in the text,
// so a retry (or the other run) does not change what it expects.

const EDITOR = '/translationcentre/files/strings/en/nl';

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replace(`{{${name}}}`, String(value)),
    text,
  );

const heldToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('millenaire_token') ?? '');

async function useToken(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('millenaire_token', value);
    document.cookie = `millenaire_token=${value}; path=/; SameSite=Lax`;
  }, token);
}

/** A new account made a translator (confirmed) by the administrator: its login and a fresh token. */
async function newTranslator(page: Page): Promise<{ login: string; token: string }> {
  const login = uniqueLogin('translator');
  await createAccount(page, { login });
  const me = await page.request.get('/api/users/me', {
    headers: { authorization: `Bearer ${await heldToken(page)}` },
  });
  const { id } = (await me.json()) as { id: number };
  const changed = await page.request.post(`/api/users/${id}`, {
    data: { accountlevel: 'confirmed' },
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
  });
  expect(changed.ok()).toBe(true);
  const answer = await page.request.post('/api/users/loginuser', {
    data: { username: login, password: STRONG_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  return { login, token: ((await answer.json()) as { token: string }).token };
}

for (const [language, texts, site, width, accepted, rejected] of [
  ['fr', fr, siteFr, 375, 'ui.hire', 'ui.leave'],
  ['en', en, siteEn, 1440, 'ui.projects', 'ui.noroom'],
] as const) {
  test(`${language}, ${width} px: a member suggests, a translator accepts one and rejects the other, the member is told`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Both accounts first, while the site speaks English (the sign-up helper reads its menu).
    const translator = await newTranslator(page);
    const author = uniqueLogin('idea');
    await createAccount(page, { login: author });
    const authorToken = await heldToken(page);
    await page.goto(`${EDITOR}?lang=${language}`);
    await expect(page.getByTestId('readonly-notice')).toBeVisible();

    // From the keyboard: the tool's button, the line, Enter.
    const suggest = async (element: string, value: string) => {
      const row = page.getByTestId(`element-${element}`);
      const open = row.getByRole('button', {
        name: fill(texts.memberSuggestions.openLabel, { key: element }),
      });
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      const field = row.getByRole('textbox', {
        name: fill(texts.memberSuggestions.lineLabel, { line: 1, key: element }),
      });
      await field.fill(value);
      await field.press('Enter');
      await expect(page.getByTestId(`member-suggestions-${element}`)).toContainText(value);
      await expect(field).toHaveCount(0);
    };
    const good = `Huren ${author}`;
    const bad = `Weggaan ${author}`;
    await suggest(accepted, good);
    await suggest(rejected, bad);

    // Nothing wider than the screen, and nothing an assistive technology trips on.
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // A translator accepts the first as it is and rejects the second with a reason.
    await useToken(page, translator.token);
    await page.goto(`${EDITOR}?lang=${language}`);
    await expect(page.getByTestId('readonly-notice')).toHaveCount(0);
    const mine = (element: string) =>
      page
        .getByTestId(`member-suggestions-${element}`)
        .locator('[data-testid^="member-suggestion-"]')
        .filter({ hasText: author });
    const who = (element: string) => ({ author, key: element });
    await mine(accepted)
      .getByRole('button', {
        name: fill(texts.memberSuggestions.acceptLabel, who(accepted)),
        exact: true,
      })
      .click();
    await expect(mine(accepted)).toHaveCount(0);
    const line = page.getByRole('textbox', {
      name: fill(texts.editor.lineLabel, { key: accepted, line: 1 }),
    });
    await expect(line).toHaveValue(good);

    await mine(rejected)
      .getByRole('button', {
        name: fill(texts.memberSuggestions.rejectLabel, who(rejected)),
        exact: true,
      })
      .click();
    const reason = `Te lang (${translator.login}).`;
    await mine(rejected)
      .getByRole('textbox', { name: texts.memberSuggestions.reason })
      .fill(reason);
    await mine(rejected)
      .getByRole('button', { name: texts.memberSuggestions.confirmReject })
      .click();
    await expect(mine(rejected)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The history credits the suggestion's author.
    await page.goto(`/translationcentre/history/strings/nl?lang=${language}`);
    await expect(page.getByText(author).first()).toBeVisible();

    // The author hears of both decisions.
    await useToken(page, authorToken);
    await page.goto(`/user/notifications?lang=${language}`);
    const told = page.getByTestId('notification');
    const prefix = fill(site.following.line.suggestion_one, { title: '' });
    await expect(told.filter({ hasText: `${prefix}strings (nl), ${accepted}` })).toHaveCount(1);
    await expect(told.filter({ hasText: reason })).toHaveCount(1);
    await expect(told.filter({ hasText: reason })).toContainText(rejected);
  });
}
