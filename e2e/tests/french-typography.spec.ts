import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import { frenchTypographyProblems } from '../../apps/web/src/test/french-typography.ts';
import { loginAsAdmin } from './helpers/accounts.ts';

// The site's French pages as they are drawn: every visible text and every
// name given to assistive technologies follows French typography (no-break
// spaces before : ; ! ? and inside « », the apostrophe ’, percentages and
// decimals written the French way). What players wrote is theirs: the library's
// contents and the translations' own lines are left out.

const PLAYERS_TEXT = [
  'main article',
  'section[aria-labelledby="library-description"]',
  // The language files' own texts in the translation editor: elements and explanations.
  '[data-testid^="element-"]',
  '[class*="reference"]',
  'textarea',
].join(', ');

const VISITOR_PAGES = [
  '/',
  '/history',
  '/translations',
  '/contributing',
  '/advancements',
  '/advancements/Kinniken',
  '/halloffame',
  '/encyclopedia',
  '/encyclopedia/norman',
  '/encyclopedia/norman/villagers/farmer',
  '/library',
  '/translationcentre',
  '/translationcentre/history/strings/fr',
  '/translationcentre/recentchanges',
  '/user/login',
  '/user/createaccount',
  '/user/requestnewpassword',
];

const ADMIN_PAGES = [
  '/library/create',
  '/encyclopedia/norman/edit',
  '/encyclopedia/newcontents',
  '/translationcentre/files/strings/en/fr',
  '/user/admin',
  '/admin/releases',
  '/admin/halloffame',
  '/admin/bonus',
  '/admin/pings',
];

/** The page's visible texts and accessible names, player-written ones left out. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate((skip) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(`script, style, ${skip}`)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = node.nodeValue?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      if (element.closest(skip)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  }, PLAYERS_TEXT);
}

async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root'),
  );
}

async function problemsOn(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await openLoaded(page, path);
    for (const text of new Set(await shownTexts(page))) {
      for (const problem of frenchTypographyProblems(text)) problems.push(`${path}: ${problem}`);
    }
  }
  return problems;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'fr', url: baseURL! }]);
});

test('French pages seen by a visitor follow French typography', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await problemsOn(page, VISITOR_PAGES)).toEqual([]);
});

test('French pages seen by an administrator follow French typography', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page, request);
  expect(await problemsOn(page, ADMIN_PAGES)).toEqual([]);
});

test('French pages write percentages the French way and keep dates en-US with seconds', async ({
  page,
}) => {
  await openLoaded(page, '/translations');
  await expect(page.getByText(/^100[\u00a0\u202f]%$/).first()).toBeVisible();
  await openLoaded(page, '/translationcentre');
  const completion = page.locator('p', { hasText: /^Avancement/ });
  await expect(completion).toHaveText(/^Avancement\u00a0: \d+[\u00a0\u202f]%$/);
  const date = /\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2}\s?[AP]M/;
  await expect(page.getByText(date).first()).toBeVisible();
  await openLoaded(page, '/advancements');
  const shares = await page.getByText(/des installations$/).allTextContents();
  expect(shares.length).toBeGreaterThan(0);
  for (const share of shares)
    expect(share).toMatch(/^\d+(,\d+)?[\u00a0\u202f]% des installations$/);
});
