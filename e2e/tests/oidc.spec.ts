import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import { createAccount, field, STRONG_PASSWORD, uniqueLogin } from './helpers/accounts.ts';
import { axeViolations, openContext, WIDTHS } from './helpers/pages.ts';
import accountEn from '../../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import accountFr from '../../apps/web/src/features/account/i18n/fr.json' with { type: 'json' };
import adminEn from '../../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import adminFr from '../../apps/web/src/features/admin/i18n/fr.json' with { type: 'json' };

// The community's wiki, as a client of the site's OpenID Connect provider.
// There is no wiki here: its return address is one of the site's (which
// answers it with its 404 page), where the test reads the code it was given.
const SITE = `http://127.0.0.1:${process.env.E2E_PORT}`;
const WIKI = `${SITE}/wiki/index.php/Special:PluggableAuthLogin`;
const BACK_ON_THE_WIKI = new RegExp(
  `^${SITE}/wiki/index\\.php/Special:PluggableAuthLogin\\?.*code=`,
);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Registers a client with the site's own command, as an administrator would. */
function registerClient(name: string, trusted: boolean) {
  const printed = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/oidc.ts',
      'add-client',
      name,
      WIKI,
      ...(trusted ? ['--trusted'] : []),
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
  );
  const value = (key: string) => new RegExp(`^${key}: (\\S+)$`, 'm').exec(printed)![1]!;
  return { clientId: value('client_id'), clientSecret: value('client_secret') };
}

/** Where the wiki sends a browser to log in, with PKCE, and the verifier kept for the token. */
function authorization(clientId: string) {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL('/oidc/auth', SITE);
  url.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email openid',
    redirect_uri: WIKI,
    state: 'from-the-wiki',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.href, verifier };
}

async function redeem(
  page: Page,
  client: { clientId: string; clientSecret: string },
  verifier: string,
) {
  const code = new URL(page.url()).searchParams.get('code')!;
  const answer = await page.request.post('/oidc/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
    },
    form: { grant_type: 'authorization_code', code, redirect_uri: WIKI, code_verifier: verifier },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { access_token: accessToken } = (await answer.json()) as { access_token: string };
  const info = await page.request.get('/oidc/userinfo?schema=openid', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await info.json()) as Record<string, unknown>;
}

for (const { language, width, texts } of [
  { language: 'en', width: WIDTHS.phone, texts: accountEn },
  { language: 'fr', width: WIDTHS.desktop, texts: accountFr },
] as const) {
  test(`the wiki's login goes through the site's login page and back (${language}, ${width} px)`, async ({
    browser,
    page: signUp,
  }) => {
    const wiki = registerClient(`Wiki ${language}`, true);
    const login = uniqueLogin('wiki');
    await createAccount(signUp, { login });
    const context = await openContext(browser, { language, width });
    const page = await context.newPage();

    // Not logged in on the site: its own login page, in the reader's language.
    const first = authorization(wiki.clientId);
    await page.goto(first.url);
    await expect(page).toHaveURL(/\/user\/login\?continue=%2Foidc%2Finteraction%2F/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(texts.pages.login);
    await field(page, texts.username).fill(login);
    await field(page, texts.password).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: texts.login.submit }).click();
    await expect(page).toHaveURL(BACK_ON_THE_WIKI);
    expect(new URL(page.url()).searchParams.get('state')).toBe('from-the-wiki');
    expect(await redeem(page, wiki, first.verifier)).toMatchObject({
      preferred_username: login,
      millenaire_level: 'new',
    });

    // Logged in now: the next login of the wiki passes straight through.
    const second = authorization(wiki.clientId);
    await page.goto(second.url);
    await expect(page).toHaveURL(BACK_ON_THE_WIKI);
    expect(await redeem(page, wiki, second.verifier)).toMatchObject({ preferred_username: login });
    await context.close();
  });
}

