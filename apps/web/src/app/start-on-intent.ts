// When the browser starts the app on a page, and what a click does before it
// has: part of the entry (src/start.ts), so it imports next to nothing (and
// by path, not by the @/ alias: the build's config reads it too).
import { readToken } from '../shared/auth/stored-token';

/** The JSON data block a server-rendered page carries for the browser to hydrate. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * Set on that block when the server rendered the page for a visitor (no
 * session cookie) and the page does not act by itself: it is whole without
 * the app, nothing in it waits for a session or a timer.
 */
export const WAITS_FOR_READER_ATTRIBUTE = 'data-waits-for-reader';

/** The inert list of the application's code in index.html (build/first-screen.ts). */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/** A task boundary: what runs after it is a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches the application's code without running it (module preloads, which
 * the browser also compiles), with the shell's texts of the page's language
 * only, so the reader's first touch only runs it. Each link is put in a task
 * of its own: asking for a resource costs the main thread a millisecond or
 * two, and the fifteen or so of a page in one task made a long one (10 to 42
 * ms in traces of /library, four times that on a slow phone).
 */
export async function prefetchApp(doc: Document = document): Promise<void> {
  const list = doc.getElementById(APP_SCRIPTS_ELEMENT_ID);
  if (!(list instanceof HTMLTemplateElement)) return;
  const links = [...list.content.children].filter((link) => {
    const language = link.getAttribute('data-language');
    return language === null || language === doc.documentElement.lang;
  });
  for (const link of links) {
    doc.head.append(doc.importNode(link, true));
    await nextTask();
  }
}

/** The reader reaching for the page: a pointer moving or pressing, a touch, a key, focus, the wheel. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];

/**
 * A page the server rendered for a visitor, which reads, scrolls and links
 * without the app. A browser keeping a login token is a member's, even when
 * the page came without the session cookie (a cookie of the browser's session
 * outlived by the stored token): its app must read the session at once.
 */
export function waitsForReader(doc: Document = document): boolean {
  const marked = doc
    .getElementById(PAGE_STATE_ELEMENT_ID)
    ?.hasAttribute(WAITS_FOR_READER_ATTRIBUTE);
  return marked === true && readToken() === null;
}

/** Calls `start` once, at the reader's first intent. */
export function onFirstIntent(start: () => void, target: EventTarget = window): void {
  const go = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, go, true);
    start();
  };
  for (const type of INTENT_EVENTS) {
    target.addEventListener(type, go, { capture: true, passive: true });
  }
}

/** What answers a click only once the app runs: buttons and the controls drawn as buttons. */
const APP_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

/**
 * Until the app has taken the page over (`<html data-app="ready">`), a click
 * on one of its buttons would reach nothing and be lost: it is held instead,
 * and given to the same button once the app is there (the last one, if
 * several). Links, the header's menus (`<summary>`) and a form's submit with
 * an address of its own work without the app and are left to the browser.
 */
export function holdClicksUntilReady(doc: Document = document): void {
  const ready = () => doc.documentElement.dataset.app === 'ready';
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    if (ready()) return;
    const control = event.target instanceof Element ? event.target.closest(APP_CONTROLS) : null;
    if (!(control instanceof HTMLElement) || control.closest('a[href], summary')) return;
    if (control instanceof HTMLButtonElement && control.form?.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  doc.addEventListener('click', hold, true);
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    const control = held;
    held = null;
    if (control?.isConnected) control.click();
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-app'] });
}
