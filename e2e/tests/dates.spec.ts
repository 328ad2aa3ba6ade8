import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import { seedContents } from './helpers/library.ts';

const DATE = /\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M(?: [A-Z]+\b)?/g;

test('a date reads the same from the first paint on, with its time zone', async ({
  browser,
  request,
  baseURL,
}) => {
  const [id] = await seedContents(request, [{ title: 'A village seen from Paris' }]);
  const content = (await (await request.get(`/api/library/contents/${id}`)).json()) as {
    createdon: string;
  };
  const utc = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'UTC',
  });
  const expected = `${utc.format(new Date(content.createdon))} UTC`;
  const context = await browser.newContext({ baseURL, timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  // Every date text the page shows, from the first byte on, and those it shows now.
  await page.addInitScript((pattern: string) => {
    const datesIn = (node: Node) => {
      const dates: string[] = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.currentNode; text; text = walker.nextNode() as Node) {
        if (text.nodeType !== Node.TEXT_NODE) continue;
        for (const match of (text.textContent ?? '').matchAll(new RegExp(pattern, 'g'))) {
          dates.push(match[0]);
        }
      }
      return dates;
    };
    const seen: string[] = [];
    Object.assign(window, { seenDates: seen, shownDates: () => datesIn(document.body) });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') seen.push(...datesIn(record.target));
        record.addedNodes.forEach((node) => seen.push(...datesIn(node)));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, DATE.source);
  for (const language of ['en', 'fr']) {
    await page.goto(`/library/${id}?lang=${language}`);
    await expect(page.getByText(expected).first()).toBeVisible();
    const { seen, shown } = await page.evaluate(() => {
      const dates = window as unknown as { seenDates: string[]; shownDates: () => string[] };
      return { seen: dates.seenDates, shown: dates.shownDates() };
    });
    expect(shown).toContain(expected);
    expect(seen.length).toBeGreaterThan(0);
    for (const date of [...seen, ...shown]) expect(date).toMatch(/ UTC$/);
  }
  await context.close();
});
