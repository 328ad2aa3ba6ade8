import { expect, test, type Page } from '@playwright/test';
import { appReady } from './helpers/test.ts';
import homeEn from '../../apps/web/src/features/home/i18n/en.json' with { type: 'json' };
import homeFr from '../../apps/web/src/features/home/i18n/fr.json' with { type: 'json' };
import historyEn from '../../apps/web/src/features/history/i18n/en.json' with { type: 'json' };
import {
  CULTURE,
  inLanguage,
  ITEM,
  LANGUAGES,
  publicPages,
  siteAdditions,
  type PageCase,
} from './helpers/server-html.ts';

// A reader without JavaScript (or a crawler that runs none) gets every public
// page from the server: its heading, its data, and real links that lead to
// the next rendered page.

test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'parallel' });

const heading = (page: Page) => page.locator('main h1').first();

/** Whitespace as a reader sees it: any run of it, non-breaking or not, as one space. */
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The page as drawn: without JavaScript nothing changes after the load, so
 * what is not there at once never comes.
 */
async function expectRendered(page: Page, expected: PageCase, where: string) {
  await expect.soft(heading(page), where).toBeVisible({ timeout: 2_000 });
  await expect.soft(heading(page), where).toHaveText(expected.heading, { timeout: 1_000 });
  const shown = normal(await page.locator('main').innerText({ timeout: 2_000 }));
  const missing = expected.texts.filter((text) => !shown.includes(normal(text)));
  expect.soft(missing, `${where}: data not shown`).toEqual([]);
}

function pageCase(pages: PageCase[], path: string): PageCase {
  const found = pages.find((expected) => expected.path === path);
  if (!found) throw new Error(`no page case for ${path}`);
  return found;
}

for (const language of LANGUAGES) {
  test(`every public page reads without JavaScript, in ${language}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const expected of await publicPages(request, language)) {
      const where = `${expected.path} in ${language}`;
      const response = await page.goto(inLanguage(expected.path, language));
      expect.soft(response?.status(), where).toBe(200);
      await expect.soft(page.locator('html'), where).toHaveAttribute('lang', language);
      await expectRendered(page, expected, where);
    }
  });

  test(`links lead from rendered page to rendered page without JavaScript, in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const pages = await publicPages(request, language);
    const { tag, titles } = await siteAdditions(request);
    const follow = async (selector: string, url: RegExp, expected: PageCase | null) => {
      const link = page.locator(selector).filter({ visible: true }).first();
      await link.click({ timeout: 5_000 });
      await expect(page).toHaveURL(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (expected) await expectRendered(page, expected, `${page.url()} in ${language}`);
    };

    // The encyclopedia: its home, a culture, an item.
    await page.goto(inLanguage('/encyclopedia', language));
    await follow(
      `main a[href^="/encyclopedia/${CULTURE}"]`,
      new RegExp(`/encyclopedia/${CULTURE}(\\?|$)`),
      pageCase(pages, `/encyclopedia/${CULTURE}`),
    );
    const itemPath = `/encyclopedia/${CULTURE}/${ITEM.type}/${ITEM.itemkey}`;
    await follow(
      `main a[href^="${itemPath}"]`,
      new RegExp(`${itemPath}(\\?|$)`),
      pageCase(pages, itemPath),
    );

    // The library: a list, its second page, a content.
    await page.goto(inLanguage(`/library?q=${tag}`, language));
    await follow(
      'main a[href*="page=2"]',
      /[?&]page=2(&|$)/,
      pageCase(pages, `/library?q=${tag}&page=2`),
    );
    await follow('main article a', /\/library\/\d+(\?|$)/, null);
    await expect(heading(page)).toContainText(titles[0]!);
    await expect(page.locator('main')).toContainText(`${titles[0]!}, drawn by the server.`);

    await page.goto(inLanguage('/library', language));
    await follow('main a[href*="page=2"]', /[?&]page=2(&|$)/, null);
    await expect(page.locator('main article').first()).toBeVisible();
    await follow('main article a', /\/library\/\d+(\?|$)/, null);
    await expect(heading(page)).toBeVisible();
  });
}

test('the language flag opens the page in the other language without JavaScript, and the choice stays', async ({
  page,
}) => {
  await page.goto('/encyclopedia/norman?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: /Voir le site en français/ }).click();
  await expect(page).toHaveURL(/\/encyclopedia\/norman\?lang=fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The server set the site language: an address without ?lang opens in French.
  await page.goto('/history');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('link', { name: /View the site in English/ }).click();
  await expect(page).toHaveURL(/\/history\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a page is drawn in its final colours before JavaScript takes it over', async ({
  page,
  browser,
}) => {
  // Colours, borders and backgrounds that hang on the page's colour scheme:
  // the page, a field, a card and a badge of the library's list.
  const look = (target: Page) =>
    target.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const computed = getComputedStyle(element);
        return `${selector}: ${computed.backgroundColor} ${computed.borderTopColor} ${computed.color}`;
      };
      return ['body', 'main .mantine-Input-input', 'main article', 'main .mantine-Badge-root'].map(
        style,
      );
    });
  await page.goto('/library?lang=en');
  const before = await look(page);
  const scripted = await browser.newContext({ javaScriptEnabled: true });
  try {
    const hydrated = await scripted.newPage();
    await hydrated.goto('/library?lang=en');
    await appReady(hydrated);
    expect(before).toEqual(await look(hydrated));
  } finally {
    await scripted.close();
  }
});

