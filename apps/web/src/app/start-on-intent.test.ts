import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  holdClicksUntilReady,
  onFirstIntent,
  prefetchApp,
  waitsForReader,
} from './start-on-intent';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a visitor's page", () => {
  it('is told by the attribute the server sets on the page state', () => {
    document.body.innerHTML = '<script id="page-state" type="application/json">{}</script>';
    expect(waitsForReader()).toBe(false);
    document.getElementById('page-state')?.setAttribute('data-waits-for-reader', '');
    expect(waitsForReader()).toBe(true);
    // A browser keeping a login token is a member's, whatever cookie came.
    localStorage.setItem('millenaire_token', 'a.b.c');
    expect(waitsForReader()).toBe(false);
    localStorage.clear();
    document.body.innerHTML = '';
    expect(waitsForReader()).toBe(false);
  });

  it("fetches the app's code unrun, with the texts of the page's language only, a link a task", async () => {
    document.documentElement.lang = 'fr';
    document.body.innerHTML =
      '<template id="app-scripts"><link rel="modulepreload" href="/assets/main.js">' +
      '<link rel="modulepreload" href="/assets/en.js" data-language="en">' +
      '<link rel="modulepreload" href="/assets/fr.js" data-language="fr"></template>';
    const done = prefetchApp();
    // The first link at once, the next in a task of its own.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    await done;
    const links = document.head.querySelectorAll('link[rel="modulepreload"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/main.js',
      '/assets/fr.js',
    ]);
    links.forEach((link) => link.remove());
  });

  it('starts the app once, at the first intent of any kind', () => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstIntent(start, target);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('focusin'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

// Each test holds the clicks of a document of its own: the listeners it leaves
// would otherwise hold, or cancel, the clicks of every later test in the worker.
describe('a click before the app is there', () => {
  let doc: Document;
  beforeEach(() => {
    doc = document.implementation.createHTMLDocument();
  });

  it('is held from its button, and given to it once the app is ready', async () => {
    holdClicksUntilReady(doc);
    doc.body.innerHTML = '<button type="button">Next <b>image</b></button>';
    const button = doc.querySelector('button')!;
    const heard = vi.fn();
    // What the app will listen with: nothing reaches it before it is ready.
    doc.body.addEventListener('click', heard);
    doc.querySelector('b')!.click();
    expect(heard).not.toHaveBeenCalled();
    doc.documentElement.dataset.app = 'ready';
    await settle();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0].target).toBe(button);
    // Once ready, clicks go straight through, and the held one is not given again.
    button.click();
    await settle();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('leaves links, menus and a form with its own address to the browser', async () => {
    holdClicksUntilReady(doc);
    doc.body.innerHTML = `
      <a href="#here"><button type="button">in a link</button></a>
      <details><summary><span role="button">menu</span></summary></details>
      <form action="/search"><button>search</button></form>`;
    const defaults: boolean[] = [];
    doc.body.addEventListener('click', (event) => {
      defaults.push(event.defaultPrevented);
      event.preventDefault();
    });
    for (const element of doc.querySelectorAll<HTMLElement>('button, [role="button"]')) {
      element.click();
    }
    expect(defaults).toEqual([false, false, false]);
  });

  it('gives nothing once ready when nothing was held, and holds nothing after', async () => {
    holdClicksUntilReady(doc);
    doc.documentElement.dataset.app = 'ready';
    await settle();
    doc.body.innerHTML = '<button type="button">star</button>';
    const heard = vi.fn();
    doc.body.addEventListener('click', heard);
    doc.querySelector('button')!.click();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
