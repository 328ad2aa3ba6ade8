import { expect } from '@playwright/test';
import { SaxesParser } from 'saxes';
import { test } from './helpers/test.ts';
import encyclopediaEn from '../../apps/web/src/features/encyclopedia/i18n/en.json' with { type: 'json' };
import encyclopediaFr from '../../apps/web/src/features/encyclopedia/i18n/fr.json' with { type: 'json' };
import { fetchPage, LANGUAGES, squash, TEXTS } from './helpers/server-html.ts';

const ENCYCLOPEDIA = { en: encyclopediaEn, fr: encyclopediaFr };

// A feed reader finds a page's Atom feed in its head, reads it, and opens its
// entries: each step as a reader does it, without a browser.

test.describe.configure({ mode: 'parallel' });

interface FeedEntry {
  title: string;
  link: string;
}

/** The feed's language and entries; a malformed document throws. */
function readAtom(xml: string): { root: string; language: string; entries: FeedEntry[] } {
  const parser = new SaxesParser({ xmlns: true });
  let root = '';
  let language = '';
  const entries: FeedEntry[] = [];
  let entry: FeedEntry | null = null;
  let text = '';
  parser.on('opentag', (tag) => {
    if (!root) {
      root = `${tag.uri} ${tag.local}`;
      language = tag.attributes['xml:lang']?.value ?? '';
    }
    text = '';
    if (tag.local === 'entry') entry = { title: '', link: '' };
    if (tag.local === 'link' && entry) entry.link = tag.attributes.href?.value ?? '';
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    if (tag.local === 'title' && entry) entry.title = text;
    if (tag.local === 'entry' && entry) {
      entries.push(entry);
      entry = null;
    }
  });
  parser.write(xml).close();
  return { root, language, entries };
}

const FEEDS = [
  { page: '/history', feed: (language: 'en' | 'fr') => TEXTS[language].history.feed },
  { page: '/library?culture=1', feed: (language: 'en' | 'fr') => TEXTS[language].lib.list.feed },
  { page: '/encyclopedia', feed: (language: 'en' | 'fr') => ENCYCLOPEDIA[language].home.feed },
  {
    page: '/translationcentre/history/lang/fr',
    feed: (language: 'en' | 'fr') => TEXTS[language].tc.history.feed.replace('{{language}}', 'fr'),
  },
];

for (const language of LANGUAGES) {
  test(`every feed: named in the head of the page it follows, read, and its entries opened, in ${language}`, async ({
    request,
    baseURL,
  }) => {
    for (const { page: path, feed: title } of FEEDS) {
      const page = await fetchPage(request, path, language);
      expect(page.status, path).toBe(200);
      const links = page.headLinks.filter((link) => link.type === 'application/atom+xml');
      expect(links, `${path} names one feed`).toHaveLength(1);
      const [link] = links;
      expect(link?.rel).toBe('alternate');
      expect(link?.title).toBe(title(language));
      const href = link?.href ?? '';
      expect(href.startsWith(`${baseURL}/feeds/`), href).toBe(true);
      expect(href).toContain(`lang=${language}`);
      if (path.includes('culture=1')) expect(href).toContain('culture=1');

      const answer = await request.get(href);
      expect(answer.status(), href).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/atom\+xml/);
      const feed = readAtom(await answer.text());
      expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
      expect(feed.language).toBe(language);
      if (!path.startsWith('/encyclopedia')) {
        // The encyclopedia's feed lists description saves: the demo site has none yet.
        expect(feed.entries.length, `${href} has entries`).toBeGreaterThan(0);
      }

      for (const entry of feed.entries.slice(0, 3)) {
        const [address, fragment] = entry.link.split('#');
        const opened = await request.get(address!, { headers: { accept: 'text/html' } });
        expect(opened.status(), entry.link).toBe(200);
        const html = await opened.text();
        // The entry's subject, without the culture or language said after it.
        const subject = squash(entry.title).replace(/ \([^)]*\)$/, '');
        expect(html, `${entry.link} shows ${subject}`).toContain(subject.replaceAll('&', '&amp;'));
        if (fragment) expect(html, `${entry.link} has its anchor`).toContain(`id="${fragment}"`);
      }
    }
  });
}