for (const [language, texts] of [
  ['en', homeEn],
  ['fr', homeFr],
] as const) {
  test(`the download page names the archive and links to it without JavaScript, in ${language}`, async ({
    page,
  }) => {
    const file = 'millenaire-6.0.2-client.zip';
    const response = await page.goto(`/php/dlpage.php?file=${file}&lang=${language}`);
    expect(response?.status()).toBe(200);
    await expect(heading(page)).toContainText(texts.dlpage.title);
    await expect(page.locator('main')).toContainText(file);
    // The test browser leaves what <noscript> holds out of the page it reads (a browser
    // without scripts shows it): that text is looked for in the served page.
    expect(await response?.text()).toContain(`<noscript>`);
    expect(await response?.text()).toContain(texts.dlpage.noscript);
    const link = page.getByRole('link', { name: texts.dlpage.link });
    await expect(link).toHaveAttribute('href', `/downloads/${file}`);
  });
}

test('history opens a closed game version and the whole of a long description without JavaScript', async ({
  page,
  request,
}) => {
  const versions = (await (await request.get('/api/versions/?language=en')).json()) as {
    version: string;
    mcversion: string;
    title?: string;
    description: string;
  }[];
  const oldest = versions.findLast((version) => version.mcversion === '1.7.10' && version.title)!;
  await page.goto('/history?lang=en');
  const group = page.locator('details', {
    has: page.getByRole('heading', { name: `Minecraft ${oldest.mcversion}` }),
  });
  const title = group.getByRole('heading', { name: oldest.title! });
  await expect(title).toBeHidden();
  await group.locator('summary').first().click();
  await expect(title).toBeVisible();

  const long = versions.find((version) => version.description.length > 250)!;
  const entry = page.locator(`#version-${long.version.replaceAll('.', '\\.')}`);
  const ending = normal(long.description).slice(-60);
  const itsGroup = page.locator('details', { has: entry });
  if ((await itsGroup.getAttribute('open')) === null)
    await itsGroup.locator('summary').first().click();
  expect(normal(await entry.innerText())).not.toContain(ending);
  await entry.getByText(historyEn.expand).click();
  expect(normal(await entry.innerText())).toContain(ending);
});

test("the home page's announcement opens without JavaScript", async ({ page }) => {
  await page.goto('/?lang=en');
  const announcement = page.locator('section', { hasText: homeEn.seljuk.title });
  const first = announcement.getByText(homeEn.seljuk.body[0]!);
  await expect(first).toBeHidden();
  await announcement.getByText(homeEn.seljuk.more).click();
  await expect(first).toBeVisible();
});

for (const [language, needsScripts, home] of [
  ['en', 'This page needs JavaScript', 'Home'],
  ['fr', 'Cette page a besoin de JavaScript', 'Accueil'],
] as const) {
  test(`a page the browser draws says it needs JavaScript and leads to the public pages, in ${language}`, async ({
    page,
    request,
  }) => {
    // The test browser leaves what <noscript> holds out of the page it reads:
    // the note is looked for in the served page.
    const shell = await (await request.get(`/user/login?lang=${language}`)).text();
    expect(shell).toMatch(/<noscript>[\s\S]*<\/noscript>/);
    const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(shell)![1]!;
    expect(note).toContain(needsScripts);
    expect(note).toContain(`<a href="/history?lang=${language}">`);
    expect(note).toContain(`<a href="/?lang=${language}">${home}</a>`);
    // A page the server draws works without scripts: it carries no such note.
    const rendered = await (await request.get(`/history?lang=${language}`)).text();
    expect(rendered).not.toContain(needsScripts);
    await page.goto(`/user/login?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

test('the menus open without JavaScript: the site menu on a phone, the community and account menus on a wide window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/history?lang=en');
  const header = page.locator('header');
  const library = header.getByRole('link', { name: 'Library', exact: true });
  await expect(library).toBeHidden();
  await header.locator('summary', { hasText: 'Site menu' }).click();
  await library.click();
  await expect(page).toHaveURL(/\/library(\?|$)/);
  await expect(heading(page)).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  const discord = header.getByRole('link', { name: /Discord/ });
  await expect(discord).toBeHidden();
  await header.locator('summary', { hasText: 'Community' }).click();
  await expect(discord).toBeVisible();
  await expect(discord).toHaveAttribute('href', /^https:\/\//);

  const login = header.getByRole('link', { name: 'Log in' });
  await expect(login).toBeHidden();
  await header.locator('summary', { hasText: 'Account' }).click();
  await login.click();
  await expect(page).toHaveURL(/\/user\/login(\?|$)/);
});
