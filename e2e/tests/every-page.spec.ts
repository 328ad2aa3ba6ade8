import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import {
  API_DELAY_MS,
  axeViolations,
  EVERY_ROUTE,
  layoutShift,
  openContext,
  openPage,
  policyViolations,
  WIDTHS,
  type Arrival,
  type Session,
} from './helpers/pages.ts';

/** The most a page may move by itself while it loads (cumulative layout shift). */
const MAX_LAYOUT_SHIFT = 0.02;

interface Combination {
  session: Session;
  language: 'en' | 'fr';
  width: number;
  arrival: Arrival;
  /**
   * The accessibility check is the slow part: the two admin walks that run it
   * take every other page each, so each page is checked once, and each
   * language and width on half of the site; the pages an admin is sent away
   * from (those for visitors only) are checked on a visitor's walk.
   */
  axe: 'even' | 'odd' | 'visitorOnly' | null;
}

/** The pages that send a logged-in user to the home page. */
const VISITOR_ONLY = [
  '/user/login',
  '/user/createaccount',
  '/user/requestnewpassword',
  '/user/passwordreset',
];

function checksAxe(axe: Combination['axe'], index: number, path: string): boolean {
  if (axe === 'visitorOnly') return VISITOR_ONLY.includes(path.split('?')[0]!);
  return axe === (index % 2 === 0 ? 'even' : 'odd');
}

/**
 * Each session sees every page in both languages and at both widths, and each
 * language is seen at both widths, without walking all eight combinations:
 * the layout changes with the width, the length of the words with the language
 * and the controls with the session. The admin sees every control, so the
 * accessibility check runs on the admin's pages, once per language and width.
 * The visitor on a phone in French (the narrowest window with the longest
 * words) opens each address afresh, as from a search engine; the other walks
 * move from page to page inside the app, as one follows the site's links.
 */
const COMBINATIONS: Combination[] = [
  {
    session: 'visitor',
    language: 'en',
    width: WIDTHS.desktop,
    arrival: 'inApp',
    axe: 'visitorOnly',
  },
  { session: 'visitor', language: 'fr', width: WIDTHS.phone, arrival: 'load', axe: null },
  { session: 'admin', language: 'en', width: WIDTHS.phone, arrival: 'inApp', axe: 'even' },
  { session: 'admin', language: 'fr', width: WIDTHS.desktop, arrival: 'inApp', axe: 'odd' },
];

// Each combination is one test on its own browser context; the two workers
// share them out.
test.describe.configure({ mode: 'parallel' });

for (const { session, language, width, arrival, axe } of COMBINATIONS) {
  const checks = axe
    ? `no layout jump or policy violation, ${axe} pages accessible`
    : 'no layout jump or policy violation';
  test(`every page for a ${session}, ${language}, ${width} px: ${checks}`, async ({ browser }) => {
    // About a minute here; the limit leaves room for a machine four times slower.
    test.setTimeout(axe && axe !== 'visitorOnly' ? 480_000 : 360_000);
    const context = await openContext(browser, {
      language,
      width,
      session,
      apiDelayMs: API_DELAY_MS[arrival],
    });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const [index, path] of EVERY_ROUTE.entries()) {
      await openPage(page, path, arrival);
      const shift = await layoutShift(page);
      if (shift > MAX_LAYOUT_SHIFT) {
        problems.push(`${path}: layout shift ${shift.toFixed(3)}`);
      }
      // The policy forbids eval and foreign scripts: nothing on the page may even try.
      for (const violation of await policyViolations(page)) {
        problems.push(`${path}: content security policy: ${violation}`);
      }
      if (!checksAxe(axe, index, path)) continue;
      for (const violation of await axeViolations(page)) {
        problems.push(`${path}: ${violation}`);
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
