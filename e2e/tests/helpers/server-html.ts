import { expect, type APIRequestContext } from '@playwright/test';
import { decodeHTML } from 'entities';
import en from '../../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import fr from '../../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import advEn from '../../../apps/web/src/features/advancements/i18n/en.json' with { type: 'json' };
import advFr from '../../../apps/web/src/features/advancements/i18n/fr.json' with { type: 'json' };
import contribEn from '../../../apps/web/src/features/contributing/i18n/en.json' with { type: 'json' };
import contribFr from '../../../apps/web/src/features/contributing/i18n/fr.json' with { type: 'json' };
import hofEn from '../../../apps/web/src/features/hall-of-fame/i18n/en.json' with { type: 'json' };
import hofFr from '../../../apps/web/src/features/hall-of-fame/i18n/fr.json' with { type: 'json' };
import historyEn from '../../../apps/web/src/features/history/i18n/en.json' with { type: 'json' };
import historyFr from '../../../apps/web/src/features/history/i18n/fr.json' with { type: 'json' };
import libEn from '../../../apps/web/src/features/library/i18n/en.json' with { type: 'json' };
import libFr from '../../../apps/web/src/features/library/i18n/fr.json' with { type: 'json' };
import tcEn from '../../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import tcFr from '../../../apps/web/src/features/translation-centre/i18n/fr.json' with { type: 'json' };
import statusEn from '../../../apps/web/src/features/translations-status/i18n/en.json' with { type: 'json' };
import statusFr from '../../../apps/web/src/features/translations-status/i18n/fr.json' with { type: 'json' };
import { uniqueLogin } from './accounts.ts';
import { seedContents } from './library.ts';
import { pingPlayer } from './mod-calls.ts';

export type Language = 'en' | 'fr';
export const LANGUAGES: Language[] = ['en', 'fr'];

/** The catalogues a page's texts come from, per language. */
export const TEXTS = {
  en: {
    shell: en,
    adv: advEn,
    contrib: contribEn,
    hof: hofEn,
    history: historyEn,
    lib: libEn,
    tc: tcEn,
    status: statusEn,
  },
  fr: {
    shell: fr,
    adv: advFr,
    contrib: contribFr,
    hof: hofFr,
    history: historyFr,
    lib: libFr,
    tc: tcFr,
    status: statusFr,
  },
} as const;

/** `{{name}}` placeholders of a catalogue text filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? `{{${key}}}`));
}

/** Runs of spaces and line breaks as one space (a non-breaking space is a character of the text). */
export function squash(text: string): string {
  return text.replace(/[ \t\r\n]+/g, ' ').trim();
}

/** What a reader sees of a piece of HTML: its text, without markup, scripts or styles. */
export function htmlText(html: string): string {
  const text = html
    // React's separators between adjacent text parts.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return squash(decodeHTML(text));
}

export interface HeadLink {
  rel: string;
  type: string | null;
  title: string | null;
  hreflang: string | null;
  href: string;
}

/** A page as the server sends it, read without a browser. */
export interface ServerPage {
  status: number;
  html: string;
  /** `<html lang>`. */
  lang: string | null;
  /** The text of `<main>` (the page, without the site's header and footer). */
  text: string;
  /** The text of the page's first `<h1>`. */
  heading: string;
  /** The addresses `<main>` links to. */
  links: string[];
  /** How many `<article>` elements `<main>` holds. */
  articles: number;
  title: string | null;
  /** `<meta name|property>` contents by their key (the first of each). */
  meta: Map<string, string>;
  headLinks: HeadLink[];
  /** Every JSON-LD block, parsed (a block that does not parse fails the read). */
  jsonLd: Record<string, unknown>[];
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decodeHTML(match[1]!) : null;
}

