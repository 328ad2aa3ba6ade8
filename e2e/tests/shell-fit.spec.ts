import { expect, type Page } from '@playwright/test';
import { appReady, test } from './helpers/test.ts';
import {
  adminToken,
  createAccount,
  forgetSession,
  setUpSecondFactor,
  STRONG_PASSWORD,
} from './helpers/accounts.ts';
import { openContext, openPage } from './helpers/pages.ts';

/** From the narrowest phone to a wide desktop. */
const WIDTHS = [320, 375, 768, 1440];

/** A page of each area, with the longer French titles among them. */
const PAGES = [
  '/',
  '/history',
  '/translations',
  '/encyclopedia',
  '/library',
  '/translationcentre/recentchanges',
  '/user/admin',
];

/**
 * What does not fit in the header or the page title: a part leaving the
 * window, text cut by its own box (an ellipsis), the brand running under or
 * against the buttons on its right, a title wider than the page, or a page that scrolls
 * sideways. Visually hidden text (1 px boxes kept for screen readers) and what
 * a closed menu holds are not drawn, so they are left out.
 */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    // What a closed menu holds is not shown.
    const inClosedMenu = (el: Element | null) =>
      (el?.closest('details:not([open]) > :not(summary)') ?? null) !== null;
    const drawn = (el: Element) => {
      if (inClosedMenu(el)) return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const header = document.querySelector('header');
    const [start, end] = Array.from(header?.firstElementChild?.children ?? []);
    const limit = end?.getBoundingClientRect().left ?? viewport;
    for (const el of Array.from(header?.querySelectorAll('*') ?? [])) {
      if (!drawn(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > viewport + 0.5)
        problems.push(`${describe(el)} leaves the window`);
      if (getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${describe(el)} is cut`);
      }
      if (start?.contains(el) && box.right > limit + 0.5) {
        problems.push(`${describe(el)} runs under the buttons`);
      }
    }
    // A box may be narrower than its words, which then spill out of it: the
    // words themselves must end before the buttons, with a little room.
    const words = document.createTreeWalker(start ?? document.body, NodeFilter.SHOW_TEXT);
    for (let text = words.nextNode(); start && text; text = words.nextNode()) {
      if (inClosedMenu(text.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width > 1 && box.right > limit - 4)
        problems.push(`"${(text.textContent ?? '').trim()}" touches the buttons`);
    }
    const title = document.querySelector('main h1');
    if (title && title.scrollWidth > title.clientWidth + 1)
      problems.push(`${describe(title)} is cut`);
    if (document.documentElement.scrollWidth > viewport) problems.push('the page scrolls sideways');
    return problems;
  });
}

/**
 * Opens each page once and narrows the window through every width, as a phone
 * turned or a window resized would, checking what fits at each.
 */
async function misfitsAtEveryWidth(
  page: Page,
  atEachWidth?: () => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const path of PAGES) {
    await page.setViewportSize({ width: WIDTHS.at(-1)!, height: 800 });
    await openPage(page, path);
    for (const width of [...WIDTHS].reverse()) {
      await page.setViewportSize({ width, height: 800 });
      // The layout follows the new width in the next frames (CSS first, then
      // the components that read media queries).
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await page.waitForTimeout(50);
      problems.push(...(await misfits(page)).map((problem) => `${width} px ${path}: ${problem}`));
      await atEachWidth?.();
    }
  }
  return problems;
}

/**
 * An administrator with a login as long as a Minecraft name (16 characters)
 * and of the widest letters, different for each worker: it must show whole.
 * Longer logins (the site allows 32) end with an ellipsis, whole in the
 * button's tooltip.
 */
const LONG_LOGIN = `MW${process.env.TEST_WORKER_INDEX ?? '0'}_${'WM'.repeat(8)}`.slice(0, 16);

test.describe.configure({ mode: 'parallel' });

let longLoginToken: string | undefined;

/** Creates the long-login account once per worker, made administrator: the longest level name. */
async function longLoginAdmin(page: Page): Promise<string> {
  if (longLoginToken) return longLoginToken;
  await createAccount(page, { login: LONG_LOGIN });
  const me = await page.request.get('/api/users/me', {
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('millenaire_token'))}`,
    },
  });
  const { id } = (await me.json()) as { id: number };
  const admin = await adminToken(page.request);
  const promoted = await page.request.post(`/api/users/${id}`, {
    data: { accountlevel: 'admin' },
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(promoted.ok()).toBe(true);
  // The token held still names the old level (the server reads the new one): log in again.
  await forgetSession(page);
  const login = await page.request.post('/api/users/loginuser', {
    data: { username: LONG_LOGIN, password: STRONG_PASSWORD },
  });
  const token = ((await login.json()) as { token: string }).token;
  // An administrator acts as one (and sees the administration menu) with a second factor.
  longLoginToken = (await setUpSecondFactor(page.request, token)).token;
  return longLoginToken;
}

for (const language of ['en', 'fr'] as const) {
  test(`the header and titles fit from 320 to 1440 px for a visitor, ${language}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await openContext(browser, { language, width: WIDTHS[0]! });
    const page = await context.newPage();
    const problems = await misfitsAtEveryWidth(page);
    await context.close();
    expect(problems).toEqual([]);
  });

  test(`the header and titles fit from 320 to 1440 px for an administrator with a long login, ${language}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const setup = await browser.newContext();
    const token = await longLoginAdmin(await setup.newPage());
    await setup.close();
    const context = await openContext(browser, { language, width: WIDTHS[0]! });
    await context.addInitScript((value) => localStorage.setItem('millenaire_token', value), token);
    const page = await context.newPage();
    const problems = await misfitsAtEveryWidth(page, async () => {
      await expect(page.locator('header')).toContainText(LONG_LOGIN);
    });
    await context.close();
    expect(problems).toEqual([]);
  });
}

test('on a short page the footer starts below the first screen, drawn by the server and hydrated', async ({
  browser,
}) => {
  // A page of a few lines: the page that says a content does not exist.
  const path = '/library/999999999';
  for (const width of [WIDTHS[0]!, WIDTHS[3]!]) {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 800 ? 812 : 900 },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto(path);
      if (javaScriptEnabled) {
        await appReady(page);
      }
      const [footerTop, screen] = await page.evaluate(() => [
        document.querySelector('footer')?.getBoundingClientRect().top ?? 0,
        window.innerHeight,
      ]);
      await context.close();
      const where = `${width} px, ${javaScriptEnabled ? 'hydrated' : 'without JavaScript'}`;
      expect.soft(footerTop, where).toBeGreaterThanOrEqual(screen);
    }
  }
});
