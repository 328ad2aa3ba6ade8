import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import en from '../../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import accountEn from '../../../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import { ADMIN_PASSWORD } from '../../server.ts';

export const STRONG_PASSWORD = 'timber clay and village';

/** A login no other test uses: the suite runs on two workers against one site. */
export function uniqueLogin(prefix: string): string {
  // No letter twice in a row: a random 'bbb' or 'ii' would read as a typing slip to the typography checks.
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(
    /(.)\1+/g,
    '$1',
  );
  return `${prefix}-${suffix}`.slice(0, 32);
}

/** A form field by its exact label (required fields' asterisks are not part of it). */
export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** A header menu's button (a disclosure's summary), by the words it holds. */
export function menuButton(page: Page, words: string | RegExp): Locator {
  return page.locator('header summary').filter({ hasText: words });
}

/** The account menu's button, in English. */
export function userMenu(page: Page): Locator {
  return menuButton(page, new RegExp(en.user.menu));
}

export function strengthText(label: keyof typeof accountEn.strength): string {
  return accountEn.strength.label.replace('{{label}}', accountEn.strength[label]);
}

interface NewAccount {
  login: string;
  password?: string;
  email?: string;
}

/**
 * Creates an account as the create-account page does (a captcha challenge
 * from the site, solved here rather than by the widget, then the creation
 * call) and ends logged in at /, the token stored as the app stores it. The
 * page's own flow is tested in accounts.spec.ts; elsewhere an account is only
 * a means. Account creation is limited to 20 an hour per address, so tests
 * create only the accounts they need.
 */
let signUps = 0;
/** A documentation address (TEST-NET-2) no other sign-up of this worker has used. */
const signUpAddress = () => `198.51.100.${(process.pid + ++signUps * 7) % 250}`;

export async function createAccount(page: Page, account: NewAccount): Promise<void> {
  const challenge = (await (await page.request.get('/api/users/captcha')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const created = await page.request.post('/api/users/createaccount/', {
    // An address of its own (the site under test trusts the proxy's header):
    // the suite creates more accounts than one address may in an hour.
    headers: { 'x-forwarded-for': signUpAddress() },
    data: {
      username: account.login,
      password: account.password ?? STRONG_PASSWORD,
      email: account.email ?? '',
      captcha,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { token } = (await created.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((value) => {
    window.localStorage.setItem('millenaire_token', value);
    document.cookie = `millenaire_token=${value}; path=/; SameSite=Lax`;
  }, token);
  await page.reload();
  await expect(userMenu(page)).toContainText(account.login);
}

/** Forgets the session the way the logout page does, without going through it. */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies({ name: 'millenaire_token' });
}

/** The authenticator app's code of `secret`, `offset` time steps (30 s) from now. */
export function appCode(secret: string, offset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

/**
 * Sets up the account's second factor through the API, as its settings page
 * does (QR code's secret, then a code of it): the fresh token and the secret.
 */
export async function setUpSecondFactor(
  request: APIRequestContext,
  token: string,
): Promise<{ token: string; secret: string; recoveryCodes: string[] }> {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/users/secondfactor/setup', { headers, data: {} });
  expect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/users/secondfactor/confirm', {
    headers,
    data: { code: await appCode(secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const answer = (await confirmed.json()) as { token: string; recoveryCodes: string[] };
  return { ...answer, secret };
}

const shared = (name: string) => path.join(process.env.E2E_DATA_DIR ?? '', name);

/**
 * A token of the first administrator. Administrators sign in with a second
 * factor, and each code opens once: the first test to need the token logs in,
 * sets the second factor up (the site requires it before any administration)
 * and leaves the token in the run's data folder, where every worker reads it
 * (a folder made as a lock keeps two workers from doing it at once).
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const file = shared('admin-token');
  const lock = shared('admin-token.lock');
  for (;;) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // Not written yet.
    }
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const response = await request.post('/api/users/loginuser', {
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.ok()).toBe(true);
    const { token } = (await response.json()) as { token: string };
    const { token: fresh, secret } = await setUpSecondFactor(request, token);
    writeFileSync(shared('admin-secret'), secret);
    writeFileSync(file, fresh);
    return fresh;
  } finally {
    rmdirSync(lock);
  }
}

/** Logs the first administrator in by storing a token from the API, as the login page would. */
export async function loginAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('millenaire_token', value), token);
}

/** Quoted-printable: soft line breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset link of the newest e-mail written to the outbox for `email`, if any yet. */
export function newestResetLink(email: string): string | null {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  // Names start with the time of writing, so the newest sorts last.
  const mails = files
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`));
  const link = mails.at(-1)?.match(/https?:\/\/\S+\/user\/passwordreset\?\S+/);
  return link ? link[0] : null;
}
