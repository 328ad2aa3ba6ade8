import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PAGE_ROUTES, type PageRoute } from '../../../packages/contracts/src/routes.ts';
import { adminToken } from './accounts.ts';
import { appReady } from './test.ts';

/**
 * One real address per route of the spec's route table, on the seeded site.
 * Typed by the table, so a route added there fails to compile until it has one.
 */
export const ROUTE_SAMPLES: Record<PageRoute, string> = {
  '/': '/',
  '/history': '/history',
  '/translations': '/translations',
  '/contributing': '/contributing',
  '/advancements': '/advancements',
  '/advancements/:player': '/advancements/Kinniken',
  '/halloffame': '/halloffame',
  // The client archive: the home page test counts the server archive's downloads.
  '/php/dlpage.php': '/php/dlpage.php?file=millenaire-6.0.2-client.zip',
  '/encyclopedia': '/encyclopedia',
  '/encyclopedia/newcontents': '/encyclopedia/newcontents',
  '/encyclopedia/newimages': '/encyclopedia/newimages',
  '/encyclopedia/:culture': '/encyclopedia/norman',
  '/encyclopedia/:culture/edit': '/encyclopedia/norman/edit',
  '/encyclopedia/:culture/:type/:itemkey': '/encyclopedia/norman/villagers/farmer',
  '/encyclopedia/:culture/:type/:itemkey/edit': '/encyclopedia/norman/villagers/farmer/edit',
  '/library': '/library',
  '/library/mycontents': '/library/mycontents',
  '/library/starredcontents': '/library/starredcontents',
  '/library/create': '/library/create',
  '/library/:content': '/library/4',
  '/library/:content/edit': '/library/4/edit',
  '/library/:content/editimages': '/library/4/editimages',
  '/translationcentre': '/translationcentre',
  '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage':
    '/translationcentre/files/lang/en/fr',
  '/translationcentre/history/:filekey/:language': '/translationcentre/history/lang/fr',
  '/translationcentre/recentchanges': '/translationcentre/recentchanges',
  '/translationcentre/search': '/translationcentre/search?language=fr&q=village',
  '/translationcentre/glossary': '/translationcentre/glossary',
  '/user/login': '/user/login',
  '/user/createaccount': '/user/createaccount',
  '/user/requestnewpassword': '/user/requestnewpassword',
  '/user/passwordreset': '/user/passwordreset?email=reader%40example.org&key=sample',
  '/user/passwordchange': '/user/passwordchange',
  '/user/secondfactor': '/user/secondfactor',
  '/user/logout': '/user/logout',
  '/user/admin': '/user/admin',
  '/user/notifications': '/user/notifications',
  // Without its signed key: the page says the link is not valid, and changes nothing.
  '/user/unsubscribe': '/user/unsubscribe',
  '/admin/releases': '/admin/releases',
  '/admin/halloffame': '/admin/halloffame',
  '/admin/bonus': '/admin/bonus',
  '/admin/pings': '/admin/pings',
  '/admin/reports': '/admin/reports',
};

export const EVERY_ROUTE: string[] = PAGE_ROUTES.map((route) => ROUTE_SAMPLES[route]);

export const WIDTHS = { phone: 375, desktop: 1440 } as const;

export type Session = 'visitor' | 'admin';

export interface Setting {
  language: 'en' | 'fr';
  width: number;
  session?: Session;
  /**
   * Holds every API answer this long, as a real network would, so a loading
   * state that is not the size of what replaces it shows as a layout shift.
   */
  apiDelayMs?: number;
}

declare global {
  interface Window {
    __layoutShift: number;
    /** What the content security policy refused since the last look. */
    __policyViolations: string[];
  }
}

/**
 * A browser context for one language, width and session. Every page opened in
 * it adds up its layout shifts (those not caused by the visitor's input) in
 * window.__layoutShift, from the first paint or from the app's last move to
 * another path.
 */
