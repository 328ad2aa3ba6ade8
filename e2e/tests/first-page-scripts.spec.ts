import { expect, test } from '@playwright/test';

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
  expect(chunks.length, 'the stages load chunks').toBeGreaterThan(5);
  expect(code.split('\n')[0], entry).toBe(HINT);
  for (const chunk of chunks) {
    const first = (await (await request.get(`/${chunk}`)).text()).split('\n')[0];
    expect.soft(first, chunk).toBe(HINT);
  }
});