export function parsePage(status: number, html: string): ServerPage {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(main)?.[1] ?? '';
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    const content = attribute(tag, 'content');
    if (key && content !== null && !meta.has(key)) meta.set(key, content);
  }
  const headLinks = [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => ({
    rel: attribute(tag, 'rel') ?? '',
    type: attribute(tag, 'type'),
    title: attribute(tag, 'title'),
    hreflang: attribute(tag, 'hreflang'),
    href: attribute(tag, 'href') ?? '',
  }));
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi),
  ].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
  const title = /<title>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  return {
    status,
    html,
    lang: /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? null,
    text: htmlText(main),
    heading: htmlText(h1),
    links: [...main.matchAll(/<a\b[^>]*>/gi)]
      .map(([tag]) => attribute(tag, 'href'))
      .filter((href): href is string => href !== null),
    articles: main.match(/<article\b/gi)?.length ?? 0,
    title: title === undefined ? null : squash(decodeHTML(title)),
    meta,
    headLinks,
    jsonLd,
  };
}

/** The address of a page in a language: its own query kept, `?lang` set. */
export function inLanguage(path: string, language: Language | null): string {
  const url = new URL(path, 'http://site');
  url.searchParams.delete('lang');
  if (language) url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
}

/** Asks the server for a page in a language (the address's `?lang` wins over any cookie), as a crawler would. */
export async function fetchPage(
  request: APIRequestContext,
  path: string,
  language: Language,
): Promise<ServerPage> {
  const response = await request.get(inLanguage(path, language), {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  return parsePage(response.status(), await response.text());
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** What the tests add to the seeded site: a player with public advancements, a page of contents. */
export interface SiteAdditions {
  player: string;
  /** A word only the added contents' titles hold: `/library?q=<tag>` lists them alone. */
  tag: string;
  /** The added contents' titles, oldest first (13: a full page and one on page 2). */
  titles: string[];
}

let additions: Promise<SiteAdditions> | undefined;

/** Adds a player and 13 library contents once per worker. */
export function siteAdditions(request: APIRequestContext): Promise<SiteAdditions> {
  additions ??= (async () => {
    const player = uniqueLogin('ssr').replace(/-/g, '_');
    await pingPlayer(request, player, ['firstcontact', 'cresus']);
    const tag = uniqueLogin('ssrlist').replace(/-/g, '');
    const titles = Array.from({ length: 13 }, (_, index) => `Rendered ${tag} ${index + 1}`);
    await seedContents(
      request,
      titles.map((title) => ({ title, description: `<p>${title}, drawn by the server.</p>` })),
    );
    return { player, tag, titles };
  })();
  return additions;
}

/** One public page and what its HTML must hold, in one language. */
export interface PageCase {
  path: string;
  /** The text of its `<h1>`. */
  heading: string;
  /** Texts of its data its `<main>` must hold. */
  texts: string[];
  /** Addresses it must link to (matched against each `href`). */
  links?: RegExp[];
  /** How many content cards it shows. */
  articles?: number;
  /** Has a description of its own (not the site's), from its data. */
  ownDescription?: boolean;
  /** The JSON-LD types its head must give. */
  structuredData?: string[];
}

interface Version {
  version: string;
  title?: string;
  description: string;
}
interface ListItem {
  itemkey: string;
  label: string;
}
interface Entry {
  title: string;
  travelbookdata: { pages: { lines: { text?: string; specialTag?: string }[] }[] };
}
interface Content {
  contentid: number;
  title: string;
  description: string;
}
interface TranslationFile {
  filekey: string;
  version: string;
  elementcount: number;
}

/** The travel book's main description, up to its first formatting code or line break. */
function mainDescription(entry: Entry): string {
  const line = entry.travelbookdata.pages
    .flatMap((page) => page.lines)
    .find((l) => l.specialTag === 'MAIN_DESC');
  return squash((line?.text ?? '').split(/§|<ret>/)[0]!);
}

/** A name other tests give what they add (`prefix-xxxxxxxx`), or a test release. */
const addedByTests = (text: string) => /-[a-z0-9]{8,}$|-e2e$/.test(text);

/** The seeded content every visitor sees. */
export const SEEDED_CONTENT = 4;
/** The culture and item the tests read. */
export const CULTURE = 'norman';
export const ITEM = { type: 'villagers', itemkey: 'farmer' } as const;

/**
 * Every public page the server renders, each with the texts of its data read
 * from the API just before (so a change by another test is seen on both
 * sides), in one language.
 */
export async function publicPages(
  request: APIRequestContext,
  language: Language,
): Promise<PageCase[]> {
  const { shell, adv, contrib, hof, history, lib, tc, status } = TEXTS[language];
  const q = `language=${language}`;
  const { player, tag, titles } = await siteAdditions(request);
  const heading = (area: string, item?: string) => (item ? `${area} > ${item}` : area);
  const home = shell.areas.home;

  const [current, versions, translations, advancements, fame, cultures] = await Promise.all([
    json<Version>(request, `/api/versions/current?${q}`),
    json<Version[]>(request, `/api/versions/?${q}`),
    json<{ name_native: string }[]>(request, `/api/translations/?${q}`),
    json<{ title: string }[]>(request, `/api/advancements/?${q}`),
    json<{ text: string[] }[]>(request, `/api/hof/?${q}`),
    json<ListItem[]>(request, `/api/encyclopedia/?${q}`),
  ]);
  const [culture, villagers, buildings, item, content] = await Promise.all([
    json<Entry>(request, `/api/encyclopedia/${CULTURE}?${q}`),
    json<ListItem[]>(request, `/api/encyclopedia/${CULTURE}/villagers?${q}`),
    json<ListItem[]>(request, `/api/encyclopedia/${CULTURE}/buildings?${q}`),
    json<Entry>(request, `/api/encyclopedia/${CULTURE}/${ITEM.type}/${ITEM.itemkey}?${q}`),
    json<Content>(request, `/api/library/contents/${SEEDED_CONTENT}?${q}`),
  ]);
  const [filesEn, filesFr, fileHistory, changes] = await Promise.all([
    json<TranslationFile[]>(request, '/api/translationsapp/latestfiles/en'),
    json<TranslationFile[]>(request, '/api/translationsapp/latestfiles/fr'),
    json<TranslationFile[]>(request, '/api/translationsapp/history/lang/fr'),
    json<TranslationFile[]>(request, '/api/translationsapp/recentchanges'),
  ]);
  const fileKeys = filesFr
    .map((file) => file.filekey)
    .filter((key) => filesEn.some((file) => file.filekey === key));
  const oldestRevision = fileHistory.at(-1)!;
  const seededVersions = versions.filter((v) => !addedByTests(v.version) && v.title);
  const seededFame = fame.filter((entry) => !addedByTests(entry.text[0] ?? '-e2e'));
  const found = fill(adv.found.split('{{total}}')[0]!, { player, done: 2 });
  const newest = [...titles].reverse();
  const contentText = htmlText(content.description);

  return [
    {
      path: '/',
      heading: shell.app.name,
      texts: [current.version, current.description.split(/[.:]/)[0]!.trim()],
    },
    {
      path: '/history',
      heading: heading(home, history.pages.history),
      texts: seededVersions.slice(0, 2).flatMap((v) => [v.title!, v.version]),
    },
    {
      path: '/translations',
      heading: heading(home, status.pages.translations),
      texts: translations.slice(0, 3).map((t) => t.name_native),
    },
    {
      path: '/contributing',
      heading: heading(home, contrib.pages.contributing),
      texts: [contrib.bonus.title, contrib.bonus.ways.buildings, contrib.license.title],
    },
    {
      path: '/advancements',
      heading: heading(home, adv.pages.advancements),
      texts: advancements.slice(0, 5).map((a) => a.title),
    },
    {
      path: `/advancements/${player}`,
      heading: heading(home, fill(adv.pages.playerAdvancements, { player })),
      texts: [found, ...advancements.slice(0, 3).map((a) => a.title)],
    },
    {
      path: '/halloffame',
      heading: heading(home, hof.pages.halloffame),
      texts: seededFame.slice(0, 3).flatMap((entry) => entry.text),
    },
    {
      path: '/encyclopedia',
      heading: shell.areas.encyclopedia,
      texts: cultures.map((c) => c.label),
      links: [new RegExp(`^/encyclopedia/${CULTURE}(\\?|$)`)],
    },
    {
      path: `/encyclopedia/${CULTURE}`,
      heading: heading(shell.areas.encyclopedia, culture.title),
      texts: [...villagers, ...buildings].map((i) => i.label),
      links: [new RegExp(`^/encyclopedia/${CULTURE}/${ITEM.type}/${ITEM.itemkey}(\\?|$)`)],
      ownDescription: true,
      structuredData: ['BreadcrumbList'],
    },
    {
      path: `/encyclopedia/${CULTURE}/${ITEM.type}/${ITEM.itemkey}`,
      heading: heading(shell.areas.encyclopedia, item.title),
      texts: [mainDescription(item), culture.title],
      links: [new RegExp(`^/encyclopedia/${CULTURE}(\\?|$)`)],
      ownDescription: true,
      structuredData: ['BreadcrumbList'],
    },
    {
      path: '/library',
      heading: heading(shell.areas.library, lib.pages.libraryHome),
      texts: [],
      articles: 12,
      links: [/^\/library\/\d+$/, /^\/library\?(.*&)?page=2(&|$)/],
      structuredData: ['BreadcrumbList'],
    },
    {
      path: `/library?q=${tag}`,
      heading: heading(shell.areas.library, lib.pages.libraryHome),
      texts: newest.slice(0, 12),
      articles: 12,
      links: [/^\/library\?(.*&)?page=2(&|$)/],
    },
    {
      path: `/library?q=${tag}&page=2`,
      heading: heading(shell.areas.library, lib.pages.libraryHome),
      texts: [titles[0]!],
      articles: 1,
    },
    {
      path: `/library/${SEEDED_CONTENT}`,
      heading: heading(shell.areas.library, content.title),
      texts: [contentText],
      links: [new RegExp(`/library/contents/${SEEDED_CONTENT}/download$`)],
      ownDescription: true,
      structuredData: ['BreadcrumbList', 'CreativeWork'],
    },
    {
      path: '/translationcentre',
      heading: heading(shell.areas.translationcentre, tc.pages.translationcentreHome),
      texts: fileKeys,
    },
    {
      path: '/translationcentre/history/lang/fr',
      heading: heading(
        shell.areas.translationcentre,
        fill(tc.pages.fileHistory, { filekey: 'lang (fr)' }),
      ),
      texts: [
        fill(tc.info.field, { label: tc.info.version, value: oldestRevision.version }),
        fill(tc.info.field, { label: tc.info.elements, value: oldestRevision.elementcount }),
      ],
    },
    {
      path: '/translationcentre/recentchanges',
      heading: heading(shell.areas.translationcentre, tc.recent.title),
      texts: [...new Set(changes.slice(-5).map((change) => change.filekey))],
    },
  ];
}

/** Addresses that name nothing, and what their page says instead. */
export function missingPages(language: Language): { path: string; says: string[] }[] {
  const { shell, adv } = TEXTS[language];
  const general = [shell.notFound.title, shell.errors.NOT_FOUND];
  const nobody = `nobody_${Date.now().toString(36)}`;
  return [
    { path: '/encyclopedia/atlantis', says: general },
    { path: `/encyclopedia/${CULTURE}/villagers/nobody`, says: general },
    { path: '/library/999999', says: general },
    { path: `/advancements/${nobody}`, says: [fill(adv.notFound, { player: nobody }), ...general] },
    { path: '/no/such/page', says: general },
  ];
}
