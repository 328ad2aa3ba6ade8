import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Chromium draws an SVG picture (a favicon, an <img>, a CSS background) in a
// document of its own, built on the page's main thread: every page paid one
// for the favicon and the library's one more for the choice lists' chevron
// (docs/rendering.md, "What a page loads"). Inline <svg> is not a picture.
const web = path.resolve(import.meta.dirname, '..');

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** An SVG named as a picture: a data URI, or a file ending in .svg, in url(), href or src. */
const SVG_PICTURE = /image\/svg\+xml|\.svg\b/i;

describe('no page loads an SVG picture', () => {
  it('the head names no SVG icon', () => {
    const head = readFileSync(path.join(web, 'index.html'), 'utf8');
    expect(head).toContain('/favicon.ico');
    expect(head.split('\n').filter((line) => SVG_PICTURE.test(line))).toEqual([]);
  });

  it("the site's stylesheets draw no SVG picture", () => {
    const sheets = filesUnder(path.join(web, 'src'), '.css');
    expect(sheets.length).toBeGreaterThan(10);
    const found = sheets.flatMap((sheet) =>
      readFileSync(sheet, 'utf8')
        .split('\n')
        .filter((line) => /url\(/.test(line) && SVG_PICTURE.test(line))
        .map((line) => `${path.relative(web, sheet)}: ${line.trim().slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});