test('a client that is not trusted asks the member first (fr, phone)', async ({
  browser,
  page: signUp,
}) => {
  const viewer = registerClient('Carte des villages', false);
  const login = uniqueLogin('consent');
  await createAccount(signUp, { login });
  const token = await signUp.evaluate(() => window.localStorage.getItem('millenaire_token'));
  const context = await openContext(browser, { language: 'fr', width: WIDTHS.phone });
  // Logged in on the site, as the login page leaves a member.
  await context.addCookies([{ name: 'millenaire_token', value: token!, url: SITE }]);
  const page = await context.newPage();
  const asked = authorization(viewer.clientId);
  await page.goto(asked.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Carte des villages demande à utiliser votre compte Millénaire',
  );
  await expect(page.getByText('votre adresse e-mail')).toBeVisible();
  await page.getByRole('button', { name: 'Autoriser' }).click();
  await expect(page).toHaveURL(BACK_ON_THE_WIKI);
  expect(await redeem(page, viewer, asked.verifier)).toMatchObject({ preferred_username: login });

  // Refused in another session: the client is told so.
  await context.clearCookies({ name: '_session' });
  await page.goto(authorization(viewer.clientId).url);
  await page.getByRole('button', { name: 'Refuser' }).click();
  await expect(page).toHaveURL(/[?&]error=access_denied/);
  await context.close();
});

/** The token endpoint's verdict on a client's id and secret, with a code that names nothing. */
async function tokenError(page: Page, clientId: string, clientSecret: string) {
  const answer = await page.request.post('/oidc/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    form: { grant_type: 'authorization_code', code: 'none', redirect_uri: WIKI },
  });
  return ((await answer.json()) as { error: string }).error;
}

for (const { language, width, texts } of [
  { language: 'fr', width: WIDTHS.phone, texts: adminFr },
  { language: 'en', width: WIDTHS.desktop, texts: adminEn },
] as const) {
  test(`an administrator registers the wiki on the user administration page, sees its secret once, removes and restores it (${language}, ${width} px)`, async ({
    browser,
  }) => {
    const context = await openContext(browser, { language, width, session: 'admin' });
    const page = await context.newPage();
    const name = `Wiki ${uniqueLogin(language)}`;
    const named = (text: string) => text.replaceAll('{{name}}', name);
    await page.goto('/user/admin');
    const section = page.getByRole('region', { name: texts.oidc.title });

    // Through the keyboard: the name, the addresses, trusted, then the button.
    await section.getByRole('textbox', { name: texts.oidc.form.name, exact: true }).focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(WIKI);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const shown = section.getByTestId('oidc-credentials');
    await expect(shown).toBeFocused();
    await expect(shown).toContainText(texts.oidc.credentials.warning);
    await expect(
      shown.getByRole('button', { name: texts.oidc.credentials.copySecret }),
    ).toBeVisible();
    const [clientId, clientSecret] = await shown.locator('code').allTextContents();
    // The secret works: only the code is refused.
    expect(await tokenError(page, clientId!, clientSecret!)).toBe('invalid_grant');
    const card = section.getByRole('article', { name });
    await expect(card).toContainText(WIKI);
    await expect(card).toContainText(texts.oidc.trusted);
    // Nothing is wider than the window, long addresses and the secret included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(await axeViolations(page)).toEqual([]);

    await shown.getByRole('button', { name: texts.oidc.credentials.done }).click();
    await expect(shown).toHaveCount(0);
    await page.reload();
    await expect(card).toBeVisible();
    await expect(page.getByText(clientSecret!)).toHaveCount(0);

    // Removed, the provider knows it no more; restored, it works again.
    await card.getByRole('button', { name: named(texts.oidc.removeLabel) }).click();
    await expect(page.getByText(named(texts.oidc.removed))).toBeVisible();
    await expect(tokenError(page, clientId!, clientSecret!)).resolves.toBe('invalid_client');
    await card.getByRole('button', { name: named(texts.oidc.restoreLabel) }).click();
    await expect(page.getByText(named(texts.oidc.restored))).toBeVisible();
    await expect(card.getByRole('button', { name: named(texts.oidc.removeLabel) })).toBeVisible();
    expect(await tokenError(page, clientId!, clientSecret!)).toBe('invalid_grant');
    await context.close();
  });
}
