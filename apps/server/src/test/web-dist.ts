import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** index.html of the stand-in build: what the served shell is made from. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web app's build, for tests of pages: without a build
 * the server answers every page 404, so statuses could not be told apart.
 * The folder is left in the system's temporary directory.
 */
export function testWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'millenaire-dist-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), TEST_INDEX_HTML);
  return dist;
}
