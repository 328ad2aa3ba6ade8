import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import accountEn from '../../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import centreEn from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import {
  menuButton,
  adminToken,
  createAccount,
  field,
  STRONG_PASSWORD,
  uniqueLogin,
  userMenu,
} from './helpers/accounts.ts';

// What a user sees when the account changes behind the page: a promotion by an
// administrator, a logout on another device, a password change elsewhere. The
// translations written here are Spanish and Italian, which no other test reads.

const roleLabel = (login: string, role: keyof typeof en.user.roles) =>
  en.user.withRole.replace('{{login}}', login).replace('{{role}}', en.user.roles[role]);

const line = (page: Page, key: string) =>
  page.getByRole('textbox', { name: `Translation of ${key}, line 1` });

/**
 * Nothing of the kind on the page now nor a moment later. A retrying check would
 * also pass once a notification has closed by itself, which is not "never shown".
 */
async function expectNever(locator: Locator): Promise<void> {
  await locator.page().waitForTimeout(500);
  expect(await locator.count()).toBe(0);
}

const heldToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('millenaire_token') ?? '');

async function accountId(page: Page): Promise<number> {
  const me = await page.request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${await heldToken(page)}` },
  });
  return ((await me.json()) as { id: number }).id;
}

async function setLevel(page: Page, id: number, accountlevel: string): Promise<void> {
  const changed = await page.request.post(`/api/users/${id}`, {
    data: { accountlevel },
    headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
  });
  expect(changed.ok()).toBe(true);
}

/** A token of another device: a login through the API, as a second browser would. */
async function otherDevice(page: Page, login: string): Promise<string> {
  const answer = await page.request.post('/api/users/loginuser', {
    data: { username: login, password: STRONG_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** The tab goes to the back behind another one (not of this site), then comes to the front. */
async function leaveAndComeBack(page: Page): Promise<void> {
  const other = await page.context().newPage();
  await other.goto('about:blank');
  await other.close();
  await page.bringToFront();
  // Headless Chromium does not always tell a tab it lost the focus: say it came back.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Account creation is limited per address: the tests that need no fresh
// member share one, confirmed, logged in again through the API each time.
let member: string | undefined;

async function asConfirmedMember(page: Page, language: 'en' | 'fr' = 'en'): Promise<string> {
  if (member === undefined) {
    const login = uniqueLogin('member');
    await createAccount(page, { login });
    await setLevel(page, await accountId(page), 'confirmed');
    member = login;
  }
  await page.context().addCookies([{ name: 'language', value: language, url: BASE_URL }]);
  const token = await otherDevice(page, member);
  await page.goto('/history');
  await page.evaluate((value) => {
    window.localStorage.setItem('millenaire_token', value);
    document.cookie = `millenaire_token=${value}; path=/; SameSite=Lax`;
  }, token);
  await page.reload();
  await expect(menuIn(page, language)).toContainText(member);
  return member;
}

/** The account menu, named in the page's language. */
const menuIn = (page: Page, language: 'en' | 'fr') =>
  menuButton(page, new RegExp((language === 'en' ? en : fr).user.menu));

test('a promotion takes effect when the tab comes back and on reload, without logging in again', async ({
  page,
}) => {
  const login = uniqueLogin('promoted');
  await createAccount(page, { login });
  const id = await accountId(page);
  await page.goto('/translationcentre/files/strings/en/es');
  await expect(page.getByTestId('readonly-notice')).toBeVisible();
  await expect(userMenu(page)).toHaveAttribute('title', roleLabel(login, 'new'));

  await setLevel(page, id, 'confirmed');
  await leaveAndComeBack(page);
  await expect(page.getByTestId('readonly-notice')).toHaveCount(0);
  await expect(userMenu(page)).toHaveAttribute('title', roleLabel(login, 'confirmed'));
  await line(page, 'ui.trade').fill(`Comercio ${Date.now()}`);
  await page.getByRole('button', { name: centreEn.editor.save }).click();
  await expect(page.getByText(centreEn.saved).first()).toBeVisible();
  await expectNever(page.getByText(en.errors.UNAUTHORIZED));

  await setLevel(page, id, 'admin');
  await page.reload();
  await expect(userMenu(page)).toHaveAttribute('title', roleLabel(login, 'admin'));
  await expect(page.getByTestId('readonly-notice')).toHaveCount(0);
});

test('a logout on another device ends the session with a message, in every open tab', async ({
  page,
}) => {
  const login = await asConfirmedMember(page, 'en');
  await page.goto('/library');
  const secondTab = await page.context().newPage();
  await secondTab.goto('/history');
  await expect(userMenu(secondTab)).toContainText(login);
  const elsewhere = await otherDevice(page, login);
  const out = await page.request.post('/api/users/logout', {
    headers: { Authorization: `Bearer ${elsewhere}` },
  });
  expect(out.ok()).toBe(true);

  await leaveAndComeBack(page);
  await expect(page.getByText(en.session.ended)).toBeVisible();
  await expect(userMenu(page)).not.toContainText(login);
  expect(await heldToken(page)).toBe('');
  // The other tab learnt it from this one: it says so too.
  await expect(secondTab.getByText(en.session.ended)).toBeVisible();
  await expect(userMenu(secondTab)).not.toContainText(login);
});

test('a password change elsewhere ends the session here, said in French', async ({ page }) => {
  const login = await asConfirmedMember(page, 'fr');
  // The page's own calls as a member (its notifications) done first: the reload is what finds out.
  await page.waitForLoadState('networkidle');
  const elsewhere = await otherDevice(page, login);
  const id = await accountId(page);
  const changeTo = async (token: string, oldpassword: string, password: string) => {
    const answer = await page.request.post(`/api/users/${id}/password`, {
      data: { oldpassword, password },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { token: string }).token;
  };
  // Changed and changed back: the account keeps its password for the other tests.
  const fresh = await changeTo(elsewhere, STRONG_PASSWORD, 'mill wheel and granary');
  await changeTo(fresh, 'mill wheel and granary', STRONG_PASSWORD);

  await page.reload();
  await expect(page.getByText(fr.session.ended)).toBeVisible();
  await expect(menuIn(page, 'fr')).not.toContainText(login);
});

test('unsaved translation lines survive a session ended elsewhere and the new login', async ({
  page,
}) => {
  const login = await asConfirmedMember(page);
  const stamp = Date.now().toString(36);
  await page.goto('/translationcentre/files/strings/en/it');
  await line(page, 'ui.hire').fill(`Assumere ${stamp}`);
  await line(page, 'ui.leave').fill(`Lasciare ${stamp}`);
  await expect(page.getByText('Unsaved changes: 2')).toBeVisible();

  const elsewhere = await otherDevice(page, login);
  await page.request.post('/api/users/logout', {
    headers: { Authorization: `Bearer ${elsewhere}` },
  });
  await page.getByRole('button', { name: centreEn.editor.save }).click();
  await expect(page.getByText(en.session.ended)).toBeVisible();
  await expectNever(page.getByText(en.errors.UNAUTHORIZED));
  await expect(page.getByTestId('kept-draft')).toBeVisible();
  await expect(page.getByTestId('element-ui.hire')).toContainText(`Assumere ${stamp}`);

  await userMenu(page).click();
  await page.getByRole('link', { name: en.user.login }).click();
  await field(page, accountEn.username).fill(login);
  await field(page, accountEn.password).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: accountEn.login.submit }).click();
  await expect(page).toHaveURL('/translationcentre/files/strings/en/it');
  await expect(page.getByText(en.session.ended)).toHaveCount(0);
  await expect(line(page, 'ui.hire')).toHaveValue(`Assumere ${stamp}`);
  await expect(line(page, 'ui.leave')).toHaveValue(`Lasciare ${stamp}`);
  await expect(page.getByText('Unsaved changes: 2')).toBeVisible();

  await page.getByRole('button', { name: centreEn.editor.save }).click();
  await expect(page.getByText(centreEn.saved).first()).toBeVisible();
  // Saved, the lines are no longer kept aside: a reload shows the file as saved.
  await page.reload();
  await expect(line(page, 'ui.hire')).toHaveValue(`Assumere ${stamp}`);
  await expect(page.getByText('Unsaved changes: 0')).toBeVisible();
});

test('a wrong current password is told once, on its field', async ({ page }) => {
  await asConfirmedMember(page);
  await page.goto('/user/passwordchange');
  await field(page, accountEn.oldPassword).fill('not my password at all');
  await field(page, accountEn.newPassword).fill('thatched roof and lantern');
  await field(page, accountEn.repeatNewPassword).fill('thatched roof and lantern');
  await page.getByRole('button', { name: accountEn.change.submit }).click();
  await expect(page.getByText(accountEn.change.wrongOld)).toBeVisible();
  await expectNever(page.getByText(en.errors.WRONG_PASSWORD));
  await expectNever(page.getByRole('alert'));
});
