import { expect, test } from '@playwright/test';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
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
  await page.getByRole('link', { name: en.account.links.requestnewpassword }).click();
  await field(page, en.account.email).fill(email);
  await page.getByRole('button', { name: en.account.request.submit }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(en.account.messages.resetRequested)).toBeVisible();

  let link: string | null = null;
  await expect.poll(() => (link = newestResetLink(email)), { timeout: 10_000 }).not.toBeNull();
  await page.goto(link ?? '');
  await expect(page.getByText(email)).toBeVisible();
  await field(page, en.account.newPassword).fill(newPassword);
  await field(page, en.account.repeatNewPassword).fill(newPassword);
  await page.getByRole('button', { name: en.account.reset.submit }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(en.account.messages.passwordReset)).toBeVisible();
  await expect(userMenu(page)).toContainText(login);

  // The link works once.
  await forgetSession(page);
  await page.goto(link ?? '');
  await field(page, en.account.newPassword).fill(STRONG_PASSWORD);
  await field(page, en.account.repeatNewPassword).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: en.account.reset.submit }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: en.errors.INVALID_RESET_KEY }),
  ).toBeVisible();

  await page.goto('/user/login');
  await field(page, en.account.username).fill(login);
  await field(page, en.account.password).fill(newPassword);
  await page.getByRole('button', { name: en.account.login.submit }).click();
  await expect(page.getByText(en.account.messages.loggedIn)).toBeVisible();
  await expect(userMenu(page)).toContainText(login);
});

test('a password change keeps the user logged in with a fresh token', async ({ page }) => {
  const login = uniqueLogin('change');
  const newPassword = 'thatched roof and lantern';
  await createAccount(page, { login });
  const before = await page.evaluate(() => window.localStorage.getItem('millenaire_token'));

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: en.user.passwordchange }).click();
  await field(page, en.account.oldPassword).fill(STRONG_PASSWORD);
  await field(page, en.account.newPassword).fill(newPassword);
  await field(page, en.account.repeatNewPassword).fill(newPassword);
  await page.getByRole('button', { name: en.account.change.submit }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(en.account.messages.passwordChanged)).toBeVisible();

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
