import { expect, test } from '@playwright/test';
import shellEn from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import { createAccount, uniqueLogin } from './helpers/accounts.ts';

// What the build hands the browser for the first page: its scripts carry V8's
// compile hint (apps/web/build/compile-hints.ts), so Chromium compiles them
// while they download instead of on the main thread as the page is hydrated.

test('the scripts that take a page over are marked to compile as they arrive', async ({
  request,
}) => {
  const HINT = '//# allFunctionsCalledOnLoad';
  const html = await (await request.get('/?lang=en')).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the page names its entry script').toBeDefined();
  const code = await (await request.get(entry ?? '')).text();
  // The entry's preload map names every chunk its stages load.
  const chunks = [...new Set(code.match(/assets\/[\w-]+\.js/g) ?? [])];
  expect(chunks.length, 'the five stages load chunks').toBeGreaterThanOrEqual(5);
  expect(code.split('\n')[0], entry).toBe(HINT);
  for (const chunk of chunks) {
    const first = (await (await request.get(`/${chunk}`)).text()).split('\n')[0];
    expect.soft(first, chunk).toBe(HINT);
  }
});

test("a visitor's page runs no script of the app until the reader reaches for it, and a first click on a button is not lost", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.resourceType() === 'script' && url.port === process.env.E2E_PORT) {
      scripts.push(url.pathname);
    }
  });
  await page.goto('/encyclopedia/norman?lang=en', { waitUntil: 'load' });
  // Read for a while: scrolling the page with the keyboard would be an
  // intent, so nothing is touched. The app's code arrives meanwhile (the
  // entry, its five stages and the English texts), and none of it runs.
  await expect.poll(() => scripts.length).toBeGreaterThanOrEqual(7);
  await page.waitForTimeout(1000);
  expect(scripts.filter((script) => /\/(en|fr)-[\w-]+\.js$/.test(script))).toHaveLength(1);
  const reactOwns = () =>
    page
      .locator('main h1')
      .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__react')));
  expect(await reactOwns(), 'React has not taken the page').toBe(false);
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();

  // The reader's first act is a tap on the slideshow's next button: it
  // starts the app, and the tap reaches the button once the app is there.
  await page.getByRole('button', { name: shellEn.slideshow.next }).first().click();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  expect(await reactOwns()).toBe(true);
  await expect(
    page.getByRole('button', { name: shellEn.slideshow.goTo.replace('{{number}}', '2') }).first(),
  ).toHaveAttribute('aria-current', 'true');
});

test("a member's page starts the app as soon as it has shown, without waiting for an act", async ({
  page,
}) => {
  await createAccount(page, { login: uniqueLogin('start') });
  await page.goto('/encyclopedia/norman?lang=en', { waitUntil: 'load' });
  await expect(page.locator('#page-state')).not.toHaveAttribute('data-waits-for-reader');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
});
