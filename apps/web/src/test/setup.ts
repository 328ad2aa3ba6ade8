import { afterEach, vi } from 'vitest';
import { SITE_LANGUAGES } from '@millenaire/contracts/common';
import { i18n } from '@/shared/i18n';
import { cleanup, configure } from '@testing-library/react';
import { resetApp } from './render';
// Calls carry the session's token as in the app, whose layout loads the session check.
import '@/shared/auth/session-check';

// The captcha widget and its proof-of-work worker need a real browser (a
// `?worker` module runs as a plain script here and fails); the browser tests
// drive the real one.
vi.mock('@/features/account/components/altcha-setup', () => ({ setCaptchaStrings: () => {} }));

// A page's first render waits for its lazily loaded chunk: a second or two on
// an idle machine, many more when every core is busy. findBy and waitFor give
// up only when it never comes (the test's own limit is longer still).
configure({ asyncUtilTimeout: 30_000 });

// The app fetches the shell's texts a language at a time; a test switches at will.
await Promise.all(SITE_LANGUAGES.map((language) => i18n.load(language)));

// jsdom lacks the layout APIs Mantine reads; these stand-ins answer "no match, no size".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoResizeObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// A worker runs many files on the same modules (isolate: false in
// vite.config.ts): each test leaves them as the next one expects, with no
// spy, stub, token, cached answer, message or element left over (a test
// that draws outside Testing Library's containers included), and in English.
afterEach(async () => {
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await resetApp();
});
