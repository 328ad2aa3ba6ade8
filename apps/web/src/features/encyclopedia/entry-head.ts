import type { EntryDetail } from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { firstSentence, type HeadImage } from '@/shared/head';
import { parseText } from './mc-text';

const IMAGES = '/libraryres/img/';

/** A travel-book text as plain words: without its formatting codes, `<ret>` read as a space. */
function bookText(text: string): string {
  return parseText(text)
    .map((runs) => runs.map((run) => run.text).join(''))
    .join(' ');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** A user description (sanitized HTML) as plain words, without a browser's parser. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

/**
 * What a search result or a link preview says of an entry: the first sentence
 * of the travel book's main description, else of the players' description.
 */
export function entryDescription(entry: EntryDetail): string | undefined {
  const main = entry.travelbookdata.pages
    .flatMap((page) => page.lines)
    .find((line) => line.specialTag === 'MAIN_DESC' && line.text?.trim());
  const text = main?.text
    ? bookText(main.text)
    : entry.extradata.desc && htmlText(entry.extradata.desc);
  const sentence = text ? firstSentence(text) : '';
  return sentence === '' ? undefined : sentence;
}

/**
 * The picture a link preview shows: the villager's own, else the entry's
 * first image (its stored file, whose size the entry gives).
 */
export function entryImage(entry: EntryDetail, language: SiteLanguage): HeadImage | undefined {
  if (entry.picture) {
    const { filename, width, height } = entry.picture;
    return { url: IMAGES + filename, width, height, alt: entry.title };
  }
  const image = entry.images[0];
  if (!image) return undefined;
  const legend = language === 'fr' ? image.legend_fr : image.legend_en;
  return {
    url: IMAGES + image.filename,
    width: image.width,
    height: image.height,
    alt: legend || entry.title,
  };
}
