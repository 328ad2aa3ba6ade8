// Screenshots of pages in English and French, on a wide and a narrow window,
// for looking at what we build. Serve the site first (npm start), then:
//   npm run screenshots -- / /translations
// Images land in .screens/ (BASE_URL picks another server). With SCREEN_LOGIN
// and SCREEN_PASSWORD the pages are seen by that account.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../e2e/server.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const widths = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 375, height: 812 },
];

async function loginToken(): Promise<string | undefined> {
  const username = process.env.SCREEN_LOGIN;
  if (!username) return undefined;
  const response = await fetch(`${base}/api/users/loginuser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: process.env.SCREEN_PASSWORD ?? '' }),
  });
  if (!response.ok) throw new Error(`login as ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

mkdirSync('.screens', { recursive: true });
const token = await loginToken();
const browser = await chromium.launch(CHROMIUM);
for (const lang of ['en', 'fr']) {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: size });
    await context.addCookies([{ name: 'language', value: lang, url: base }]);
    if (token) {
      await context.addInitScript(
        (value) => localStorage.setItem('millenaire_token', value),
        token,
      );
    }
    const page = await context.newPage();
    for (const path of paths.length > 0 ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Until what the page waits for has come (no loading placeholder left).
      await page
        .waitForFunction(
          () => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root'),
        )
        .catch(() => console.warn(`${path}: still loading`));
      const who = token ? `-${process.env.SCREEN_LOGIN}` : '';
      const file = `.screens/${path.replace(/\W+/g, '_') || 'home'}${who}-${lang}-${size.name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
