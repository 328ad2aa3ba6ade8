// The translation editor in a real browser on a 2,000-element file (Debian's
// Chromium through Playwright), against the built site (npm run build first):
// an English strings file of 2,000 keys, half of them translated into German.
// Measured, with the budgets:
// - opening the editor until the first element shows: ≤ 3,000 ms (p50 of 5);
// - typing: a keystroke in a translation line, the 'Unsaved changes' count
//   following, against a keystroke in a bare <textarea> added to the same page
//   in the same run: ≤ 3 times as long (ratio of the medians of 200 keys);
// - moving to another page of 20 elements, and hiding the translated
//   elements (1,000 of them): ≤ 300 ms each (p50 of 10);
// - the full-text editor's 2,000 lines: a keystroke ≤ 3 times the bare one.
//   npm run bench:editor -w bench
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM } from '../e2e/server.ts';
import { freePort, startSite, waitFor } from './site.ts';

const ELEMENTS = 2_000;
const KEYS = 200;
const OPEN_BUDGET_MS = 3_000;
const MOVE_BUDGET_MS = 300;
const KEY_RATIO_BUDGET = 3;
const ADMIN_PASSWORD = 'bench-admin-Bayeux-1077';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function stringsFile(translated: (i: number) => string | undefined): string {
  const lines = ['//* Notes for translators: <0> is a number, $name a villager.'];
  for (let i = 0; i < ELEMENTS; i++) {
    const text = translated(i);
    if (text !== undefined) lines.push(`bench.key${i}=${text}`);
  }
  return `${lines.join('\n')}\n`;
}

async function save(base: string, token: string, language: string, content: string) {
  const response = await fetch(`${base}/api/translationsapp/latestfiles/${language}/strings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ filename: 'strings.txt', content }),
  });
  if (!response.ok)
    throw new Error(`save ${language}: ${response.status} ${await response.text()}`);
}

/** Milliseconds per keystroke typed into `box`, one key at a time, each awaited. */
async function keystrokes(page: Page, box: Locator, count: number): Promise<number[]> {
  await box.click();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    // The keystroke is done when the page has painted its answer.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    times.push(performance.now() - started);
  }
  return times;
}

async function bareKeystrokes(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const bare = document.createElement('textarea');
    bare.id = 'bench-bare';
    bare.setAttribute('aria-label', 'bare');
    document.body.prepend(bare);
  });
  const times = await keystrokes(page, page.locator('#bench-bare'), KEYS);
  await page.evaluate(() => document.getElementById('bench-bare')?.remove());
  return times;
}

async function timed(action: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

async function main(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-editor-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const site = startSite(port, dataDir, ADMIN_PASSWORD);
  const browser = await chromium.launch(CHROMIUM);
  try {
    await waitFor(`${base}/healthz`);
    const login = await fetch(`${base}/api/users/loginuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    await save(
      base,
      token,
      'en',
      stringsFile((i) => `Text number ${i} for <0> and $name`),
    );
    await save(
      base,
      token,
      'de',
      stringsFile((i) => (i % 2 === 0 ? `Text Nummer ${i} für <0> und $name` : undefined)),
    );

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('millenaire_token', value), token);
    const page = await context.newPage();
    const url = `${base}/translationcentre/files/strings/en/de`;
    const firstRow = page.getByTestId('element-bench.key0');

    const opens: number[] = [];
    for (let i = 0; i < 5; i++) {
      opens.push(
        await timed(async () => {
          await page.goto(url);
          await firstRow.waitFor();
        }),
      );
    }

    const bare = await bareKeystrokes(page);
    const editor = await keystrokes(
      page,
      page.getByRole('textbox', { name: 'Translation of bench.key1, line 1' }),
      KEYS,
    );
    await page.getByText(`Unsaved changes: 1`).waitFor();

    const moves: number[] = [];
    for (let i = 0; i < 10; i++) {
      const target = i % 2 === 0 ? '2' : '1';
      const row = page.getByTestId(`element-bench.key${target === '2' ? 20 : 0}`);
      moves.push(
        await timed(async () => {
          await page.getByRole('button', { name: target, exact: true }).first().click();
          await row.waitFor();
        }),
      );
    }

    // Leave the typed line so the page can be reloaded without the leave question.
    await page.goto('about:blank');
    await page.goto(url);
    await firstRow.waitFor();
    const hides: number[] = [];
    const hide = page.getByRole('switch', { name: /Hide already-translated/ });
    for (let i = 0; i < 10; i++) {
      const shown = page.getByTestId(i % 2 === 0 ? 'element-bench.key1' : 'element-bench.key0');
      hides.push(
        await timed(async () => {
          await hide.click();
          await shown.waitFor();
        }),
      );
    }

    await page.getByRole('switch', { name: /full-text editor/ }).click();
    const fullText = await keystrokes(
      page,
      page.getByRole('textbox', { name: 'Translation', exact: true }),
      KEYS,
    );

    const keyRatio = median(editor) / median(bare);
    const fullTextRatio = median(fullText) / median(bare);
    const checks: [string, string, boolean][] = [
      [
        'open the editor',
        `${median(opens).toFixed(0)} ms (budget ${OPEN_BUDGET_MS})`,
        median(opens) <= OPEN_BUDGET_MS,
      ],
      [
        'keystroke in a line',
        `${median(editor).toFixed(1)} ms against ${median(bare).toFixed(1)} ms bare: ratio ${keyRatio.toFixed(2)} (budget ${KEY_RATIO_BUDGET})`,
        keyRatio <= KEY_RATIO_BUDGET,
      ],
      [
        'another page of 20',
        `${median(moves).toFixed(0)} ms (budget ${MOVE_BUDGET_MS})`,
        median(moves) <= MOVE_BUDGET_MS,
      ],
      [
        'hide/show translated',
        `${median(hides).toFixed(0)} ms (budget ${MOVE_BUDGET_MS})`,
        median(hides) <= MOVE_BUDGET_MS,
      ],
      [
        'keystroke in full text',
        `${median(fullText).toFixed(1)} ms: ratio ${fullTextRatio.toFixed(2)} (budget ${KEY_RATIO_BUDGET})`,
        fullTextRatio <= KEY_RATIO_BUDGET,
      ],
    ];
    console.log(`translation editor, ${ELEMENTS} elements (${ELEMENTS / 2} translated)`);
    for (const [name, figure, ok] of checks) {
      console.log(`${name.padEnd(24)} ${figure}  ${ok ? 'ok' : 'OVER BUDGET'}`);
    }
    return checks.every(([, , ok]) => ok);
  } finally {
    await browser.close();
    site.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = (await main()) ? 0 : 1;
