import type { SiteLanguage } from '@millenaire/contracts/common';
import { libraryListQuerySchema } from '@millenaire/contracts/library';
import { richTextWords } from '@millenaire/contracts/rich-text';
import { AppError } from '../../../platform/http/errors.ts';
import { summaryOf, type FeedSource } from '../../../extensions/feeds.ts';
import { listContents } from '../contents/service.ts';
import type { LibraryDeps } from '../deps.ts';

const TITLE: Record<SiteLanguage, string> = {
  en: 'Millénaire library: new creations',
  fr: 'Bibliothèque Millénaire\u00a0: nouvelles créations',
};

/** The list's filters a feed follows, as the list's own address writes them. */
const FILTERS = ['category', 'culture', 'q'] as const;

/**
 * The newest confirmed contents, with the list's filters (category, culture,
 * free text) as the list's address carries them: the first page of the list
 * sorted by date, as a visitor sees it.
 */
export function libraryFeed(deps: LibraryDeps): FeedSource {
  return {
    name: 'library',
    topics: ['library'],
    filters: FILTERS,
    read: async (language, filters) => {
      const parsed = libraryListQuerySchema.safeParse({
        ...filters,
        language,
        sort: 'recent',
        page: '1',
      });
      if (!parsed.success) {
        throw new AppError(400, 'INVALID_INPUT', String(parsed.error.issues[0]?.path[0] ?? ''));
      }
      const list = await listContents(deps, null, parsed.data);
      const search = new URLSearchParams(
        FILTERS.flatMap((name): [string, string][] => {
          const value = filters[name];
          return value ? [[name, value]] : [];
        }),
      ).toString();
      return {
        title: TITLE[language],
        page: search ? `/library?${search}` : '/library',
        entries: list.contents.map((content) => ({
          path: `/library/${content.contentid}`,
          title: content.title,
          updated: content.createdon,
          published: content.createdon,
          author: content.author,
          summary: summaryOf(
            `${content.catlabel}, ${content.cultlabel}. ${richTextWords(content.description)}`,
          ),
        })),
      };
    },
  };
}
