import type { SiteLanguage } from '@millenaire/contracts/common';
import { AppError } from '../../../platform/http/errors.ts';
import { FEED_ENTRIES, type FeedSource } from '../../../extensions/feeds.ts';
import { segment } from '../../../platform/pages/public-addresses.ts';
import type { TranslationsDeps } from '../deps.ts';
import { languageExists } from '../repository.ts';
import { listLanguageChanges } from '../change-repository.ts';

const TEXT: Record<
  SiteLanguage,
  {
    title: (language: string) => string;
    saved: (count: number, author: string | null) => string;
    imported: (count: number) => string;
  }
> = {
  en: {
    title: (language) => `Millénaire translation centre: changes in ${language}`,
    saved: (count, author) => `${count} elements, saved by ${author ?? 'a former member'}.`,
    imported: (count) => `${count} elements, imported with the mod.`,
  },
  fr: {
    title: (language) => `Centre de traduction Millénaire\u00a0: modifications en ${language}`,
    saved: (count, author) =>
      `${count}\u00a0éléments, enregistré par ${author ?? 'un ancien membre'}.`,
    imported: (count) => `${count}\u00a0éléments, importé avec le mod.`,
  },
};

/** A language code as the translation centre writes them (fr, pt_br, zh_cn). */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:_[a-z0-9]{2,4})?$/i;

/**
 * The saves and imports of one translation language's files, newest first,
 * each pointing at the file's history page (which shows its differences).
 */
export function translationsFeed(deps: TranslationsDeps): FeedSource {
  return {
    name: 'translations',
    topics: ['translations', 'translationsapp'],
    filters: ['language'],
    read: async (siteLanguage, filters) => {
      const language = filters.language;
      if (language === undefined || !LANGUAGE_CODE.test(language)) {
        throw new AppError(400, 'INVALID_INPUT', 'language');
      }
      if (!(await languageExists(deps.db, language))) return null;
      const rows = await listLanguageChanges(deps.db, language, FEED_ENTRIES);
      const text = TEXT[siteLanguage];
      return {
        title: text.title(language),
        page: '/translationcentre/recentchanges',
        entries: rows.map((row) => ({
          path: `/translationcentre/history/${segment(row.filekey)}/${segment(language)}`,
          change: `revision-${row.revision}`,
          title: `${row.filename} (${language})`,
          updated: row.createdon,
          author: row.author,
          summary: row.initial_import
            ? text.imported(row.elementcount)
            : text.saved(row.elementcount, row.author),
        })),
      };
    },
  };
}
