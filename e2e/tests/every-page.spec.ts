import { expect, test } from '@playwright/test';
import {
  axeViolations,
  EVERY_ROUTE,
  layoutShift,
  openContext,
  openPage,
  WIDTHS,
  type Session,
} from './helpers/pages.ts';

/** The most a page may move by itself while it loads (cumulative layout shift). */
const MAX_LAYOUT_SHIFT = 0.02;

interface Combination {
  session: Session;
  language: 'en' | 'fr';
  width: number;
  /** The accessibility check is the slow part: it runs on half of them. */
  axe: boolean;
}

/**
 * Each session sees every page in both languages and at both widths, and each
 * language is seen at both widths, without walking all eight combinations:
 * the layout changes with the width, the length of the words with the language
 * and the controls with the session. The admin sees every control, so the
 * accessibility check runs on the admin's pages, once per language and width.
 */
const COMBINATIONS: Combination[] = [
  { session: 'visitor', language: 'en', width: WIDTHS.desktop, axe: false },
  { session: 'visitor', language: 'fr', width: WIDTHS.phone, axe: false },
  { session: 'admin', language: 'en', width: WIDTHS.phone, axe: true },
  { session: 'admin', language: 'fr', width: WIDTHS.desktop, axe: true },
];

// Each combination is one test on its own browser context; the two workers
// share them out.
test.describe.configure({ mode: 'parallel' });

for (const { session, language, width, axe } of COMBINATIONS) {
  const checks = axe ? 'no accessibility violation, no layout jump' : 'no layout jump';
  test(`every page for a ${session}, ${language}, ${width} px: ${checks}`, async ({ browser }) => {
    test.setTimeout(axe ? 360_000 : 180_000);
    const context = await openContext(browser, { language, width, session, apiDelayMs: 200 });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of EVERY_ROUTE) {
      await openPage(page, path);
      const shift = await layoutShift(page);
      if (shift > MAX_LAYOUT_SHIFT) {
        problems.push(`${path}: layout shift ${shift.toFixed(3)}`);
      }
      if (!axe) continue;
      for (const violation of await axeViolations(page)) {
        problems.push(`${path}: ${violation}`);
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
