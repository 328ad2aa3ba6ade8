import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import {
  adminToken,
  appCode,
  createAccount,
  field,
  forgetSession,
  STRONG_PASSWORD,
  uniqueLogin,
} from './helpers/accounts.ts';
import { axeViolations, openContext, WIDTHS } from './helpers/pages.ts';
import accountEn from '../../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import accountFr from '../../apps/web/src/features/account/i18n/fr.json' with { type: 'json' };
import adminEn from '../../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import adminFr from '../../apps/web/src/features/admin/i18n/fr.json' with { type: 'json' };

const SETTINGS = [
  { language: 'en', width: WIDTHS.phone, texts: accountEn, admin: adminEn },
  { language: 'fr', width: WIDTHS.desktop, texts: accountFr, admin: adminFr },
] as const;

type Texts = (typeof SETTINGS)[number]['texts'];

/** Turns two-step sign-in on from its page, as a member does with a phone: the secret and the codes. */
async function turnOn(page: Page, texts: Texts) {
  await page.getByRole('button', { name: texts.secondFactor.start }).click();
  await expect(page.getByRole('img', { name: texts.secondFactor.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId('second-factor-key').innerText()).replace(/\s/g, '');
  await field(page, texts.secondFactor.code).fill(await appCode(secret));
  await page.getByRole('button', { name: texts.secondFactor.turnOn }).click();
  const list = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(list).toHaveCount(10);
  const codes = await list.allInnerTexts();
  return { secret, codes };
}

/** The login page's two steps: the password, then a code. */
async function logIn(page: Page, texts: Texts, login: string, code: string) {
  await field(page, texts.username).fill(login);
  await field(page, texts.password).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: texts.login.submit }).click();
  await expect(page.getByText(texts.loginCode.intro)).toBeVisible();
  await field(page, texts.loginCode.code).fill(code);
  await page.getByRole('button', { name: texts.loginCode.submit }).click();
}

for (const { language, width, texts } of SETTINGS) {
  test(`a member sets up two-step sign-in, then logs in with a code and with a recovery code (${language}, ${width} px)`, async ({
    browser,
    page: signUp,
  }) => {
    const login = uniqueLogin('twostep');
    await createAccount(signUp, { login });
    const context = await openContext(browser, { language, width });
    const page = await context.newPage();
    await page.goto('/user/login');
    await field(page, texts.username).fill(login);
    await field(page, texts.password).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: texts.login.submit }).click();
    await expect(page.getByText(texts.messages.loggedIn)).toBeVisible();
    await page.goto('/user/secondfactor');
    await expect(page.getByText(texts.secondFactor.off)).toBeVisible();
    const { secret, codes } = await turnOn(page, texts);
    expect(new Set(codes).size).toBe(10);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: texts.secondFactor.kept }).click();
    await expect(page.getByRole('main').getByText(texts.secondFactor.on)).toBeVisible();

    // The password alone no longer opens the account: the code of the next 30 seconds does
    // (the one that turned it on cannot serve twice).
    await forgetSession(page);
    await page.goto('/user/login');
    await logIn(page, texts, login, await appCode(secret, 1));
    await expect(page.getByText(texts.messages.loggedIn)).toBeVisible();

    // A lost phone: a recovery code opens it once.
    await forgetSession(page);
    await page.goto('/user/login');
    await logIn(page, texts, login, codes[2]!);
    await expect(page.getByText(texts.messages.loggedIn)).toBeVisible();
    await page.goto('/user/secondfactor');
    await expect(
      page.getByText(texts.secondFactor.codesLeft_other.replace('{{count}}', '9')),
    ).toBeVisible();
    await context.close();
  });
}

