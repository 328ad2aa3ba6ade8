import type { SiteLanguage } from '@millenaire/contracts/common';
import { FEED_ENTRIES, type FeedSource } from '../../../extensions/feeds.ts';
import { segment } from '../../../platform/pages/public-addresses.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { listCultures, listLabels } from '../entry-repository.ts';
import { listNewestDescriptions } from './repository.ts';
import { parseSubject } from './service.ts';

const TEXT: Record<SiteLanguage, { title: string; changed: (author: string | null) => string }> = {
  en: {
    title: 'Millénaire encyclopedia: changes',
    changed: (author) => `Description changed by ${author ?? 'a former member'}.`,
  },
  fr: {
    title: 'Encyclopédie Millénaire\u00a0: modifications',
    changed: (author) => `Description modifiée par ${author ?? 'un ancien membre'}.`,
  },
};

/**
 * The newest description saves in the feed's language, each pointing at its
 * item's page. The entry says who changed what, not the text: a save that an
 * administrator later reverted must not live on in readers.
 */
export function encyclopediaFeed({ db }: EncyclopediaDeps): FeedSource {
  return {
    name: 'encyclopedia',
    topics: ['encyclopedia'],
    read: async (language) => {
      const [rows, labels, cultures] = await Promise.all([
        listNewestDescriptions(db, language, FEED_ENTRIES),
        listLabels(db, language),
        listCultures(db, language),
      ]);
      const labelOf = new Map(labels.map((l) => [`${l.culture}/${l.type}/${l.itemkey}`, l.label]));
      const cultureOf = new Map<string, string>(cultures.map((c) => [c.itemkey, c.label]));
      const text = TEXT[language];
      return {
        title: text.title,
        page: '/encyclopedia',
        entries: rows.map((row) => {
          const { culture, type, itemkey } = parseSubject(row.subject);
          const label = labelOf.get(`${culture}/${type}/${itemkey}`) ?? itemkey;
          return {
            path: `/encyclopedia/${segment(culture)}/${segment(type)}/${segment(itemkey)}`,
            change: `change-${new Date(row.createdon).getTime()}`,
            title: `${label} (${cultureOf.get(culture) ?? culture})`,
            updated: row.createdon,
            author: row.author,
            summary: text.changed(row.author),
          };
        }),
      };
    },
  };
}
