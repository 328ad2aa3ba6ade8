import { expect, type Page } from '@playwright/test';
import { appReady, test } from './helpers/test.ts';
import adminEn from '../../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import accountEn from '../../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import accountFr from '../../apps/web/src/features/account/i18n/fr.json' with { type: 'json' };
import encyclopediaFr from '../../apps/web/src/features/encyclopedia/i18n/fr.json' with { type: 'json' };
import homeEn from '../../apps/web/src/features/home/i18n/en.json' with { type: 'json' };
import homeFr from '../../apps/web/src/features/home/i18n/fr.json' with { type: 'json' };
import libraryEn from '../../apps/web/src/features/library/i18n/en.json' with { type: 'json' };
import tcEn from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import tcFr from '../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import shellFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import {
  adminToken,
  createAccount,
  field,
  forgetSession,
  uniqueLogin,
} from './helpers/accounts.ts';
import { openContext, openPage, WIDTHS } from './helpers/pages.ts';

// What a second walk found, on phones and desktops, in English and French.

const HOME = { en: homeEn, fr: homeFr } as const;
const TC = { en: tcEn, fr: tcFr } as const;

/** The text of a catalogue entry with its values put in. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => values[name] ?? '');
}

/** Opens a page and waits until the app has taken it over, so it answers clicks and keys. */
async function openReady(page: Page, path: string) {
  await openPage(page, path);
  await appReady(page);
}

async function inFrench(page: Page) {
  const url = `http://127.0.0.1:${process.env.E2E_PORT}`;
  await page.context().addCookies([{ name: 'language', value: 'fr', url }]);
}

/** Waits two frames, so what a click or a new size changes is drawn. */
const drawn = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

