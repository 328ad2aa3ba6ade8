import type { EntryDetail } from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { richTextWords } from '@millenaire/contracts/rich-text';
import { firstSentence, type HeadImage } from '@/shared/head';
import { parseText } from './mc-text';

const IMAGES = '/libraryres/img/';

/** A travel-book text as plain words: without its formatting codes, `<ret>` read as a space. */
function bookText(text: string): string {
  return parseText(text)
    .map((runs) => runs.map((run) => run.text).join(''))
    .join(' ');
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
    : entry.extradata.desc && richTextWords(entry.extradata.desc);
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
