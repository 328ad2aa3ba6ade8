import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import accountEn from '../../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import accountFr from '../../apps/web/src/features/account/i18n/fr.json' with { type: 'json' };
import {
  createAccount,
  field,
  forgetSession,
  loginAsAdmin,
  STRONG_PASSWORD,
  uniqueLogin,
  userMenu,
} from './helpers/accounts.ts';

type AccountTexts = typeof accountEn;

const named = (text: string, login: string) => text.replace('{{login}}', login);

/** Logs in through the login page in the page's language. */
async function logIn(page: Page, texts: AccountTexts, login: string): Promise<void> {
  await page.goto('/user/login');
  await field(page, texts.username).fill(login);
  await field(page, texts.password).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: texts.login.submit }).click();
}

test('an administrator suspends an account: its session ends and it cannot log in until reinstated', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two sessions, two languages and a solved captcha: more than one page's work.
  test.slow();
  const login = uniqueLogin('suspended');
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await createAccount(memberPage, { login });
  const token = await memberPage.evaluate(() => window.localStorage.getItem('millenaire_token'));

  await loginAsAdmin(page, request);
  await page.goto(`/user/admin?q=${login}`);
  await page.getByRole('button', { name: named(accountEn.admin.suspendLogin, login) }).click();
  const dialog = page.getByRole('dialog', {
    name: named(accountEn.admin.suspendDialog.title, login),
  });
  await dialog.getByRole('button', { name: accountEn.admin.suspendDialog.confirm }).click();
  await expect(page.getByText(named(accountEn.messages.userSuspended, login))).toBeVisible();
  await expect(page.getByText(accountEn.admin.suspended, { exact: true })).toBeVisible();

  // The member's very next request is refused, and the page says the session ended.
  const me = await memberPage.request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
  await memberPage.reload();
  await expect(memberPage.getByText(en.session.ended)).toBeVisible();
  await expect(userMenu(memberPage)).not.toContainText(login);

  // The right password is told the account is suspended, in English and in French.
  await forgetSession(memberPage);
  await logIn(memberPage, accountEn, login);
  await expect(memberPage.getByText(en.errors.ACCOUNT_SUSPENDED).first()).toBeVisible();
  await expect(memberPage).toHaveURL('/user/login');
  await member.addCookies([{ name: 'language', value: 'fr', url: baseURL! }]);
  await logIn(memberPage, accountFr as AccountTexts, login);
  await expect(memberPage.getByText(fr.errors.ACCOUNT_SUSPENDED).first()).toBeVisible();

  await page.getByRole('button', { name: named(accountEn.admin.reinstateLogin, login) }).click();
  await expect(page.getByText(named(accountEn.messages.userReinstated, login))).toBeVisible();
  await expect(page.getByText(accountEn.admin.suspended, { exact: true })).toHaveCount(0);

  await member.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await logIn(memberPage, accountEn, login);
  await expect(memberPage.getByText(accountEn.messages.loggedIn)).toBeVisible();
  await expect(userMenu(memberPage)).toContainText(login);
  await member.close();
});