for (const language of ['en', 'fr'] as const) {
  test(`home: on a phone the current version's notes cut short open in place, ${language}`, async ({
    browser,
  }) => {
    const context = await openContext(browser, { language, width: WIDTHS.phone });
    const page = await context.newPage();
    await openReady(page, '/');
    const more = page.getByRole('button', { name: HOME[language].readMore });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const notes = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    const hidden = (el: HTMLElement) => el.scrollHeight - el.clientHeight;
    expect(await notes.evaluate(hidden)).toBeGreaterThan(1);
    await more.click();
    const less = page.getByRole('button', { name: HOME[language].readLess });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(await notes.evaluate(hidden)).toBeLessThanOrEqual(1);
    await less.click();
    await expect(more).toBeVisible();
    await context.close();
  });

  test(`translation centre: the archive button names the language, ${language}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await openContext(browser, { language, width: WIDTHS.desktop });
    await context.addCookies([{ name: 'translation_language', value: 'de', url: baseURL! }]);
    const page = await context.newPage();
    const languages = (await (
      await page.request.get(`/api/translations/?language=${language}`)
    ).json()) as { lang: string; name: string }[];
    const german = languages.find((l) => l.lang === 'de')!.name;
    await openReady(page, '/translationcentre');
    const name = fill(TC[language].overview.download, { language: german });
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await context.close();
  });
}

test('encyclopedia: the highlighted suggestion’s kind reads on its background (fr, phone)', async ({
  browser,
}) => {
  const context = await openContext(browser, { language: 'fr', width: WIDTHS.phone });
  const page = await context.newPage();
  await openReady(page, '/encyclopedia');
  await page.getByRole('combobox', { name: encyclopediaFr.home.searchLabel }).fill('norm');
  const chosen = page.getByRole('option', { selected: true });
  await expect(chosen).toBeVisible();
  await drawn(page);
  const colours = await chosen.evaluate((option) => {
    const kind = option.querySelector('span > span:last-child') ?? option;
    return { text: getComputedStyle(kind).color, back: getComputedStyle(option).backgroundColor };
  });
  expect(contrast(colours.text, colours.back), JSON.stringify(colours)).toBeGreaterThanOrEqual(4.5);
  await context.close();
});

/** WCAG's contrast ratio of two opaque CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b2] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b2!);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('library: the upload page asks a visitor to log in to upload, not to see a list', async ({
  page,
}) => {
  await page.goto('/library/create');
  await expect(page.getByText(libraryEn.form.loginNeeded)).toBeVisible();
  await expect(page.getByText(libraryEn.list.loginNeeded)).toHaveCount(0);
});

test('login: the earlier wrong-password message goes once logged in', async ({ page }) => {
  const login = uniqueLogin('relogin');
  await createAccount(page, { login });
  await forgetSession(page);
  await inFrench(page);
  await page.goto('/user/login');
  await field(page, accountFr.username).fill(login);
  await field(page, accountFr.password).fill('not the password');
  await page.getByRole('button', { name: accountFr.login.submit }).click();
  const refused = page.locator('.mantine-Notification-root', {
    hasText: shellFr.errors.WRONG_PASSWORD,
  });
  await expect(refused).toBeVisible();
  // The pointer resting on the message keeps it open, as a reader's would;
  // the right password is then sent from the keyboard.
  await refused.hover();
  await field(page, accountFr.password).fill('timber clay and village');
  await field(page, accountFr.password).press('Enter');
  await expect(page.getByText(accountFr.messages.loggedIn)).toBeVisible();
  // A message under the pointer never closes by itself: it goes because the login closed it.
  await expect(refused).toHaveCount(0);
});

test('password reset: a used or wrong link says so once', async ({ page }) => {
  await inFrench(page);
  await page.goto('/user/passwordreset?email=nobody%40example.org&key=used-already');
  await field(page, accountFr.newPassword).fill('pottery wheat and windmill');
  await field(page, accountFr.repeatNewPassword).fill('pottery wheat and windmill');
  await page.getByRole('button', { name: accountFr.reset.submit }).click();
  await expect(page.getByRole('link', { name: accountFr.reset.requestAgain })).toBeVisible();
  // The page's message and any notification come from the same answer: both are shown by now.
  await page.waitForTimeout(500);
  expect(await page.getByText(shellFr.errors.INVALID_RESET_KEY).count()).toBe(1);
});

test('logout: nothing asks for the member’s notifications without a session', async ({ page }) => {
  await createAccount(page, { login: uniqueLogin('leaving') });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/user/logout');
  // The member's lists asked for on arrival are answered before the logout is.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: accountEn.logout.confirm, exact: true }).click();
  await expect(page.getByText(accountEn.messages.loggedOut)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test('hall of fame administration: the French interface lists the French lines', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const entries = (await (
    await request.get('/api/hof/admin', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { text_en: string[]; text_fr: string[] }[];
  const entry = entries.find((e) => e.text_fr[1] && e.text_fr[1] !== e.text_en[1])!;
  const context = await openContext(browser, {
    language: 'fr',
    width: WIDTHS.desktop,
    session: 'admin',
  });
  const page = await context.newPage();
  await openReady(page, '/admin/halloffame');
  await expect(page.getByText(entry.text_fr[1]!).first()).toBeVisible();
  await expect(page.getByText(entry.text_en[1]!)).toHaveCount(0);
  await context.close();
});

test('encyclopedia editing: the description and the picture have buttons of their own (fr)', async ({
  browser,
}) => {
  expect(encyclopediaFr.edit.submit).not.toBe(encyclopediaFr.images.upload);
  const context = await openContext(browser, {
    language: 'fr',
    width: WIDTHS.phone,
    session: 'admin',
  });
  const page = await context.newPage();
  await openReady(page, '/encyclopedia/norman/villagers/farmer/edit');
  for (const name of [encyclopediaFr.edit.submit, encyclopediaFr.images.upload]) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
  }
  await context.close();
});

test('releases administration: a download whose archive is missing is told before it is saved', async ({
  browser,
  request,
}) => {
  const context = await openContext(browser, {
    language: 'en',
    width: WIDTHS.desktop,
    session: 'admin',
  });
  const page = await context.newPage();
  await openReady(page, '/admin/releases');
  const version = `0.${Date.now() % 100000}.${process.env.TEST_WORKER_INDEX ?? 0}`;
  await page.getByRole('button', { name: adminEn.releases.new }).click();
  const box = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await box(adminEn.releases.fields.version).fill(version);
  await box(adminEn.releases.fields.url).fill('/php/dlpage.php?file=no-such-archive.zip');
  await box(adminEn.releases.fields.title_en).fill(`Test ${version}`);
  await box(adminEn.releases.fields.title_fr).fill(`Essai ${version}`);
  const save = page.getByRole('button', { name: adminEn.save, exact: true });
  await save.click();
  const warning = page.getByRole('alert').filter({ hasText: 'no-such-archive.zip' });
  await expect(warning).toHaveText(
    fill(adminEn.releases.missingFile_one, { files: 'no-such-archive.zip' }),
  );
  const token = await adminToken(request);
  const listed = async () =>
    (
      (await (
        await request.get('/api/versions/admin', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: number; version: string }[]
    ).filter((r) => r.version === version);
  expect(await listed()).toEqual([]);
  // Told, the administrator may keep the address (the archive may come later).
  await save.click();
  await expect.poll(async () => (await listed()).length).toBe(1);
  for (const release of await listed()) {
    await request.post(`/api/versions/admin/${release.id}/delete`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
  await context.close();
});