export async function openContext(browser: Browser, setting: Setting): Promise<BrowserContext> {
  const height = setting.width < 800 ? 812 : 900;
  const context = await browser.newContext({ viewport: { width: setting.width, height } });
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  await context.addCookies([{ name: 'language', value: setting.language, url: baseURL }]);
  await context.addInitScript(() => {
    window.__policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__policyViolations.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
    window.__layoutShift = 0;
    // A move or a redirect inside the app (history.pushState or replaceState)
    // lands on another page: its shifts are that page's, counted from zero.
    // The move is part of what the visitor asked for, so its first half second
    // is left out, as the browser does after an input: the swap of one page
    // for the other falls in it. A move to another area swaps the header too
    // (its sub-menu comes or goes) when the new area's code has arrived, which
    // on a busy machine is later: the half second also follows that swap.
    let swappedAt = -Infinity;
    let area: string | null | undefined;
    new MutationObserver(() => {
      const now = document.querySelector('header')?.getAttribute('data-area');
      if (now === area) return;
      if (area !== undefined) swappedAt = performance.now();
      area = now;
    }).observe(document, { childList: true, subtree: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        const before = location.pathname;
        original(...args);
        if (location.pathname === before) return;
        window.__layoutShift = 0;
        swappedAt = performance.now();
      };
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        const swapping = entry.startTime - swappedAt < 500;
        if (!entry.hadRecentInput && !swapping) window.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const delay = setting.apiDelayMs;
  if (delay) {
    await context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.fallback();
    });
  }
  if (setting.session === 'admin') {
    const token = await adminToken(context.request);
    await context.addInitScript((value) => {
      window.localStorage.setItem('millenaire_token', value);
    }, token);
  }
  return context;
}

/** Requests to the site (code, styles, pictures, API) each page has sent and not yet seen answered. */
const pending = new WeakMap<Page, { count: number; lastChange: number }>();

function trackRequests(page: Page): { count: number; lastChange: number } {
  const known = pending.get(page);
  if (known) return known;
  const tracked = { count: 0, lastChange: Date.now() };
  const ours = (url: string) => new URL(url).host === `127.0.0.1:${process.env.E2E_PORT}`;
  const change = (delta: number) => (url: string) => {
    if (!ours(url)) return;
    tracked.count += delta;
    tracked.lastChange = Date.now();
  };
  const started = change(1);
  const ended = change(-1);
  page.on('request', (request) => started(request.url()));
  page.on('requestfinished', (request) => ended(request.url()));
  page.on('requestfailed', (request) => ended(request.url()));
  pending.set(page, tracked);
  return tracked;
}

/** How long the site must stay quiet before a page counts as drawn with its data. */
const QUIET_MS = 250;

/**
 * How a page is reached: 'load' opens its address afresh, as from a search
 * engine or a bookmark; 'inApp' moves to it inside the running app, as a
 * visitor following the site's own links does (its code and shared answers
 * already there, its own data still to come).
 */
export type Arrival = 'load' | 'inApp';

/**
 * How long each API answer is held on the way: past the half second after an
 * input for a move inside the app, so what the data moves still counts.
 */
export const API_DELAY_MS: Record<Arrival, number> = { load: 200, inApp: 700 };

/**
 * Opens `path` and waits until its heading is drawn and everything it asked
 * the site for has been answered (and nothing more asked) for a moment, so
 * what loads has arrived.
 */
export async function openPage(page: Page, path: string, arrival: Arrival = 'load'): Promise<void> {
  const requests = trackRequests(page);
  if (arrival === 'inApp' && page.url().startsWith('http')) {
    // A link is followed by the router once the app has taken the page over;
    // before that a click loads the address afresh, so a walk inside the app
    // waits for it.
    await appReady(page);
    // A key press first, as the visitor's click on a link would be: the
    // browser leaves out what moves in the half second after an input.
    await page.keyboard.press('Shift');
    // What the router does for a link, from outside the app: a new history
    // entry, then the event that makes the router read it.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    // The page's code and data are asked for within this pause.
    await page.waitForTimeout(100);
  } else {
    await page.goto(path, { waitUntil: 'load' });
  }
  // Waited for inside the page, so the heading is seen the frame it is drawn.
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await expect
    .poll(() => requests.count === 0 && Date.now() - requests.lastChange >= QUIET_MS, {
      timeout: 30_000,
      intervals: [50],
    })
    .toBe(true);
}

/** What the content security policy refused on the page since the last call. */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__policyViolations.splice(0));
}

/** The cumulative layout shift of the page open since its load. */
/**
 * Fails when the page scrolls sideways, naming the elements that stick out
 * past the window's right edge (the outermost of each), so a failure says
 * what to fix.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { overflow, past } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const names: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const right = el.getBoundingClientRect().right;
      const parentRight = el.parentElement?.getBoundingClientRect().right ?? 0;
      if (right <= width + 0.5 || parentRight > width + 0.5) continue;
      const classes = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      names.push(
        `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} to ${Math.round(right)} px`,
      );
    }
    return {
      overflow: document.documentElement.scrollWidth - width,
      past: names.slice(0, 5).join(', '),
    };
  });
  expect(overflow, `wider than the window: ${past}`).toBeLessThanOrEqual(0);
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => window.__layoutShift);
}

/** The rules the site keeps: WCAG 2.1 A and AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Every violation on the page, as 'rule (impact): first elements'. */
export async function axeViolations(page: Page): Promise<string[]> {
  // What is fading in is judged once it is there: a message halfway through
  // its entrance has half its contrast (on a busy machine the entrance lasts
  // long enough to be caught). Endless animations (loaders) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Experimental in axe, so not picked by its tags: a control's name must
    // contain the words it shows (voice control users say what they see).
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only the violations are reported, which spares axe most of its work.
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${violation.id} (${violation.impact}): ${targets.join(', ')}`;
  });
}
