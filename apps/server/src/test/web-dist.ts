import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RENDERER_FILE } from '../platform/pages/renderer.ts';

/** index.html of the stand-in build: what the served shell is made from. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web app's build, for tests of pages: without a build
 * the server answers every page 404, so statuses could not be told apart.
 * The folder is left in the system's temporary directory.
 */
export function testWebDist(options: { renderer?: boolean } = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'millenaire-dist-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), TEST_INDEX_HTML);
  if (options.renderer) {
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, RENDERER_FILE), STAND_IN_RENDERER);
  }
  return dist;
}

/**
 * A stand-in for the web build's server renderer, with its interface: it
 * reads the hall of fame through the API it is given and writes it into the
 * page with the number of renders so far, the address it was given (the
 * real one's canonical address) and whether it was drawn for a holder of the
 * session cookie (placeholders for what is personal), so a test can tell a
 * rendered page from a kept one. Pages under /user/ get the shell, as the
 * real one does for pages it does not render; an address with `fail` in it
 * (`/library?q=fail`) makes it throw.
 */
const STAND_IN_RENDERER = `
let renders = 0;
export async function render({ url, language, template, fetch, sessionPending }) {
  if (url.startsWith('/user/')) return { kind: 'shell' };
  if (url.includes('fail')) throw new Error('render failed');
  renders += 1;
  const answer = await fetch('/api/hof/', { method: 'GET' });
  const body = (await answer.text()).replace(/</g, '&lt;');
  const address = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const root = '<div id="root" data-render="' + renders + '" data-language="' + language + '" data-url="' + address + '" data-session-pending="' + sessionPending + '">' + body + '</div>';
  return {
    kind: 'page',
    html: template.replace('<div id="root"></div>', () => root),
    failed: answer.status >= 500 ? answer.status : null,
  };
}
`;