for (const { language, width, texts, admin } of SETTINGS) {
  test(`an administrator without a second factor is sent to set one up, then on to the page (${language}, ${width} px)`, async ({
    browser,
    page: signUp,
  }) => {
    const login = uniqueLogin('newadmin');
    await createAccount(signUp, { login });
    const { id } = (await (
      await signUp.request.get('/api/users/me', {
        headers: {
          authorization: `Bearer ${await signUp.evaluate(() => localStorage.getItem('millenaire_token'))}`,
        },
      })
    ).json()) as { id: number };
    const promoted = await signUp.request.post(`/api/users/${id}`, {
      headers: { authorization: `Bearer ${await adminToken(signUp.request)}` },
      data: { accountlevel: 'admin' },
    });
    expect(promoted.ok()).toBe(true);

    const context = await openContext(browser, { language, width });
    const page = await context.newPage();
    await page.goto('/user/login?continue=%2Fadmin%2Freleases');
    await field(page, texts.username).fill(login);
    await field(page, texts.password).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: texts.login.submit }).click();
    await expect(page).toHaveURL(/\/user\/secondfactor\?continue=%2Fadmin%2Freleases$/);
    await expect(page.getByText(texts.secondFactor.required)).toBeVisible();
    await turnOn(page, texts);
    await page.getByRole('button', { name: texts.secondFactor.kept }).click();
    await expect(page).toHaveURL(/\/admin\/releases$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(admin.pages.releases);
    await expect(page.getByText(texts.secondFactorNeeded.title)).toHaveCount(0);
    await context.close();
  });
}

test('an administration page tells an administrator without a second factor how to get one (fr, phone)', async ({
  browser,
  page: signUp,
}) => {
  const login = uniqueLogin('heldback');
  await createAccount(signUp, { login });
  const token = await signUp.evaluate(() => localStorage.getItem('millenaire_token'));
  const { id } = (await (
    await signUp.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number };
  await signUp.request.post(`/api/users/${id}`, {
    headers: { authorization: `Bearer ${await adminToken(signUp.request)}` },
    data: { accountlevel: 'admin' },
  });
  const context = await openContext(browser, { language: 'fr', width: WIDTHS.phone });
  const page = await context.newPage();
  await page.goto('/');
  // Its session renews to the new level at start; the token then says what is missing.
  await page.evaluate((value) => localStorage.setItem('millenaire_token', value!), token);
  await page.goto('/user/admin');
  await expect(page.getByText(accountFr.secondFactorNeeded.title)).toBeVisible();
  await expect(
    page.getByRole('link', { name: accountFr.secondFactorNeeded.action }),
  ).toHaveAttribute('href', '/user/secondfactor?continue=%2Fuser%2Fadmin');
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('an administrator resets a member’s two-step sign-in, and the moderation log keeps it (en, desktop)', async ({
  browser,
}) => {
  const context = await openContext(browser, { language: 'en', width: WIDTHS.desktop });
  const page = await context.newPage();
  const login = uniqueLogin('lostphone');
  await createAccount(page, { login });
  await page.goto('/user/secondfactor');
  await turnOn(page, accountEn);
  await forgetSession(page);
  const token = await adminToken(page.request);
  await page.evaluate((value) => localStorage.setItem('millenaire_token', value), token);
  await page.goto(`/user/admin?q=${login}`);
  await page
    .getByRole('button', {
      name: accountEn.admin.resetSecondFactorOf.replace('{{login}}', login),
    })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(accountEn.admin.resetDialog.text);
  await dialog.getByRole('button', { name: accountEn.admin.resetDialog.confirm }).click();
  await expect(page.getByText(accountEn.admin.resetDone.replace('{{login}}', login))).toBeVisible();
  const entry = page.getByTestId('moderation-entry').filter({ hasText: login });
  await expect(entry).toContainText(accountEn.admin.log['second-factor-reset']);

  // The password alone opens the account again.
  await forgetSession(page);
  const answer = await page.request.post('/api/users/loginuser', {
    data: { username: login, password: STRONG_PASSWORD },
  });
  expect(Object.keys((await answer.json()) as object)).toEqual(['token']);
  await context.close();
});
