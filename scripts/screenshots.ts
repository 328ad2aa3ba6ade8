// Screenshots of pages in English and French, on a wide and a narrow window,
// for looking at what we build. Serve the site first (npm start), then:
//   npm run screenshots -- / /translations
// Images land in .screens/ (BASE_URL picks another server).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../e2e/server.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const widths = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 375, height: 812 },
];

mkdirSync('.screens', { recursive: true });
const browser = await chromium.launch(CHROMIUM);
for (const lang of ['en', 'fr']) {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: size });
    await context.addCookies([{ name: 'language', value: lang, url: base }]);
    const page = await context.newPage();
    for (const path of paths.length > 0 ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const file = `.screens/${path.replace(/\W+/g, '_') || 'home'}-${lang}-${size.name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
