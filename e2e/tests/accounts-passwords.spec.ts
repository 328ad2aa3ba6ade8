import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import accountEn from '../../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import {
  createAccount,
  field,
  forgetSession,
  newestResetLink,
  STRONG_PASSWORD,
  uniqueLogin,
  userMenu,
} from './helpers/accounts.ts';

test('a password reset by e-mail, from request to logging in with the new password', async ({
  page,
}) => {
  // The longest flow of the suite: two password hashes, a mail and four page loads.
  test.slow();
  const login = uniqueLogin('reset');
  const email = `${login.toLowerCase()}@example.org`;
  const newPassword = 'pottery wheat and windmill';
  await createAccount(page, { login, email });
  await forgetSession(page);

  await page.goto('/user/login');
  await page.getByRole('link', { name: accountEn.links.requestnewpassword }).click();
  await field(page, accountEn.email).fill(email);
  await page.getByRole('button', { name: accountEn.request.submit }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(accountEn.messages.resetRequested)).toBeVisible();

  let link: string | null = null;
  await expect.poll(() => (link = newestResetLink(email)), { timeout: 20_000 }).not.toBeNull();
  await page.goto(link ?? '');
  await expect(page.getByText(email)).toBeVisible();
  await field(page, accountEn.newPassword).fill(newPassword);
  await field(page, accountEn.repeatNewPassword).fill(newPassword);
  await page.getByRole('button', { name: accountEn.reset.submit }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(accountEn.messages.passwordReset)).toBeVisible();
  await expect(userMenu(page)).toContainText(login);

  // The link works once.
  await forgetSession(page);
  await page.goto(link ?? '');
  await field(page, accountEn.newPassword).fill(STRONG_PASSWORD);
  await field(page, accountEn.repeatNewPassword).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: accountEn.reset.submit }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: en.errors.INVALID_RESET_KEY }),
  ).toBeVisible();

  await page.goto('/user/login');
  await field(page, accountEn.username).fill(login);
  await field(page, accountEn.password).fill(newPassword);
  await page.getByRole('button', { name: accountEn.login.submit }).click();
  await expect(page.getByText(accountEn.messages.loggedIn)).toBeVisible();
  await expect(userMenu(page)).toContainText(login);
});

test('a password change keeps the user logged in with a fresh token', async ({ page }) => {
  const login = uniqueLogin('change');
  const newPassword = 'thatched roof and lantern';
  await createAccount(page, { login });
  const before = await page.evaluate(() => window.localStorage.getItem('millenaire_token'));

  await userMenu(page).click();
  await page.getByRole('link', { name: en.user.passwordchange }).click();
  await field(page, accountEn.oldPassword).fill(STRONG_PASSWORD);
  await field(page, accountEn.newPassword).fill(newPassword);
  await field(page, accountEn.repeatNewPassword).fill(newPassword);
  await page.getByRole('button', { name: accountEn.change.submit }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(accountEn.messages.passwordChanged)).toBeVisible();

  const after = await page.evaluate(() => window.localStorage.getItem('millenaire_token'));
  expect(after).not.toBe(before);
  const me = await page.request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${after}` },
  });
  expect(await me.json()).toMatchObject({ login });
  // The change ended the older session.
  const old = await page.request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${before}` },
  });
  expect(old.status()).toBe(401);
});
