import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import accountEn from '../../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import {
  createAccount,
  field,
  loginAsAdmin,
  STRONG_PASSWORD,
  strengthText,
  uniqueLogin,
  userMenu,
} from './helpers/accounts.ts';

const roleLabel = (login: string, role: keyof typeof en.user.roles) =>
  en.user.withRole.replace('{{login}}', login).replace('{{role}}', en.user.roles[role]);

test('creating an account solves the real captcha and ends logged in at /', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const login = uniqueLogin('new');
  await page.goto('/history');
  await userMenu(page).click();
  await page.getByRole('link', { name: en.user.createaccount }).click();
  await expect(page).toHaveURL('/user/createaccount');

  await field(page, accountEn.username).fill(login);
  await field(page, accountEn.password).fill(STRONG_PASSWORD);
  await field(page, accountEn.repeatPassword).fill(STRONG_PASSWORD);
  // Focusing the form started the proof of work; the widget says when it is done.
  await expect(page.getByText(accountEn.captcha.verified)).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: accountEn.create.submit }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText(accountEn.messages.accountCreated)).toBeVisible();
  await expect(userMenu(page)).toHaveAttribute('title', roleLabel(login, 'new'));
  const stored = await page.evaluate(() => window.localStorage.getItem('millenaire_token'));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'millenaire_token');
  expect(cookie).toMatchObject({ value: stored, path: '/', sameSite: 'Lax' });
  // The cookie ends with the token: 30 days from now.
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  expect(problems).toEqual([]);
});

test('logging out and in again each go back one page', async ({ page }) => {
  const login = uniqueLogin('back');
  await createAccount(page, { login });
  await page.goto('/history');

  await userMenu(page).click();
  await page.getByRole('link', { name: en.user.logout }).click();
  await page.getByRole('button', { name: accountEn.logout.confirm }).click();
  await expect(page).toHaveURL('/history');
  await expect(page.getByText(accountEn.messages.loggedOut)).toBeVisible();
  await expect(userMenu(page)).toContainText(en.user.guest);
  expect(await page.evaluate(() => window.localStorage.getItem('millenaire_token'))).toBeNull();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('millenaire_token');

  await userMenu(page).click();
  await page.getByRole('link', { name: en.user.login }).click();
  await field(page, accountEn.username).fill(login);
  await field(page, accountEn.password).fill('not the password');
  await page.getByRole('button', { name: accountEn.login.submit }).click();
  // Said on the password field and in a notification.
  await expect(page.getByText(en.errors.WRONG_PASSWORD).first()).toBeVisible();
  await expect(page).toHaveURL('/user/login');

  await field(page, accountEn.password).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: accountEn.login.submit }).click();
  await expect(page).toHaveURL('/history');
  await expect(page.getByText(accountEn.messages.loggedIn)).toBeVisible();
  await expect(userMenu(page)).toHaveAttribute('title', roleLabel(login, 'new'));
});

test('pages for visitors only send logged-in users to /', async ({ page, request }) => {
  await loginAsAdmin(page, request);
  for (const path of [
    '/user/login',
    '/user/createaccount',
    '/user/requestnewpassword',
    '/user/passwordreset?email=a%40b.org&key=k',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
  await page.goto('/user/passwordchange');
  await expect(page).toHaveURL('/user/passwordchange');
});

test('pages for logged-in users send visitors to /', async ({ page }) => {
  for (const path of ['/user/passwordchange', '/user/logout']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
  await page.goto('/user/login');
  await expect(page).toHaveURL('/user/login');
});

test('the strength meter grades the password and gates the Create button', async ({ page }) => {
  await page.goto('/user/createaccount');
  const password = field(page, accountEn.password);
  const create = page.getByRole('button', { name: accountEn.create.submit });
  await field(page, accountEn.username).fill(uniqueLogin('meter'));
  await password.fill('abc');
  await expect(page.getByText(strengthText('tooShort'))).toBeVisible();
  await password.fill('password1');
  await expect(page.getByText(strengthText('veryWeak'))).toBeVisible();
  await field(page, accountEn.repeatPassword).fill('password1');
  await expect(page.getByText(accountEn.captcha.verified)).toBeVisible({ timeout: 40_000 });
  // Everything filled, but a weak password counts as none.
  await expect(create).toBeDisabled();

  await password.fill(STRONG_PASSWORD);
  await expect(page.getByText(strengthText('veryStrong'))).toBeVisible();
  await expect(page.getByText(accountEn.passwordsDiffer)).toBeVisible();
  await expect(create).toBeDisabled();
  await field(page, accountEn.repeatPassword).fill(STRONG_PASSWORD);
  await expect(create).toBeEnabled();
});

test('an administrator changes a level, and it stays after a reload', async ({
  page,
  browser,
  request,
}) => {
  const login = uniqueLogin('level');
  const member = await browser.newContext();
  await createAccount(await member.newPage(), { login });
  await member.close();

  await loginAsAdmin(page, request);
  await page.goto('/user/admin');
  const level = page.getByRole('combobox', {
    name: accountEn.admin.levelOf.replace('{{login}}', login),
  });
  await expect(level).toHaveValue(accountEn.admin.levels.new);
  // Once in a run of the suite the list's dropdown closed between its opening
  // and the choice (the list drawn again as data arrived): open it again then.
  await expect(async () => {
    await level.click();
    await page
      .getByRole('option', { name: accountEn.admin.levels.confirmed })
      .click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(accountEn.messages.userUpdated)).toBeVisible();

  await page.reload();
  await expect(level).toHaveValue(accountEn.admin.levels.confirmed);
});
